import { studentIdKey } from '../../../shared/import/identifiers';
import type { SessionUser } from '../../../shared/schemas/user';
import type { ExportFiles } from '../../adapters/export-files/port';
import type { PaymentsProvider } from '../../adapters/payments/port';
import type { SignInDirectory } from '../../adapters/sign-in-directory/port';
import {
  ACCOUNT_ERASURE_SORT_KEY,
  accountErasures,
  dueAccountErasures,
  type AccountErasure,
} from '../../data/account-erasures';
import { grantKeysOfSubject } from '../../data/acting-as-grants';
import { auditEventsOf, auditOfActor, auditOfSubject, replaceAuditDetail, type AuditEvent } from '../../data/audit';
import {
  classMembershipRemoveRequest,
  classTeacherRemoveRequest,
  listStudentMemberships,
  listTeacherClassIds,
} from '../../data/class-groups';
import { erasedAccountPutRequest } from '../../data/erased-accounts';
import { jobsOfOwnerPage } from '../../data/job-lists';
import { jobRecords } from '../../data/jobs';
import { allPages } from '../../data/paged-query';
import { deleteItems, partitionKeys, type ItemKey } from '../../data/partition-items';
import { listSamlAccounts, removeSamlAccount } from '../../data/saml-accounts';
import { releaseStudentIdClaim } from '../../data/student-id-claims';
import { writeTogether } from '../../data/transactions';
import { retireUsernameClaim } from '../../data/usernames';
import { userPartition, userProfiles } from '../../data/users';
import { listSubscriptions, subscriptionLookupKeys } from '../../data/user-subscriptions';
import { voucherClaimKey } from '../../data/vouchers';

const PAGE = { limit: 100 };
const ERASED = '(erased)';
/** Who erases an account whose deletion has fallen due: the daily job, not a person. */
export const SCHEDULED_ERASURE = 'scheduled-erasure';

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

/** The places outside its partition a school account may still hold (its deletion takes them; a repeat finds none). */
async function classPlacesOf(user: SessionUser): Promise<ItemKey[]> {
  const [memberships, taught] = await Promise.all([
    user.schoolId ? listStudentMemberships(user.schoolId, user.id) : [],
    listTeacherClassIds(user.id),
  ]);
  return [
    ...memberships.map((place) => ({ ...classMembershipRemoveRequest(place.classId, user.id).Key })),
    ...taught.map((classId) => ({ ...classTeacherRemoveRequest(classId, user.id).Key })),
  ];
}

/**
 * Erases a deleted account (its account already refused and its sign-in identity gone): the grants
 * to act as it, its subscriptions' lookups, its activation-code claims (the codes' counts stay),
 * its class places and school sign-on links, the jobs it ran with their files (its data prepared
 * for download among them), everything in its partition, its profile; its usernames stay taken but
 * no longer name it; the audit trail keeps its id and what was done, with its names taken out. A
 * marker keyed by a hash of its id answers a token still in flight and a repeated deletion. The
 * profile goes last, with the account's erasure item (functions/data/account-erasures.ts), so an
 * erasure cut short is found and finished again. A child its parent deletes is erased so at once;
 * any other deleted account when its deletion falls due (eraseDueAccounts).
 */
