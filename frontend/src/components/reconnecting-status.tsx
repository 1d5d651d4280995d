import { useLingui } from '@lingui/react/macro';
import { useReconnecting } from '../lib/reconnecting';
import styles from './reconnecting-status.module.css';

/**
 * "Reconnecting…" from a request's first failure until it is answered or given up (§7 retries).
 * The live region is always there, so screen readers hear the text when it appears.
 */
export function ReconnectingStatus() {
  const { t } = useLingui();
  const reconnecting = useReconnecting();
  return (
    <div
      role="status"
      aria-live="polite"
      className={reconnecting ? styles.status : styles.idle}
      data-testid="reconnecting-status"
    >
      {reconnecting ? t`Reconnecting…` : ''}
    </div>
  );
}
