import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { namePartitionOf, normaliseName } from '../../shared/rules/person-names';
import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import { sessionUserSchema, type SessionUser } from '../../shared/schemas/user';
import { db, tableName } from './client';
import { batchGetItems } from './batch-get';
import { defineEntity, ITEM_ABSENT } from './entity';
import { allPages, MAX_PAGE_SIZE, type Page, type PageRequest } from './paged-query';
import { shardOf } from './shards';
import { activateUsernameClaimRequest } from './usernames';
import type { TransactItem } from './transactions';

export type SchoolRole = NonNullable<SessionUser['schoolRole']>;

/** The partition of everything that belongs to one user (profile, access, children). */
export function userPartition(userId: string): string {
  return `USER#${userId}`;
}

function schoolMembersPartition(schoolId: string): string {
  return `SCHOOL#${schoolId}`;
}

/**
 * Whom the staff console's e-mail list reaches (staff-console §2 Emails): teachers and school
 * administrators, parents, and personal accounts. Students and children are never listed.
 */
export const CONTACT_GROUPS = ['school', 'parent', 'personal'] as const;
export type ContactGroup = (typeof CONTACT_GROUPS)[number];

/** Each group's contacts are spread over this many partitions, so a large export reads them side by side. */
export const CONTACT_SHARDS = 10;

export function contactsPartition(group: ContactGroup, shard: number): string {
  return `CONTACTS#${group}#${shard}`;
}

function contactGroupOf(
  homeRole: SessionUser['homeRole'] | undefined,
  schoolRole: SessionUser['schoolRole'] | undefined,
): ContactGroup | null {
  if (schoolRole === 'teacher' || schoolRole === 'admin') return 'school';
  if (homeRole === 'parent') return 'parent';
  if (!homeRole && !schoolRole) return 'personal';
  return null;
}

/**
 * The clean-up index spreads a month's students over this many partitions: every student's sign-in
 * moves their profile into the current month's, which unsharded took a term's first morning of
 * sign-ins (556 writes/s at 1M students, docs/capacity.md) on one index partition.
 */
export const INACTIVITY_SHARDS = 10;

/** The partition of a shard of the students whose last sign-in (or, never signed in, creation) fell in a month. */
export function inactivityPartition(month: string | 'NEVER', shard: number): string {
  return `STUDENTSIGNIN#${month}#${shard}`;
}

/** The partition of the name index (gsi4) a normalised last name is in. */
export function directoryPartition(normalisedLast: string): string {
  return `DIRECTORY#${namePartitionOf(normalisedLast)}`;
}

/**
 * A user's profile. School members are listed per school by role, sorted by name, through gsi1;
 * a user without a school or a school role, or whose account is deleted, is not in that index.
 * A deleted account's profile stays (its status refuses its tokens, its username stays taken).
 * `updatedAt` is when what the OneRoster API serves of the person last changed (absent on
 * profiles not changed since it was kept: their creation time stands for it).
 */
export const userProfiles = defineEntity({
  name: 'user',
  schema: z.extend(sessionUserSchema, { updatedAt: z.optional(isoDateTime) }),
  key: { fields: ['id'], key: ({ id }) => ({ pk: userPartition(id), sk: 'PROFILE' }) },
  lastModified: {
    field: 'updatedAt',
    of: ['username', 'firstName', 'lastName', 'email', 'schoolKey', 'status', 'schoolId', 'schoolRole'],
  },
  indexes: {
    schoolMembers: {
      index: 'gsi1',
      fields: ['schoolId', 'schoolRole', 'lastName', 'firstName', 'id', 'status'],
      key: ({ schoolId, schoolRole, lastName, firstName, id, status }) =>
        status === 'deleted'
          ? null
          : {
              pk: schoolMembersPartition(schoolId),
              sk: `${schoolRole}#${lastName.toLowerCase()}#${firstName.toLowerCase()}#${id}`,
            },
    },
    /** The e-mail list: contacts of a group by creation time, over CONTACT_SHARDS partitions. */
    contacts: {
      index: 'gsi2',
      fields: ['email', 'createdAt', 'id', 'status'],
      nullableFields: ['homeRole', 'schoolRole'],
      key: ({ createdAt, id, status }, { homeRole, schoolRole }) => {
        const group = contactGroupOf(homeRole, schoolRole);
        return status === 'deleted' || !group
          ? null
          : { pk: contactsPartition(group, shardOf(id, CONTACT_SHARDS)), sk: `${createdAt}#${id}` };
      },
    },
    /**
     * The inactive-student clean-up: students by last sign-in month (NEVER for those who never
     * signed in), sorted by last sign-in or, never signed in, creation time.
     */
    inactivity: {
      index: 'gsi3',
      fields: ['schoolRole', 'createdAt', 'id', 'status'],
      nullableFields: ['lastSignIn'],
      key: ({ schoolRole, createdAt, id, status }, { lastSignIn }) =>
        schoolRole !== 'student' || status === 'deleted'
          ? null
          : {
              pk: inactivityPartition(lastSignIn ? lastSignIn.slice(0, 7) : 'NEVER', shardOf(id, INACTIVITY_SHARDS)),
              sk: `${lastSignIn ?? createdAt}#${id}`,
            },
    },
    /**
     * The staff's Users search by name: every account, whatever its kind or status, by its last
     * name then first name (normalised); an account without a last name by its first name.
     */
    directory: {
      index: 'gsi4',
      fields: ['lastName', 'firstName', 'id'],
      key: ({ lastName, firstName, id }) => {
        const [last, first] = normaliseName(lastName)
          ? [normaliseName(lastName), normaliseName(firstName)]
          : [normaliseName(firstName), ''];
        return last ? { pk: directoryPartition(last), sk: `${last}#${first}#${id}` } : null;
      },
    },
  },
});