export async function eraseAccount(
  user: SessionUser,
  erasedBy: string,
  now: Date,
  files: () => Promise<ExportFiles>,
): Promise<void> {
  const [subscriptions, grantKeys, events, places, samlAccounts, ownJobs] = await Promise.all([
    listSubscriptions(user.id),
    grantKeysOfSubject(user.id),
    auditConcerning(user.id),
    classPlacesOf(user),
    listSamlAccounts(user.id),
    allPages((cursor) => jobsOfOwnerPage(user.id, { ...PAGE, cursor }, now)),
  ]);
  const usernames = usernamesOf(user, events);
  const claims = detailValuesOf(events, 'voucher.claim', 'code').map((code) => voucherClaimKey(code, user.id));
  // Its data prepared for download (by a parent, for a child) and the jobs it ran: the file first, then the job.
  const jobIds = [
    ...new Set([...detailValuesOf(events, 'data-export.start', 'jobId'), ...ownJobs.map((job) => job.id)]),
  ];
  for (const jobId of jobIds) await (await files()).removeFile(jobId);
  const jobs = jobIds.map((id) => jobRecords.keyOf({ id }));
  for (const account of samlAccounts) await removeSamlAccount(account);
  await deleteItems(
    [...grantKeys, ...subscriptionLookupKeys(subscriptions), ...claims, ...jobs, ...places].map((key) => ({ ...key })),
  );
  await deleteItems(
    await partitionKeys(
      userPartition(user.id),
      (sortKey) => sortKey === 'PROFILE' || sortKey === ACCOUNT_ERASURE_SORT_KEY,
    ),
  );
  for (const username of usernames) await retireUsernameClaim(username, user.id);
  // A student's Student ID claim, while it is still theirs (another student may hold it since).
  const studentId = user.schoolKey?.trim() ?? '';
  if (user.schoolId && studentId !== '') await releaseStudentIdClaim(user.schoolId, studentIdKey(studentId), user.id);
  const names = [user.firstName, user.lastName, user.email ?? '', ...usernames]
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  for (const event of events) {
    const detail = scrubbed(event.detail, names);
    if (detail) await replaceAuditDetail(event.eventId, detail);
  }
  await writeTogether([
    { Put: erasedAccountPutRequest(user.id, erasedBy, now) },
    { Delete: accountErasures.removeRequest({ userId: user.id }) },
    { Delete: userProfiles.removeRequest({ id: user.id }) },
  ]);
}

export interface ErasureDependencies {
  directory: Pick<SignInDirectory, 'deleteUser'>;
  payments: () => Promise<Pick<PaymentsProvider, 'cancelNow'>>;
  files: () => Promise<ExportFiles>;
}

/**
 * One account whose deletion has fallen due: erased as a deleted child is, after what a parent's
 * deletion of a child does first (its card subscriptions stopped, its sign-in identity deleted: an
 * import's reversible deletion only disabled it). An account brought back meanwhile (an import's
 * undo) keeps everything, and only its erasure item goes: false then.
 */
export async function eraseDueAccount(
  due: AccountErasure,
  now: Date,
  dependencies: ErasureDependencies,
): Promise<boolean> {
  const user = await userProfiles.get({ id: due.userId }, { consistent: true });
  if (!user || user.status !== 'deleted') {
    await accountErasures.remove({ userId: due.userId });
    return false;
  }
  for (const subscription of await listSubscriptions(user.id)) {
    if (subscription.providerSubscriptionId && subscription.state !== 'canceled')
      await (await dependencies.payments()).cancelNow(subscription.providerSubscriptionId);
  }
  await dependencies.directory.deleteUser(user.username);
  await eraseAccount(user, SCHEDULED_ERASURE, now, dependencies.files);
  return true;
}

/**
 * The daily erasure of deleted accounts (functions/scheduled/deleted-accounts.ts): every account
 * whose deletion fell due by `now`, the longest waiting first, until `deadline` (what is left is the
 * next run's: each erasure is safe to repeat). The counts of what it did.
 */
export async function eraseDueAccounts(
  now: Date,
  dependencies: ErasureDependencies,
  deadline: Date | null = null,
): Promise<{ erased: number; restored: number; left: boolean }> {
  let erased = 0;
  let restored = 0;
  for (;;) {
    const due = await dueAccountErasures(now, PAGE.limit);
    if (due.length === 0) return { erased, restored, left: false };
    for (const item of due) {
      if (deadline && Date.now() >= deadline.getTime()) return { erased, restored, left: true };
      if (await eraseDueAccount(item, now, dependencies)) erased += 1;
      else restored += 1;
    }
  }
}
