import { ActionButton } from './action-button';
import type { ButtonVariant } from './button';
import styles from './page-action-bar.module.css';

export interface PageAction {
  key: string;
  label: string;
  onRun: () => void;
  /** Left out (the staff member lacks its permission). */
  hidden?: boolean;
  /** Why it cannot run now ('Select a school first'): it stays focusable and says so. */
  unavailable?: string | null;
  /** Cannot run now, with nothing to say (another action is under way). */
  disabled?: boolean;
  variant?: ButtonVariant;
  /** The button's name for screen readers where the label alone is ambiguous. */
  ariaLabel?: string;
}

/**
 * A page's or a row's actions from one list (Identify/Unidentify, Hide/Unhide, Start/Stop): each
 * shown with its permission, busy while it runs, and saying why where it cannot run.
 */
export function PageActionBar({
  label,
  actions,
  busy,
  size = 'small',
}: {
  /** The toolbar's name ('School actions'). */
  label: string;
  actions: readonly PageAction[];
  /** The key of the action under way (usePageActions' busy). */
  busy: string | null;
  size?: 'small' | 'md';
}) {
  const shown = actions.filter((action) => !action.hidden);
  if (!shown.length) return null;
  return (
    <div className={styles.bar} role="toolbar" aria-label={label}>
      {shown.map((action) => (
        <ActionButton
          key={action.key}
          variant={action.variant ?? 'secondary'}
          size={size}
          unavailable={action.unavailable}
          disabled={action.disabled || (busy !== null && busy !== action.key)}
          loading={busy === action.key}
          aria-label={action.ariaLabel}
          onClick={action.onRun}
        >
          {action.label}
        </ActionButton>
      ))}
    </div>
  );
}
