import type { ReactNode } from 'react';
import { useContractText } from '../lib/language/contract-text';
import styles from './alert.module.css';
import { toneClassName, type Tone } from './tone';

export type AlertTone = Exclude<Tone, 'neutral'>;

const ICONS: Record<AlertTone, string> = { info: 'i', success: '✓', warning: '!', danger: '!' };

interface AlertProps {
  tone?: AlertTone;
  title?: string;
  children?: ReactNode;
  /**
   * Announce the alert as soon as it appears (role=alert). Use for errors that follow a user
   * action; static notices stay quiet.
   */
  live?: boolean;
  className?: string;
  id?: string;
}

export function Alert({ tone = 'info', title, children, live = false, className, id }: AlertProps) {
  return (
    <div
      id={id}
      className={[styles.alert, toneClassName(tone), className].filter(Boolean).join(' ')}
      role={live ? 'alert' : undefined}
      data-tone={tone}
    >
      <span className={styles.icon} aria-hidden="true">
        <span>{ICONS[tone]}</span>
      </span>
      <div className={styles.body}>
        {title ? <strong className={styles.title}>{title}</strong> : null}
        {children}
      </div>
    </div>
  );
}

/** The failure of the last action, announced when it appears; nothing without one. */
export function ErrorAlert({ error }: { error: Error | null }) {
  return <FailureAlert message={error?.message ?? null} />;
}

/** A message of what went wrong (a refusal's text), announced when it appears; nothing without one. */
export function FailureAlert({ message }: { message: string | null }) {
  const shown = useContractText();
  if (!message) return null;
  return (
    <Alert tone="danger" live>
      <p>{shown(message)}</p>
    </Alert>
  );
}
