/**
 * The bounce and complaint rates of the Emails tab, read against SES's thresholds (Amazon SES
 * Developer Guide, "Reputation metrics messages"): at a bounce rate of 5 % or more SES places the
 * account under review and at 10 % it may pause its sending; for complaints the levels are 0.1 %
 * and 0.5 %. Pure: the page computes them from the day counts the API answers.
 */
import { formatLocale, SOURCE_LOCALE } from '../i18n/locales';

export type ReputationLevel = 'healthy' | 'under-review' | 'at-risk';

export interface RateThresholds {
  /** From this share on (a fraction: 0.05 is 5 %), SES reviews the account. */
  review: number;
  /** From this share on, SES may pause the account's sending. */
  pause: number;
}

export const SES_THRESHOLDS = {
  bounce: { review: 0.05, pause: 0.1 },
  complaint: { review: 0.001, pause: 0.005 },
} as const satisfies Record<string, RateThresholds>;

/** How each level reads beside its rate (words as well as the colour). */
export const REPUTATION_LEVEL_LABELS: Record<ReputationLevel, string> = {
  healthy: 'Healthy',
  'under-review': 'Under review level',
  'at-risk': 'At risk',
};

export interface SendingRate {
  /** Bounces or complaints over delivery attempts (a fraction), or null when nothing was sent. */
  rate: number | null;
  level: ReputationLevel | null;
}

export function reputationLevel(rate: number, thresholds: RateThresholds): ReputationLevel {
  if (rate >= thresholds.pause) return 'at-risk';
  if (rate >= thresholds.review) return 'under-review';
  return 'healthy';
}

/** One rate over a period: its events over its delivery attempts, and its level. */
export function sendingRate(events: number, deliveryAttempts: number, thresholds: RateThresholds): SendingRate {
  if (deliveryAttempts <= 0) return { rate: null, level: null };
  const rate = events / deliveryAttempts;
  return { rate, level: reputationLevel(rate, thresholds) };
}

/** The bounce and complaint rates of a period of days (the Emails tab's 14). */
export function periodRates(days: readonly { Bounces: number; Complaints: number; DeliveryAttempts: number }[]): {
  deliveryAttempts: number;
  bounces: number;
  complaints: number;
  bounce: SendingRate;
  complaint: SendingRate;
} {
  const sum = (pick: (day: (typeof days)[number]) => number) => days.reduce((total, day) => total + pick(day), 0);
  const deliveryAttempts = sum((day) => day.DeliveryAttempts);
  const bounces = sum((day) => day.Bounces);
  const complaints = sum((day) => day.Complaints);
  return {
    deliveryAttempts,
    bounces,
    complaints,
    bounce: sendingRate(bounces, deliveryAttempts, SES_THRESHOLDS.bounce),
    complaint: sendingRate(complaints, deliveryAttempts, SES_THRESHOLDS.complaint),
  };
}

/**
 * A threshold as a percentage without trailing zeros, in the reader's language ('5%', '0.1%';
 * Spanish '0,1 %'): Intl's percent, as every number a person reads (docs/using/languages.md).
 */
export function formatThreshold(fraction: number, locale: string = SOURCE_LOCALE): string {
  return new Intl.NumberFormat(formatLocale(locale), { style: 'percent', maximumFractionDigits: 3 }).format(fraction);
}

/** A share as a percentage with the given decimals ('6.3%', '0.28%'); thresholds under 1 % need two. */
export function formatPercent(fraction: number, decimals: number, locale: string = SOURCE_LOCALE): string {
  return new Intl.NumberFormat(formatLocale(locale), {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(fraction);
}
