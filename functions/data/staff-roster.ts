import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { staffRoleGrantSchema } from '../../shared/schemas/user';
import type { StaffRoleGrant } from '../../shared/permissions';
import { db, tableName } from './client';
import { defineEntity, ITEM_ABSENT, type Condition } from './entity';
import { userProfiles } from './users';
import type { TransactItem } from './transactions';

const ROSTER_PARTITION = 'STAFF';

/**
 * The staff roster: one item per user holding a staff role, so the Staff tab lists them with one
 * Query. The roles themselves live on the profile (the session reads them there); both are
 * written in one transaction, conditioned on the roster item's version, so they never disagree
 * and two concurrent changes of one user's roles cannot both pass.
 */
export const staffRosterEntries = defineEntity({
  name: 'staff-roster-entry',
  schema: z.object({
    userId: z.string(),
    roles: z.array(staffRoleGrantSchema),
    version: z.int(),
    updatedAt: z.string(),
  }),
  key: { fields: ['userId'], key: ({ userId }) => ({ pk: ROSTER_PARTITION, sk: `STAFF#${userId}` }) },
});
export type StaffRosterEntry = z.output<typeof staffRosterEntries.schema>;

/**
 * How many staff members hold user.role.manage everywhere. Every change that gives or takes the
 * role moves it in the same transaction, and taking it is conditioned on at least one holder
 * remaining, so even two staff removing each other's role at the same moment leave one.
 */
export const roleManagerCounts = defineEntity({
  name: 'staff-role-manager-count',
  schema: z.object({ holders: z.int() }),
  key: { fields: [], key: () => ({ pk: ROSTER_PARTITION, sk: 'ROLEMANAGERS' }) },
});

export function listStaffRoster(): Promise<StaffRosterEntry[]> {
  return staffRosterEntries.queryAll({ partition: ROSTER_PARTITION, sortKeyPrefix: 'STAFF#' });
}

export function getStaffRosterEntry(userId: string): Promise<StaffRosterEntry | null> {
  return staffRosterEntries.get({ userId }, { consistent: true });
}

export class StaffRolesChangedError extends Error {}
export class LastRoleManagerError extends Error {}

export interface StaffRolesWrite {
  userId: string;
  /** The roster entry read before the change (null: the user held no role). */
  before: StaffRosterEntry | null;
  roles: readonly StaffRoleGrant[];
  /** +1 when the change gives user.role.manage everywhere, -1 when it takes it, else 0. */
  roleManagerChange: -1 | 0 | 1;
  now: Date;
}

function rosterRequest({ userId, before, roles, now }: StaffRolesWrite): TransactItem {
  const unchanged: Condition = before
    ? { expression: '#version = :version', names: { '#version': 'version' }, values: { ':version': before.version } }
    : ITEM_ABSENT;
  if (roles.length === 0) return { Delete: staffRosterEntries.removeRequest({ userId }, unchanged) };
  return {
    Put: staffRosterEntries.putRequest(
      { userId, roles: [...roles], version: (before?.version ?? 0) + 1, updatedAt: now.toISOString() },
      unchanged,
    ),
  };
}

function roleManagerRequest(change: -1 | 1): TransactItem {
  const key = roleManagerCounts.keyOf({});
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET #entity = :entity ADD #holders :change',
      ...(change < 0 ? { ConditionExpression: '#holders > :one' } : {}),
      ExpressionAttributeNames: { '#holders': 'holders', '#entity': 'entity' },
      ExpressionAttributeValues: {
        ':change': change,
        ':entity': roleManagerCounts.name,
        ...(change < 0 ? { ':one': 1 } : {}),
      },
    },
  };
}

/**
 * Writes a user's roles to the profile and the roster, and moves the count of role managers, in
 * one transaction. Throws StaffRolesChangedError when the roles changed since `before` was read,
 * LastRoleManagerError when the change would leave nobody holding user.role.manage.
 */
export async function writeStaffRoles(write: StaffRolesWrite): Promise<void> {
  const profile = await userProfiles.updateRequest({ id: write.userId }, { staffRoles: [...write.roles] });
  const items: TransactItem[] = [rosterRequest(write), { Update: profile.input }];
  if (write.roleManagerChange !== 0) items.push(roleManagerRequest(write.roleManagerChange));
  try {
    await db().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const reasons = (error.CancellationReasons ?? []).map((reason) => reason.Code);
    if (reasons[0] === 'ConditionalCheckFailed') throw new StaffRolesChangedError('The roles changed underneath');
    if (reasons[2] === 'ConditionalCheckFailed') throw new LastRoleManagerError('The last role manager');
    throw error;
  }
}
