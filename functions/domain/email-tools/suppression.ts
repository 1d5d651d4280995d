import {
  EMAIL_STATS_DAYS,
  EMAIL_TOOL_MESSAGES,
  type EmailStat,
  type SuppressionCheck,
  type SuppressionRemoved,
} from '../../../shared/schemas/email-tools';
import type { SessionUser } from '../../../shared/schemas/user';
import {
  SendStatisticsUnavailableError,
  type MailAccount,
  type SendStatistic,
  type SuppressionReason,
} from '../../adapters/mail-account/port';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { recordAudit } from '../core/audit/audit';

const SUPPRESSION_COLUMNS = ['Email', 'Reason', 'Last Updated'] as const;

/** Check Suppression (email.suppression-list.read): whether SES will refuse to mail this address, why, and since when. */
export async function checkSuppression(email: string, account: MailAccount): Promise<SuppressionCheck> {
  const entry = await account.findSuppressed(email);
  return entry
    ? { isSuppressed: true, reason: entry.reason, time: entry.lastUpdated }
    : { isSuppressed: false, reason: null, time: null };
}

/**
 * Remove from suppression list (email.suppression-list.read): SES mails the address again. Audited
 * with the reason it was on the list; an address that is not on it is refused and nothing is recorded.
 */
export async function removeSuppression(
  user: SessionUser,
  email: string,
  account: MailAccount,
): Promise<SuppressionRemoved> {
  const entry = await account.findSuppressed(email);
  if (!entry || !(await account.removeSuppressed(email))) throw new NotFoundError(EMAIL_TOOL_MESSAGES.notSuppressed);
  await recordAudit({
    actorId: user.id,
    action: 'email.suppression-list.remove',
    subjectIds: [],
    schoolId: null,
    detail: { email: entry.email, reason: entry.reason, since: entry.lastUpdated },
  });
  return { removed: entry.email };
}

/**
 * The account's suppression list as a CSV (email.suppression-list.read; GET
 * /admin/amazon-suppression-list): all of it, or its bounces or complaints, page after page of
 * ListSuppressedDestinations. Audited: it is a list of people's addresses.
 */
export async function suppressionListCsvRows(
  user: SessionUser,
  reason: 'bounce' | 'complaint' | null,
  account: MailAccount,
): Promise<{ header: readonly string[]; rows: string[][]; fileName: string }> {
  const sesReason: SuppressionReason | null =
    reason === 'bounce' ? 'BOUNCE' : reason === 'complaint' ? 'COMPLAINT' : null;
  const rows: string[][] = [];
  let nextToken: string | null = null;
  do {
    const page = await account.listSuppressed({ reason: sesReason, nextToken });
    rows.push(...page.items.map((entry) => [entry.email, entry.reason, entry.lastUpdated]));
    nextToken = page.nextToken;
  } while (nextToken);
  await recordAudit({
    actorId: user.id,
    action: 'email.suppression-list.export',
    subjectIds: [],
    schoolId: null,
    detail: { reason: reason ?? 'all', addresses: rows.length },
  });
  return {
    header: SUPPRESSION_COLUMNS,
    rows,
    fileName: `suppression-list-${reason ?? 'all'}-${new Date().toISOString().slice(0, 10)}.csv`,
  };
}

/** The bounce chart's points and its rates (email.send-stats.read): the last EMAIL_STATS_DAYS days, today included. */
export async function emailStats(account: MailAccount, now: Date = new Date()): Promise<EmailStat[]> {
  const from = new Date(now);
  from.setUTCDate(from.getUTCDate() - (EMAIL_STATS_DAYS - 1));
  let stats: SendStatistic[];
  try {
    stats = await account.sendStatistics({ from, to: now });
  } catch (error) {
    if (!(error instanceof SendStatisticsUnavailableError)) throw error;
    logger.warn('sending statistics unavailable', { error });
    throw new ConflictError(EMAIL_TOOL_MESSAGES.statsUnavailable);
  }
  return stats.map((stat) => ({
    Timestamp: stat.timestamp,
    Bounces: stat.bounces,
    Complaints: stat.complaints,
    DeliveryAttempts: stat.deliveryAttempts,
  }));
}
