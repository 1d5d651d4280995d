import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import styles from './menu.module.css';

export type MenuItem =
  | { key: string; label: string; kind: 'link'; href: string; external?: boolean; separatorBefore?: boolean }
  | { key: string; label: string; kind: 'action'; onSelect: () => void; separatorBefore?: boolean }
  /** An entry shown but not available to this user: still reachable with the arrows, and says why. */
  | { key: string; label: string; kind: 'disabled'; reason: string; separatorBefore?: boolean };

interface MenuProps {
  /** Visible content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its visible content is not enough. */
  label?: string;
  items: readonly MenuItem[];
  align?: 'start' | 'end';
  className?: string;
}

/**
 * A disclosure menu of navigation links and actions (the ARIA disclosure pattern, which keeps
 * links links): Enter, Space or Arrow Down opens it, arrows, Home and End move between items,
 * Escape closes it and returns focus to the button, and leaving it closes it.
 */
export function Menu({ trigger, label, items, align = 'end', className }: MenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const itemElements = () => [...(rootRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? [])];

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen.current) {
      const elements = itemElements();
      (focusOnOpen.current === 'first' ? elements[0] : elements.at(-1))?.focus();
      focusOnOpen.current = null;
    }
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusOnOpen.current = event.key === 'ArrowDown' ? 'first' : 'last';
      if (open) {
        const elements = itemElements();
        (event.key === 'ArrowDown' ? elements[0] : elements.at(-1))?.focus();
        focusOnOpen.current = null;
      } else {
        setOpen(true);
      }
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const elements = itemElements();
    const index = elements.indexOf(document.activeElement as HTMLElement);
    let next: HTMLElement | undefined;
    if (event.key === 'ArrowDown') next = elements[(index + 1) % elements.length];
    else if (event.key === 'ArrowUp') next = elements[(index - 1 + elements.length) % elements.length];
    else if (event.key === 'Home') next = elements[0];
    else if (event.key === 'End') next = elements.at(-1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    } else return;
    event.preventDefault();
    next?.focus();
  }

  return (
    <div
      ref={rootRef}
      className={[styles.menu, className].filter(Boolean).join(' ')}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          close(true);
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <ul
        id={listId}
        className={[styles.list, align === 'start' ? styles.alignStart : ''].filter(Boolean).join(' ')}
        hidden={!open}
        onKeyDown={onListKeyDown}
      >
        {items.map((item) => (
          <li key={item.key}>
            {item.separatorBefore ? <div className={styles.separator} role="presentation" /> : null}
            {item.kind === 'link' ? (
              item.external ? (
                <a
                  className={styles.item}
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-menu-item=""
                  onClick={() => close(false)}
                >
                  {item.label} <span aria-hidden="true">↗</span>
                  <span className="visually-hidden">
                    {' '}
                    <Trans>(opens in a new tab)</Trans>
                  </span>
                </a>
              ) : (
                <Link className={styles.item} to={item.href} data-menu-item="" onClick={() => close(false)}>
                  {item.label}
                </Link>
              )
            ) : (
              <button
                type="button"
                className={styles.item}
                data-menu-item=""
                aria-disabled={item.kind === 'disabled' || undefined}
                title={item.kind === 'disabled' ? item.reason : undefined}
                onClick={() => {
                  if (item.kind === 'disabled') return;
                  close(false);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
