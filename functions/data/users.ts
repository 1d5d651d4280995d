import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { sessionUserSchema, type SessionUser } from '../../shared/schemas/user';
import { db, tableName } from './client';
import type { StoredItem } from './table-design';

export function userPartition(userId: string): string {
  return `USER#${userId}`;
}

export function profileKey(userId: string) {
  return { pk: userPartition(userId), sk: 'PROFILE' };
}

/** School members are listed per school by role through gsi1. */
function schoolIndexKeys(user: SessionUser): Pick<StoredItem, 'gsi1pk' | 'gsi1sk'> {
  if (!user.schoolId || !user.schoolRole) return {};
  return {
    gsi1pk: `SCHOOL#${user.schoolId}`,
    gsi1sk: `${user.schoolRole}#${user.lastName.toLowerCase()}#${user.firstName.toLowerCase()}#${user.id}`,
  };
}

export function profileToItem(user: SessionUser): StoredItem & SessionUser {
  return { ...profileKey(user.id), entity: 'user', ...schoolIndexKeys(user), ...user };
}

export function profileFromItem(item: Record<string, unknown>): SessionUser {
  return sessionUserSchema.parse(item);
}

export async function loadSessionUser(userId: string): Promise<SessionUser | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: profileKey(userId) }));
  return Item ? profileFromItem(Item) : null;
}

/**
 * Stores a new profile and turns its username claim into an active one in one transaction, so a
 * username never points at a missing profile and a profile never exists without its username.
 */
export async function saveNewProfile(user: SessionUser, usernameClaimKey: { pk: string; sk: string }): Promise<void> {
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: profileToItem(user),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Update: {
            TableName: tableName(),
            Key: usernameClaimKey,
            UpdateExpression: 'SET #state = :active, userId = :userId',
            ConditionExpression: '#state = :pending',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: { ':active': 'active', ':pending': 'pending', ':userId': user.id },
          },
        },
      ],
    }),
  );
}

export async function updateStaffRoles(userId: string, staffRoles: SessionUser['staffRoles']): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: profileKey(userId),
      UpdateExpression: 'SET staffRoles = :roles',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':roles': staffRoles },
    }),
  );
}
