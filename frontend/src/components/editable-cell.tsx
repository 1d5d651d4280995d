import { useState, type KeyboardEvent } from 'react';
import { isApiRequestError } from '../lib/api-client';
import styles from './data-table.module.css';

interface EditableCellProps {
  /** What the cell shows. */
  display: string;
  /** What editing starts with (blank for a password). */
  initial: string;
  /** 'Edit first name of Mia Demo': the button's name, and the input's. */
  label: string;
  type?: 'text' | 'password';
  /** The client-side rule: a message when the value is not acceptable. */
  check: (value: string) => string | null;
  /** Saves the value; a failure (the server's words) stays under the input. */
  onSave: (value: string) => Promise<unknown>;
  /**
   * How a refusal shows: as text under the input, or as the staff console's tooltip error icon
   * beside it (staff-console §8 'in-place edit cells show a tooltip error icon'), whose message
   * shows while the input has focus or the icon is pointed at.
   */
  errorDisplay?: 'text' | 'icon';
}

/**
 * Inline editing of one value in a table: the value is a button (a click, Enter or Space starts
 * editing); in the input Enter saves, Escape cancels; the rule's message and the server's refusal
 * show under the input, which keeps the typed value.
 */
export function EditableCell({
  display,
  initial,
  label,
  type = 'text',
  check,
  onSave,
  errorDisplay = 'text',
}: EditableCellProps) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const errorId = `${label.replace(/\W+/g, '-')}-error`;

  function start() {
    setValue(initial);
    setError(null);
    setEditing(true);
  }

  async function save() {
    const problem = check(value);
    if (problem) return setError(problem);
    if (value === initial && type !== 'password') return setEditing(false);
    setSaving(true);
    try {
      await onSave(value);
      setEditing(false);
    } catch (failure) {
      setError(
        isApiRequestError(failure) ? (Object.values(failure.fieldErrors)[0] ?? failure.message) : String(failure),
      );
    } finally {
      setSaving(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setEditing(false);
    }
  }

  if (!editing) {
    return (
      <button type="button" className={styles.cellButton} aria-label={label} onClick={start}>
        {display || <span className={styles.muted}>—</span>}
      </button>
    );
  }
  return (
    <div className={errorDisplay === 'icon' ? styles.cellEditing : undefined}>
      <input
        className={styles.cellInput}
        type="text"
        autoComplete="off"
        spellCheck={false}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={value}
        disabled={saving}
        autoFocus
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (!saving && !error) setEditing(false);
        }}
      />
      {error && errorDisplay === 'icon' ? (
        <span className={styles.cellErrorIcon}>
          <span aria-hidden="true">!</span>
          <span className={styles.cellErrorTip} id={errorId} role="alert">
            {error}
          </span>
        </span>
      ) : error ? (
        <p className={styles.cellError} id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
