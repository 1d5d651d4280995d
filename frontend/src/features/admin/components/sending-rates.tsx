import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { translated } from '../../../../../shared/i18n/text';
import type { EmailStat } from '../../../../../shared/schemas/email-tools';
import {
  REPUTATION_LEVEL_LABELS,
  SES_THRESHOLDS,
  formatPercent,
  formatThreshold,
  periodRates,
  type RateThresholds,
  type ReputationLevel,
  type SendingRate,
} from '../../../../../shared/rules/sending-reputation';
import { Badge, type BadgeTone } from '../../../components/badge';
import styles from './sending-rates.module.css';

const TONES: Record<ReputationLevel, BadgeTone> = {
  healthy: 'success',
  'under-review': 'warning',
  'at-risk': 'danger',
};
const BARS: Record<ReputationLevel, string | undefined> = {
  healthy: styles.healthy,
  'under-review': styles.review,
  'at-risk': styles.risk,
};

interface RateCardProps {
  title: string;
  rate: SendingRate;
  /** The card's last sentence, with its counts: one message per kind of event, for each language's plurals. */
  detail: (review: string, pause: string) => string;
  thresholds: RateThresholds;
  /** Decimals of its percentages: a complaint level of 0.1 % needs two. */
  decimals: number;
}

function RateCard({ title, rate, detail, thresholds, decimals }: RateCardProps) {
  const { i18n } = useLingui();
  const top = thresholds.pause * 1.5;
  const at = (fraction: number) => `${Math.min(100, (fraction / top) * 100)}%`;
  const review = formatThreshold(thresholds.review, i18n.locale);
  const pause = formatThreshold(thresholds.pause, i18n.locale);
  return (
    <div className={styles.rate}>
      <h3>{title}</h3>
      {rate.rate === null || rate.level === null ? (
        <p className={styles.value}>
          <Trans>No delivery attempts</Trans>
        </p>
      ) : (
        <>
          <p className={styles.value}>
            {formatPercent(rate.rate, decimals, i18n.locale)}{' '}
            <Badge tone={TONES[rate.level]}>{translated(REPUTATION_LEVEL_LABELS[rate.level])}</Badge>
          </p>
          <div className={styles.scale} aria-hidden="true">
            <div className={`${styles.bar} ${BARS[rate.level] ?? ''}`} style={{ width: at(rate.rate) }} />
            <div className={styles.mark} style={{ insetInlineStart: at(thresholds.review) }}>
              <span>{review}</span>
            </div>
            <div className={styles.mark} style={{ insetInlineStart: at(thresholds.pause) }}>
              <span>{pause}</span>
            </div>
          </div>
        </>
      )}
      <p className={styles.detail}>{detail(review, pause)}</p>
    </div>
  );
}

/**
 * The bounce and complaint rates over the chart's days, each read against SES's thresholds (healthy,
 * under review level, at risk), in words as well as colour.
 */
export function SendingRates({ stats }: { stats: readonly EmailStat[] }) {
  const { t } = useLingui();
  const rates = periodRates(stats);
  const { bounces, complaints, deliveryAttempts } = rates;
  return (
    <div className={styles.rates} role="group" aria-label={t`Bounce and complaint rates over the last 14 days`}>
      <RateCard
        title={t`Bounce rate`}
        rate={rates.bounce}
        detail={(review, pause) =>
          t`${plural(bounces, {
            one: `# bounce of ${deliveryAttempts} delivery attempts. SES reviews the account from ${review} and may pause its sending from ${pause}.`,
            other: `# bounces of ${deliveryAttempts} delivery attempts. SES reviews the account from ${review} and may pause its sending from ${pause}.`,
          })}`
        }
        thresholds={SES_THRESHOLDS.bounce}
        decimals={1}
      />
      <RateCard
        title={t`Complaint rate`}
        rate={rates.complaint}
        detail={(review, pause) =>
          t`${plural(complaints, {
            one: `# complaint of ${deliveryAttempts} delivery attempts. SES reviews the account from ${review} and may pause its sending from ${pause}.`,
            other: `# complaints of ${deliveryAttempts} delivery attempts. SES reviews the account from ${review} and may pause its sending from ${pause}.`,
          })}`
        }
        thresholds={SES_THRESHOLDS.complaint}
        decimals={2}
      />
    </div>
  );
}
