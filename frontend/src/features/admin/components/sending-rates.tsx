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
  events: number;
  noun: string;
  deliveryAttempts: number;
  thresholds: RateThresholds;
  /** Decimals of its percentages: a complaint level of 0.1 % needs two. */
  decimals: number;
}

function RateCard({ title, rate, events, noun, deliveryAttempts, thresholds, decimals }: RateCardProps) {
  const top = thresholds.pause * 1.5;
  const at = (fraction: number) => `${Math.min(100, (fraction / top) * 100)}%`;
  const review = formatThreshold(thresholds.review);
  const pause = formatThreshold(thresholds.pause);
  return (
    <div className={styles.rate}>
      <h3>{title}</h3>
      {rate.rate === null || rate.level === null ? (
        <p className={styles.value}>No delivery attempts</p>
      ) : (
        <>
          <p className={styles.value}>
            {formatPercent(rate.rate, decimals)}{' '}
            <Badge tone={TONES[rate.level]}>{REPUTATION_LEVEL_LABELS[rate.level]}</Badge>
          </p>
          <div className={styles.scale} aria-hidden="true">
            <div className={`${styles.bar} ${BARS[rate.level] ?? ''}`} style={{ width: at(rate.rate) }} />
            <div className={styles.mark} style={{ left: at(thresholds.review) }}>
              <span>{review}</span>
            </div>
            <div className={styles.mark} style={{ left: at(thresholds.pause) }}>
              <span>{pause}</span>
            </div>
          </div>
        </>
      )}
      <p className={styles.detail}>
        {events} {noun} of {deliveryAttempts} delivery attempts. SES reviews the account from {review} and may pause its
        sending from {pause}.
      </p>
    </div>
  );
}

/**
 * The bounce and complaint rates over the chart's days, each read against SES's thresholds (healthy,
 * under review level, at risk), in words as well as colour.
 */
export function SendingRates({ stats }: { stats: readonly EmailStat[] }) {
  const rates = periodRates(stats);
  return (
    <div className={styles.rates} role="group" aria-label="Bounce and complaint rates over the last 14 days">
      <RateCard
        title="Bounce rate"
        rate={rates.bounce}
        events={rates.bounces}
        noun={rates.bounces === 1 ? 'bounce' : 'bounces'}
        deliveryAttempts={rates.deliveryAttempts}
        thresholds={SES_THRESHOLDS.bounce}
        decimals={1}
      />
      <RateCard
        title="Complaint rate"
        rate={rates.complaint}
        events={rates.complaints}
        noun={rates.complaints === 1 ? 'complaint' : 'complaints'}
        deliveryAttempts={rates.deliveryAttempts}
        thresholds={SES_THRESHOLDS.complaint}
        decimals={2}
      />
    </div>
  );
}
