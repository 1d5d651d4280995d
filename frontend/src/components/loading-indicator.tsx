import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import styles from './loading-indicator.module.css';

/** visitor-and-account §9: the loading indicator shows once a load lasts over 30 ms. */
export const LOADING_INDICATOR_DELAY_MS = 30;

function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => setShown(true), delayMs);
    return () => {
      window.clearTimeout(timer);
      setShown(false);
    };
  }, [active, delayMs]);
  return active && shown;
}

/** A centred spinner with a spoken label, for a region that is loading. */
export function LoadingIndicator({
  label,
  delayMs = LOADING_INDICATOR_DELAY_MS,
}: {
  label?: string;
  delayMs?: number;
}) {
  const { t } = useLingui();
  const shown = useDelayedFlag(true, delayMs);
  if (!shown) return null;
  return (
    <div className={styles.indicator} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label ?? t`Loading…`}</span>
    </div>
  );
}

/** A thin bar across the top of the page while navigating or loading. */
export function ProgressBar({ active, delayMs = LOADING_INDICATOR_DELAY_MS }: { active: boolean; delayMs?: number }) {
  const shown = useDelayedFlag(active, delayMs);
  return (
    <div role="status" aria-live="polite">
      {shown ? (
        <>
          <div className={styles.bar} aria-hidden="true" />
          <span className="visually-hidden">
            <Trans>Loading</Trans>
          </span>
        </>
      ) : null}
    </div>
  );
}
