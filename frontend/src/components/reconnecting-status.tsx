import { useLingui } from '@lingui/react/macro';
import { useReconnecting } from '../lib/reconnecting';
import styles from './reconnecting-status.module.css';

/**
 * "Reconnecting…" while a request waits to be tried again (§7 retries). The live region is
 * always there, so screen readers hear the text when it appears.
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
