import { accountKind } from '../../../shared/rules/account-kind';
import { FAMILY_MESSAGES, type ChildRow, type HomeMigrationRequest } from '../../../shared/schemas/children';
import type { SessionUser } from '../../../shared/schemas/user';
import { listUserServices, userServices } from '../../data/user-services';
import { listSubscriptions, moveSubscriptionRequests } from '../../data/user-subscriptions';
import { userProfiles } from '../../data/users';
import { ForbiddenError } from '../../platform/errors';
import type { ManagedAccountDependencies } from '../core/accounts/managed-accounts';
import { recordAudit } from '../core/audit/audit';
import { createChildAccount } from './child-accounts';
import { childRow } from './child-rows';

type Migration = Pick<HomeMigrationRequest, 'parentFirstName' | 'parentLastName' | 'childName' | 'moveSubscriptions'>;

/**
 * Add Child Account on a personal account (visitor-and-account §4 'Personal account migration'):
 * the account becomes a parent account with the names given, and gets a child. The role change,
 * the new child and (with moveSubscriptions) the move of the account's own subscriptions and
 * trials to the child are one transaction: the account is a parent with its child, or nothing
 * changed; the subscriptions behind the moved access move too. A moved subscription keeps giving
 * the parent access, as a child's subscription does
 * ('Your child's subscription grants you access').
 */
export async function migrateToFamily(
  user: SessionUser,
  migration: Migration,
  dependencies: ManagedAccountDependencies,
): Promise<{ user: SessionUser; child: ChildRow }> {
  if (!accountKind(user).isPersonalAccount) throw new ForbiddenError(FAMILY_MESSAGES.onlyPersonalAccounts);
  const parentChanges = {
    homeRole: 'parent' as const,
    firstName: migration.parentFirstName,
    lastName: migration.parentLastName,
  };
  const { input: becomeParent } = await userProfiles.updateRequest({ id: user.id }, parentChanges);
  const moving = migration.moveSubscriptions
    ? (await listUserServices(user.id)).filter(
        (access) => access.context === 'home' && access.grantedByChildId === null,
      )
    : [];
  const movingSubscriptions = migration.moveSubscriptions ? await listSubscriptions(user.id) : [];
  const parent = { ...user, ...parentChanges };
  const { child, password } = await createChildAccount(parent, migration.childName, dependencies, (childId) => [
    { Update: becomeParent },
    ...moving.flatMap((access) => [
      { Put: userServices.putRequest({ ...access, userId: childId }) },
      { Put: userServices.putRequest({ ...access, userId: user.id, grantedByChildId: childId }) },
    ]),
    // The subscriptions behind that access go with it; the parent still pays for them.
    ...movingSubscriptions.flatMap((subscription) => moveSubscriptionRequests(subscription, childId)),
  ]);
  await recordAudit({
    actorId: user.id,
    action: 'family.migrate',
    subjectIds: [child.id],
    schoolId: null,
    detail: {
      movedServices: moving.map((access) => access.serviceId).join(','),
      movedSubscriptions: movingSubscriptions.length,
    },
  });
  return { user: parent, child: await childRow(child, password) };
}
