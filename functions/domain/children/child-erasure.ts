import type { SessionUser } from '../../../shared/schemas/user';
import type { ExportFiles } from '../../adapters/export-files/port';
import { grantKeysOfSubject } from '../../data/acting-as-grants';
import { jobRecords } from '../../data/jobs';
import { auditEventsOf, auditOfActor, auditOfSubject, replaceAuditDetail, type AuditEvent } from '../../data/audit';
import { erasedAccountPutRequest } from '../../data/erased-accounts';
import { allPages } from '../../data/paged-query';
import { deleteItems, partitionKeys } from '../../data/partition-items';
import { writeTogether } from '../../data/transactions';
import { retireUsernameClaim } from '../../data/usernames';
import { userPartition, userProfiles } from '../../data/users';
import { listSubscriptions, subscriptionLookupKeys } from '../../data/user-subscriptions';
import { voucherClaimKey } from '../../data/vouchers';

const PAGE = { limit: 100 };
const ERASED = '(erased)';

/** Every audit event that concerns the account: done to it, or done by it. */
async function auditConcerning(userId: string): Promise<AuditEvent[]> {
  const [lines, acted] = await Promise.all([
    allPages((cursor) => auditOfSubject(userId, { ...PAGE, cursor })),
    allPages((cursor) => auditOfActor(userId, { ...PAGE, cursor })),
  ]);
  const events = new Map([...(await auditEventsOf(lines)), ...acted].map((event) => [event.eventId, event]));
  return [...events.values()];
}

/** Every username the account had: its own, and those its username changes recorded. */
function usernamesOf(user: Pick<SessionUser, 'username'>, events: readonly AuditEvent[]): string[] {
  const recorded = events
    .filter((event) => event.action.endsWith('username.regenerate'))
    .flatMap((event) => [event.detail['from'], event.detail['to']])
    .filter((value): value is string => typeof value === 'string' && value !== '');
  return [...new Set([user.username, ...recorded])];
}

/**
 * One field of the details of the events of one action, each value once: the codes the account
 * claimed ('voucher.claim' … 'code'), the jobs that prepared its data ('data-export.start' … 'jobId').
 */
function detailValuesOf(events: readonly AuditEvent[], action: AuditEvent['action'], field: string): string[] {
  const values = events
    .filter((event) => event.action === action)
    .map((event) => event.detail[field])
    .filter((value): value is string => typeof value === 'string');
  return [...new Set(values)];
}

/** The detail with every value that holds one of these names replaced; null when none does. */
function scrubbed(detail: AuditEvent['detail'], names: readonly string[]): AuditEvent['detail'] | null {
  let changed = false;
  const entries = Object.entries(detail).map(([field, value]) => {
    if (typeof value !== 'string' || !names.some((name) => value.toLowerCase().includes(name))) return [field, value];
    changed = true;
    return [field, ERASED];
  });
  return changed ? Object.fromEntries(entries) : null;
}

/**
 * Erases a deleted child (its account already refused and its sign-in identity gone): the grants
 * to act as it, its subscriptions' lookups, its activation-code claims (the codes' counts stay),
 * the downloads of its data (the ZIPs and their jobs),
 * everything in its partition, its profile; its
 * usernames stay taken but no longer name it; the audit trail keeps its id and what was done, with
 * its names taken out. A marker keyed by a hash of its id answers a token still in flight and a
 * repeated deletion. The profile goes last, so a deletion cut short is found and finished again.
 */
export async function eraseChild(
  child: SessionUser,
  erasedBy: Pick<SessionUser, 'id'>,
  now: Date,
  files: () => Promise<ExportFiles>,
): Promise<void> {
  const [subscriptions, grantKeys, events] = await Promise.all([
    listSubscriptions(child.id),
    grantKeysOfSubject(child.id),
    auditConcerning(child.id),
  ]);
  const usernames = usernamesOf(child, events);
  const claims = detailValuesOf(events, 'voucher.claim', 'code').map((code) => voucherClaimKey(code, child.id));
  // Its data prepared for download: the ZIP first, then the job that offers it.
  const downloads = detailValuesOf(events, 'data-export.start', 'jobId');
  for (const jobId of downloads) await (await files()).removeFile(jobId);
  const jobs = downloads.map((id) => jobRecords.keyOf({ id }));
  await deleteItems(
    [...grantKeys, ...subscriptionLookupKeys(subscriptions), ...claims, ...jobs].map((key) => ({ ...key })),
  );
  await deleteItems(await partitionKeys(userPartition(child.id), (sortKey) => sortKey === 'PROFILE'));
  for (const username of usernames) await retireUsernameClaim(username, child.id);
  const names = [child.firstName, ...usernames].map((name) => name.trim().toLowerCase()).filter(Boolean);
  for (const event of events) {
    const detail = scrubbed(event.detail, names);
    if (detail) await replaceAuditDetail(event.eventId, detail);
  }
  await writeTogether([
    { Put: erasedAccountPutRequest(child.id, erasedBy.id, now) },
    { Delete: userProfiles.removeRequest({ id: child.id }) },
  ]);
}
