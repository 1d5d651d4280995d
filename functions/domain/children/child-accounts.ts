import { FAMILY_MESSAGES, type ChildRow } from '../../../shared/schemas/children';
import type { SessionUser } from '../../../shared/schemas/user';
import type { ExportFiles } from '../../adapters/export-files/port';
import type { PaymentsProvider } from '../../adapters/payments/port';
import { childLinks } from '../../data/child-links';
import { deleteItems } from '../../data/partition-items';
import { erasedBy } from '../../data/erased-accounts';
import { listUserServices, userServices } from '../../data/user-services';
import { userProfiles } from '../../data/users';
import { listSubscriptions } from '../../data/user-subscriptions';
import { deleteAccounts, type AlongsideWrites } from '../core/accounts/account-access';
import type { AccountDependencies, NewAccountProfile } from '../core/accounts/accounts';
import type { ManagedAccountDependencies } from '../core/accounts/managed-accounts';
import { recordAudit } from '../core/audit/audit';
import { createManagedAccount, regenerateManagedUsername, setManagedPassword } from '../core/accounts/managed-accounts';
import { childRow } from './child-rows';
import { ownChild } from './own-children';
import { isChildOf } from '../core/acting-as/child-of';
import { eraseChild } from './child-erasure';
import { NotFoundError } from '../../platform/errors';

/** A child account of this parent: the parent's last name, country and language, no school. */
export function childProfile(
  parent: Pick<SessionUser, 'id' | 'lastName' | 'countryId'> & Partial<Pick<SessionUser, 'language'>>,
  firstName: string,
): NewAccountProfile {
  return {
    title: null,
    firstName,
    lastName: parent.lastName,
    countryId: parent.countryId,
    homeRole: 'child',
    schoolRole: null,
    isSchoolAdmin: false,
    schoolId: null,
    parentId: parent.id,
    staffRoles: [],
    // A child starts in the family's language (docs/using/languages.md), and may choose another.
    language: parent.language ?? null,
  };
}

/**
 * 'Create a new child account', and the child of a home migration: a managed account (a username
 * from the first name, a passphrase kept sealed) linked to its parent in the same transaction as
 * its profile. `alongside` are further writes of the same change (the migration's).
 */
export async function createChildAccount(
  parent: Pick<SessionUser, 'id' | 'lastName' | 'countryId'>,
  firstName: string,
  dependencies: ManagedAccountDependencies,
  alongside: (childId: string) => AlongsideWrites = () => [],
): Promise<{ child: SessionUser; password: string }> {
  const { account, password } = await createManagedAccount(
    childProfile(parent, firstName),
    (childId) => [{ Put: childLinks.putRequest({ parentId: parent.id, childId }) }, ...alongside(childId)],
    { actorId: parent.id, action: 'child.password.set', schoolId: null },
    dependencies,
  );
  await recordAudit({
    actorId: parent.id,
    action: 'child.create',
    subjectIds: [account.id],
    schoolId: null,
    detail: { username: account.username },
  });
  return { child: account, password };
}

export async function createChild(
  parent: SessionUser,
  firstName: string,
  dependencies: ManagedAccountDependencies,
): Promise<ChildRow> {
  const { child, password } = await createChildAccount(parent, firstName, dependencies);
  return childRow(child, password);
}

/** The double-clicked password cell: set in the user pool (its policy is the product's), kept sealed, audited. */
export async function setChildPassword(
  parent: SessionUser,
  childId: string,
  password: string,
  dependencies: Pick<ManagedAccountDependencies, 'directory' | 'passwords'>,
): Promise<ChildRow> {
  const child = await ownChild(parent, childId);
  await setManagedPassword(
    child,
    password,
    { actorId: parent.id, action: 'child.password.set', schoolId: null },
    dependencies,
  );
  const updated = child.hasPassword ? child : await userProfiles.update({ id: child.id }, { hasPassword: true });
  return childRow(updated, password);
}

/** Regenerate Username: a new unique username from the child's first name (409 when it already is one), audited. */
export async function regenerateChildUsername(
  parent: SessionUser,
  childId: string,
  dependencies: ManagedAccountDependencies,
): Promise<ChildRow> {
  const child = await ownChild(parent, childId);
  const next = await regenerateManagedUsername(
    child,
    { unchanged: FAMILY_MESSAGES.usernameUnchanged, bestAvailable: FAMILY_MESSAGES.usernameBestAvailable },
    dependencies,
  );
  await recordAudit({
    actorId: parent.id,
    action: 'child.username.regenerate',
    subjectIds: [child.id],
    schoolId: null,
    detail: { from: child.username, to: next },
  });
  return childRow({ ...child, username: next });
}

/**
 * Delete Child Account: all of the chosen children or none. Every id must be the parent's child
 * (404 before anything changes); their card subscriptions are cancelled at the provider first;
 * then every child's status and the parent's links to them change in one transaction, so all are
 * refused from their next call; then each is signed out and its sign-in identity deleted, the
 * access their subscriptions gave the parent removed, and each child erased (./child-erasure.ts:
 * nothing of the table names it after, but the audit trail, which keeps its id and not its name).
 * A repeated call finishes a deletion cut short (children marked deleted still count as the
 * parent's) and answers a finished one as done (the erasure's marker names the parent).
 */
export async function deleteChildren(
  parent: SessionUser,
  childIds: readonly string[],
  {
    directory,
    payments,
    files,
  }: Pick<AccountDependencies, 'directory'> & {
    payments: () => Promise<PaymentsProvider>;
    files: () => Promise<ExportFiles>;
  },
  now: Date = new Date(),
): Promise<{ deleted: string[] }> {
  const ids = [...new Set(childIds)];
  const found = await Promise.all(ids.map((childId) => ownChildOrErased(parent, childId)));
  const children = found.filter((child): child is SessionUser => child !== null);
  // Card subscriptions stop first: a child deleted must never be charged for again (a retry stops any left).
  for (const child of children) {
    for (const subscription of await listSubscriptions(child.id)) {
      if (subscription.providerSubscriptionId && subscription.state !== 'canceled')
        await (await payments()).cancelNow(subscription.providerSubscriptionId);
    }
  }
  if (children.length > 0)
    await deleteAccounts(
      children.map((child) => child.id),
      { directory },
      children.map((child) => ({ Delete: childLinks.removeRequest({ parentId: parent.id, childId: child.id }) })),
    );
  const granted = (await listUserServices(parent.id)).filter(
    (access) => access.grantedByChildId !== null && ids.includes(access.grantedByChildId),
  );
  await deleteItems(
    granted.map((access) => ({ ...userServices.keyOf({ userId: parent.id, serviceId: access.serviceId }) })),
  );
  for (const child of children) await eraseChild(child, parent, now, files);
  await recordAudit({
    actorId: parent.id,
    action: 'children.delete',
    subjectIds: ids,
    schoolId: null,
    detail: { count: ids.length },
    now,
  });
  return { deleted: ids };
}

/** The parent's child (also one marked deleted), null when the parent erased it already; 404 otherwise. */
async function ownChildOrErased(parent: SessionUser, childId: string): Promise<SessionUser | null> {
  const profile = await userProfiles.get({ id: childId }, { consistent: true });
  if (isChildOf(parent, profile, { includeDeleted: true })) return profile;
  if (!profile && (await erasedBy(childId)) === parent.id) return null;
  throw new NotFoundError(FAMILY_MESSAGES.childNotFound);
}
