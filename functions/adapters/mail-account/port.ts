/**
 * The mail account's own records (staff-console §2 Emails and Users): SES v2's account-level
 * suppression list and its sending statistics in AWS (./ses.ts), the local twin's state beside its
 * outbox (./local.ts). Sending itself is the mail port (../mail).
 */
export const SUPPRESSION_REASONS = ['BOUNCE', 'COMPLAINT'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

export interface SuppressedDestination {
  email: string;
  reason: SuppressionReason;
  /** When SES last put the address on the list (ISO). */
  lastUpdated: string;
}

export interface SuppressionPage {
  items: SuppressedDestination[];
  /** Null on the last page. */
  nextToken: string | null;
}

/** One day of sending: how many delivery attempts, how many of them bounced, how many were complained about. */
export interface SendStatistic {
  timestamp: string;
  deliveryAttempts: number;
  bounces: number;
  complaints: number;
}

/** SES answered the statistics query with errors (the account's Virtual Deliverability Manager is off, or access is denied). */
export class SendStatisticsUnavailableError extends Error {
  override readonly name = 'SendStatisticsUnavailableError';
}

export interface MailAccount {
  /** One page of the suppression list, of one reason or of both. */
  listSuppressed(options: { reason: SuppressionReason | null; nextToken: string | null }): Promise<SuppressionPage>;
  /** The address's entry on the suppression list, or null when it is not on it. */
  findSuppressed(email: string): Promise<SuppressedDestination | null>;
  /** Takes the address off the suppression list, so SES mails it again; false when it was not on it. */
  removeSuppressed(email: string): Promise<boolean>;
  /** Per day from `from` to `to` (UTC days, both included), oldest first; days without sending count 0. */
  sendStatistics(range: { from: Date; to: Date }): Promise<SendStatistic[]>;
}
