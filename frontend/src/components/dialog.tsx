import { useLingui } from '@lingui/react/macro';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styles from './dialog.module.css';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Content between the title and the close button, e.g. an icon. */
  headerStart?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  closeLabel?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function restoreFocus(target: Element | null) {
  if (target instanceof HTMLElement && target.isConnected) target.focus();
}

const NO_CHANGES = () => () => undefined;

/**
 * True while rendering on the server (a prerendered page) and while hydrating its markup, false in
 * any other render in the browser (docs/internals.md "Prerendered pages").
 */
function useServerMarkup(): boolean {
  return useSyncExternalStore(
    NO_CHANGES,
    () => false,
    () => true,
  );
}

/**
 * A modal dialog on the native <dialog>: the page behind is inert, Escape closes it, Tab wraps
 * around inside it, and focus returns to what opened it.
 */
export function Dialog({ open, onClose, title, headerStart, children, footer, closeLabel }: DialogProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const returnFocusTo = useRef<Element | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  // A dialog open in a prerendered page (an app's deep link) is open in its HTML, so its content
  // paints first; a <dialog> is modal only from script. For the dialog's whole life, React keeps
  // the `open` attribute (Chromium leaves a modal dialog whose attribute is removed hidden yet
  // modal, the page behind inert; close() removes it) and a class that shows it as the modal
  // looks until it is one (dialog.module.css).
  const serverMarkup = useServerMarkup();
  const [openInMarkup] = useState(serverMarkup && open);

  // A body of text only (a history, a notice) may scroll on a small screen: then it takes focus
  // itself, so the keyboard can scroll it; a body with controls is reached through them.
  useEffect(() => {
    const body = bodyRef.current;
    if (body) body.tabIndex = body.querySelector(FOCUSABLE) ? -1 : 0;
  });

  // Hydrated: the markup's open dialog becomes modal (the page behind inert, Escape, focus inside)
  // in the same frame, before the browser paints, so no frame shows it closed or elsewhere.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!openInMarkup || !dialog?.open || dialog.matches(':modal')) return;
    const focused = document.activeElement;
    const focusedInside = focused instanceof HTMLElement && dialog.contains(focused);
    returnFocusTo.current = focusedInside ? null : focused;
    dialog.close();
    dialog.showModal();
    // What a visitor focused in the markup before the SPA ran keeps the focus.
    if (focusedInside) focused.focus();
  }, [openInMarkup]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      restoreFocus(returnFocusTo.current);
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) {
        dialog.close();
        restoreFocus(returnFocusTo.current);
      }
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.offsetParent !== null,
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      className={openInMarkup ? `${styles.dialog} ${styles.openInMarkup}` : styles.dialog}
      open={openInMarkup || undefined}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === ref.current) onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <div className={styles.header}>
        {headerStart}
        <h2 className={styles.title} id={titleId}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel ?? t`Close`}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div ref={bodyRef} className={styles.body}>
        {children}
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </dialog>
  );
}
