import { FAMILY_MESSAGES, type ChildRow } from '../../../shared/schemas/children';
import type { SessionUser } from '../../../shared/schemas/user';
import type { PaymentsProvider } from '../../adapters/payments/port';
import { childLinks } from '../../data/child-links';
import { deleteItems, partitionKeys } from '../../data/partition-items';
import { listUserServices, userServices } from '../../data/user-services';
import { userPartition, userProfiles } from '../../data/users';
import { listSubscriptions } from '../../data/user-subscriptions';
import { deleteAccounts, type AlongsideWrites } from '../accounts/account-access';
import type { AccountDependencies, NewAccountProfile } from '../accounts/accounts';
import type { ManagedAccountDependencies } from '../accounts/managed-accounts';
import { recordAudit } from '../audit/audit';
import { createManagedAccount, regenerateManagedUsername, setManagedPassword } from '../accounts/managed-accounts';
import { childRow } from './child-rows';
import { ownChild, ownChildren } from './own-children';

/** A child account of this parent: the parent's last name and country, no school. */
export function childProfile(
  parent: Pick<SessionUser, 'id' | 'lastName' | 'countryId'>,
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
  return childRow(parent, child, dependencies.passwords, password);
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
  return childRow(parent, updated, dependencies.passwords, password);
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
  return childRow(parent, { ...child, username: next }, dependencies.passwords);
}

/**
 * Delete Child Account: all of the chosen children or none. Every id must be the parent's child
 * (404 before anything changes); then every child's status and the parent's links to them change
 * in one transaction, so all are refused from their next call; then each is signed out and its
 * sign-in identity deleted, and everything in the child's partition but the profile (services,
 * kept password, sign-in history, school sign-on links) is removed, with the access their
 * subscriptions gave the parent; their card subscriptions are cancelled at the provider first. The profile stays, marked deleted (its tokens answer 'This
 * account has been deleted.', its usernames stay taken). A repeated call finishes a deletion cut
 * short: children already marked deleted still count as the parent's.
 */
export async function deleteChildren(
  parent: SessionUser,
  childIds: readonly string[],
  { directory, payments }: Pick<AccountDependencies, 'directory'> & { payments: () => Promise<PaymentsProvider> },
): Promise<{ deleted: string[] }> {
  const children = await ownChildren(parent, childIds, { includeDeleted: true });
  const ids = children.map((child) => child.id);
  // Card subscriptions stop first: a child deleted must never be charged for again (a retry stops any left).
  for (const childId of ids) {
    for (const subscription of await listSubscriptions(childId)) {
      if (subscription.providerSubscriptionId && subscription.state !== 'canceled')
        await (await payments()).cancelNow(subscription.providerSubscriptionId);
    }
  }
  await deleteAccounts(
    ids,
    { directory },
    ids.map((childId) => ({ Delete: childLinks.removeRequest({ parentId: parent.id, childId }) })),
  );
  for (const childId of ids)
    await deleteItems(await partitionKeys(userPartition(childId), (sortKey) => sortKey === 'PROFILE'));
  const granted = (await listUserServices(parent.id)).filter(
    (access) => access.grantedByChildId !== null && ids.includes(access.grantedByChildId),
  );
  await deleteItems(
    granted.map((access) => ({ ...userServices.keyOf({ userId: parent.id, serviceId: access.serviceId }) })),
  );
  await recordAudit({
    actorId: parent.id,
    action: 'children.delete',
    subjectIds: ids,
    schoolId: null,
    detail: { count: ids.length },
  });
  return { deleted: ids };
}
