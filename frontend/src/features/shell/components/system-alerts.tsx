import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { formatMomentRange } from '../../../../../shared/rules/service-detail';
import type { SystemAlert, SystemAlertSeverity } from '../../../../../shared/schemas/content';
import { Alert, type AlertTone } from '../../../components/alert';
import { Button } from '../../../components/button';
import { SYSTEM_ALERTS_CHECK_INTERVAL_MS, systemAlertsQuery } from '../api/content';
import styles from './system-alerts.module.css';

/** Where the dismissed alerts' ids are kept, so a dismissed alert stays away after a reload. */
export const DISMISSED_ALERTS_STORAGE_KEY = 'portal.dismissedSystemAlerts';

const TONES: Record<SystemAlertSeverity, AlertTone> = { critical: 'danger', warning: 'warning', info: 'info' };

function readDismissed(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(DISMISSED_ALERTS_STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Remembers a dismissal; the list keeps only alerts still in force, so it never grows for ever. */
function useDismissedAlerts(current: readonly SystemAlert[] | undefined) {
  const [dismissed, setDismissed] = useState<string[]>(readDismissed);
  const dismiss = useCallback(
    (id: string) => {
      const inForce = new Set(current?.map((alert) => alert.id));
      const next = [...new Set([...dismissed, id])].filter((kept) => inForce.has(kept));
      try {
        window.localStorage.setItem(DISMISSED_ALERTS_STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Storage full or refused: the alert is still dismissed for this visit.
      }
      setDismissed(next);
    },
    [current, dismissed],
  );
  return { dismissed, dismiss };
}

/**
 * An alert's message: on a phone one line (the banner stays small over the page), with More to
 * read it whole when it is longer; screen readers always read it whole.
 */
function AlertMessage({ message }: { message: string }) {
  const { t } = useLingui();
  const textRef = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const text = textRef.current;
    if (!text) return;
    const measure = () => setCut(text.scrollWidth > text.clientWidth + 1 || text.scrollHeight > text.clientHeight + 1);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [message]);
  return (
    <div className={styles.text}>
      {/* The alert's text is the operators', in its own language: its direction is its own. */}
      <p ref={textRef} dir="auto" className={expanded ? styles.message : `${styles.message} ${styles.oneLine}`}>
        {message}
      </p>
      {cut || expanded ? (
        <button
          type="button"
          className={styles.more}
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t`Less` : t`More`}
        </button>
      ) : null}
    </div>
  );
}

/**
 * The maintenance window an alert names, in the reader's language and own time zone, the zone
 * named: the operators wrote the alert for everyone, wherever they are (docs/using/languages.md).
 */
function MaintenanceWindow({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const { i18n } = useLingui();
  const span = formatMomentRange(startsAt, endsAt, i18n.locale);
  return (
    <p className={styles.window}>
      <Trans>
        Maintenance window: <time dateTime={startsAt}>{span}</time>
      </Trans>
    </p>
  );
}

/** The root's custom property that holds the banner's height (global.css reserves it). */
const BANNER_BLOCK_SIZE = '--system-alerts-block-size';

/**
 * Publishes the banner's height while it shows, so the page keeps that room at the window's foot
 * for what is scrolled to or focused (`scroll-padding-block-end` in global.css): a control the
 * keyboard or a link reaches is brought above the banner, never left under it (WCAG 2.4.11).
 */
function useReservedBlockSize(ref: RefObject<HTMLElement | null>, showing: boolean) {
  useEffect(() => {
    const banner = ref.current;
    const root = document.documentElement;
    if (!banner || !showing) return;
    const publish = () => root.style.setProperty(BANNER_BLOCK_SIZE, `${banner.getBoundingClientRect().height}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BANNER_BLOCK_SIZE);
    };
  }, [ref, showing]);
}

/**
 * System alerts (GET /api/system-alerts, checked at start and then at most once an hour) as
 * banners at the foot of the window, each dismissible with a button; new alerts are announced
 * politely. Loading them never holds up the page, and a failed check shows nothing.
 */
export function SystemAlerts() {
  const { t } = useLingui();
  const { data } = useQuery({ ...systemAlertsQuery.queryOptions(), refetchInterval: SYSTEM_ALERTS_CHECK_INTERVAL_MS });
  const { dismissed, dismiss } = useDismissedAlerts(data);
  const listRef = useRef<HTMLDivElement>(null);
  const shown = (data ?? []).filter((alert) => !dismissed.includes(alert.id));
  useReservedBlockSize(listRef, shown.length > 0);

  const onDismiss = (id: string) => {
    dismiss(id);
    // Focus goes to the next alert's button, or to the page when none is left.
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-alert-id]') ?? [])];
    const next = buttons.find((button) => button.dataset['alertId'] !== id);
    (next ?? document.getElementById('main'))?.focus();
  };

  return (
    <div ref={listRef} className={shown.length ? styles.alerts : undefined} role="status" aria-live="polite">
      {shown.length ? (
        <section aria-label={t`System alerts`} className={styles.inner}>
          {shown.map(({ message, ...alert }) => (
            <Alert key={alert.id} tone={TONES[alert.severity]} className={styles.alert}>
              <div className={styles.row}>
                <div className={styles.text}>
                  <AlertMessage message={message} />
                  {alert.windowStartsAt && alert.windowEndsAt ? (
                    <MaintenanceWindow startsAt={alert.windowStartsAt} endsAt={alert.windowEndsAt} />
                  ) : null}
                </div>
                <Button
                  variant="secondary"
                  size="small"
                  data-alert-id={alert.id}
                  aria-label={t`Dismiss: ${message}`}
                  onClick={() => onDismiss(alert.id)}
                >
                  <Trans>Dismiss</Trans>
                </Button>
              </div>
            </Alert>
          ))}
        </section>
      ) : null}
    </div>
  );
}