/** A profile as stored: the session's user and when what the OneRoster API serves of it last changed. */
export type StoredProfile = z.output<typeof userProfiles.schema>;

/** What may change on a profile; the id, the username (a claim of its own) and the creation time never do. */
export type ProfileChanges = Partial<Omit<SessionUser, 'id' | 'username' | 'createdAt'>>;

export function loadSessionUser(userId: string): Promise<SessionUser | null> {
  return userProfiles.get({ id: userId });
}

/**
 * For a transaction: the account exists and is active (a profile written before statuses existed
 * is an active one), so a write made for a person who was disabled or deleted meanwhile fails.
 */
export function activeAccountCheck(userId: string): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: userProfiles.keyOf({ id: userId }),
      ConditionExpression: 'attribute_exists(#pk) AND (attribute_not_exists(#status) OR #status = :active)',
      ExpressionAttributeNames: { '#pk': 'pk', '#status': 'status' },
      ExpressionAttributeValues: { ':active': 'active' },
    },
  };
}

/** Profiles of many users (missing ones left out), in the order asked. */
export async function loadProfiles(userIds: readonly string[]): Promise<StoredProfile[]> {
  const items = await batchGetItems(userIds.map((id) => userProfiles.keyOf({ id })));
  const byId = new Map(items.map((item) => userProfiles.fromItem(item)).map((user) => [user.id, user]));
  return userIds.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Stores a new profile and turns its username claim into an active one in one transaction, so a
 * username never points at a missing profile and a profile never exists without its username.
 * `alongside` are further writes of the same change (a student's class membership).
 */
export async function saveNewProfile(user: SessionUser, alongside: TransactItem[] = []): Promise<void> {
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: userProfiles.putRequest(user, ITEM_ABSENT) },
        { Update: await activateUsernameClaimRequest(user.username, user.id) },
        ...alongside,
      ],
    }),
  );
}

/** Changes a profile; its place in the school index follows (see entity.ts for concurrent changes). */
export function updateProfile(userId: string, changes: ProfileChanges): Promise<SessionUser> {
  return userProfiles.update({ id: userId }, changes);
}

/** The members of a school with one role, by last name then first name. */
/** Whether anyone is a member of the school (a teacher, administrator or student): one item of gsi1 read. */
export async function schoolHasMembers(schoolId: string): Promise<boolean> {
  const page = await userProfiles.queryPage(
    { index: 'schoolMembers', partition: schoolMembersPartition(schoolId) },
    { limit: 1 },
  );
  return page.items.length > 0;
}

export function listSchoolMembers(schoolId: string, role: SchoolRole, page: PageRequest): Promise<Page<StoredProfile>> {
  return userProfiles.queryPage(
    { index: 'schoolMembers', partition: schoolMembersPartition(schoolId), sortKeyPrefix: `${role}#` },
    page,
  );
}

/**
 * The teachers of a school: members with the role teacher, then those stored with the role admin
 * (school sign-on may assert it), each part by name; two Queries side by side.
 */
export async function listSchoolTeacherProfiles(schoolId: string): Promise<StoredProfile[]> {
  const [teachers, admins] = await Promise.all(
    (['teacher', 'admin'] as const).map((role) =>
      allPages((cursor) => listSchoolMembers(schoolId, role, { limit: MAX_PAGE_SIZE, cursor })),
    ),
  );
  return [...(teachers ?? []), ...(admins ?? [])];
}

/**
 * Accounts whose normalised last name begins with `lastPrefix` (at least NAME_PARTITION_LENGTH
 * characters), by name: one page of the name index (gsi4).
 */
export function profilesByLastName(lastPrefix: string, page: PageRequest): Promise<Page<SessionUser>> {
  return userProfiles.queryPage(
    { index: 'directory', partition: directoryPartition(lastPrefix), sortKeyPrefix: lastPrefix },
    page,
  );
}
