import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import type { SessionUser } from '../../shared/schemas/user';
import { batchGetItems } from './batch-get';
import { db, tableName } from './client';
import { defineEntity, ITEM_ABSENT, type Condition } from './entity';
import { allPages, MAX_PAGE_SIZE } from './paged-query';
import { deleteItems, partitionKeys } from './partition-items';
import { listSchoolMembers } from './users';
import type { TransactItem } from './transactions';

/**
 * Classes, their teachers and their students ('Class by id', 'Classes of a school', 'Teachers of a
 * class', 'Classes of a teacher', 'Students of a class', 'Classes of a student', 'Students of a
 * school in no class' in table-design.ts). A class's partition CLASS#<id> holds the class item,
 * one item per teacher and one per student, so the class page is one Query; the reverse lookups
 * are index partitions. Who may read or change them is decided in functions/domain/classes.
 */

/** A class of a school (visitor-and-account §3 classGroups); its code is how students join it. Blank name: unnamed. */
export const classGroupSchema = z.object({ id: z.string(), schoolId: z.string(), name: z.string(), code: z.string() });
export type ClassGroup = z.infer<typeof classGroupSchema>;

export function classPartition(classId: string): string {
  return `CLASS#${classId}`;
}

/** The class item; gsi1 lists a school's classes by name. */
export const classGroups = defineEntity({
  name: 'class-group',
  schema: classGroupSchema,
  key: { fields: ['id'], key: ({ id }) => ({ pk: classPartition(id), sk: 'CLASS' }) },
  indexes: {
    ofSchool: {
      index: 'gsi1',
      fields: ['schoolId', 'name', 'id'],
      key: ({ schoolId, name, id }) => ({ pk: `SCHOOLCLASSES#${schoolId}`, sk: `${name.toLowerCase()}#${id}` }),
    },
  },
});

/** The class code's claim: one item per code, so a code belongs to one class ('Class by class code'). */
export const classCodeClaims = defineEntity({
  name: 'class-code',
  schema: z.object({ code: z.string(), classId: z.string(), schoolId: z.string() }),
  key: { fields: ['code'], key: ({ code }) => ({ pk: `CLASSCODE#${code}`, sk: 'CLASSCODE' }) },
});

/** A teacher assigned to a class ('Teachers of a class'); gsi1 lists a teacher's classes. */
export const classTeachers = defineEntity({
  name: 'class-teacher',
  schema: z.object({ classId: z.string(), userId: z.string(), schoolId: z.string(), assignedAt: isoDateTime }),
  key: {
    fields: ['classId', 'userId'],
    key: ({ classId, userId }) => ({ pk: classPartition(classId), sk: `TEACHER#${userId}` }),
  },
  indexes: {
    ofTeacher: {
      index: 'gsi1',
      fields: ['userId', 'classId'],
      key: ({ userId, classId }) => ({ pk: `TEACHERCLASSES#${userId}`, sk: classId }),
    },
  },
});

/**
 * A student's place in a class ('Students of a class'). gsi2 holds every place of a school's
 * students, by student: the classes of one student (sort-key prefix), and with the school's
 * student list, the students in no class, without a Scan.
 */
export const classMembers = defineEntity({
  name: 'class-member',
  schema: z.object({ classId: z.string(), userId: z.string(), schoolId: z.string(), joinedAt: isoDateTime }),
  key: {
    fields: ['classId', 'userId'],
    key: ({ classId, userId }) => ({ pk: classPartition(classId), sk: `STUDENT#${userId}` }),
  },
  indexes: {
    ofSchool: {
      index: 'gsi2',
      fields: ['schoolId', 'userId', 'classId'],
      key: ({ schoolId, userId, classId }) => ({ pk: `CLASSMEMBERS#${schoolId}`, sk: `${userId}#${classId}` }),
    },
  },
});
export type ClassMember = z.infer<typeof classMembers.schema>;

/** Codes are typed by people: compared without case and surrounding spaces. */
export function normaliseClassCode(code: string): string {
  return code.trim().toUpperCase();
}

export class ClassCodeTakenError extends Error {
  constructor(readonly code: string) {
    super(`The class code ${code} belongs to another class`);
  }
}

function isCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === 'TransactionCanceledException';
}

/** Class by id: one GetItem. */
export function getClassGroup(classId: string, options: { consistent?: boolean } = {}): Promise<ClassGroup | null> {
  return classGroups.get({ id: classId }, options);
}

/** The class a code names, or null. */
export async function findClassGroupByCode(code: string): Promise<ClassGroup | null> {
  const normalised = normaliseClassCode(code);
  if (!normalised) return null;
  const claim = await classCodeClaims.get({ code: normalised });
  return claim ? getClassGroup(claim.classId) : null;
}

/**
 * Writes a class with its code claim in one transaction (and `alongside`, such as its first
 * teacher); a code claimed by another class is refused (ClassCodeTakenError) and nothing changes.
 */
export async function putClassGroup(classGroup: ClassGroup, alongside: TransactItem[] = []): Promise<void> {
  const value = classGroupSchema.parse({ ...classGroup, code: normaliseClassCode(classGroup.code) });
  const ownedByThis: Condition = {
    expression: 'attribute_not_exists(pk) OR classId = :classId',
    values: { ':classId': value.id },
  };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: classGroups.putRequest(value) },
          {
            Put: classCodeClaims.putRequest(
              { code: value.code, classId: value.id, schoolId: value.schoolId },
              ownedByThis,
            ),
          },
          ...alongside,
        ],
      }),
    );
  } catch (error) {
    if (isCancelled(error)) throw new ClassCodeTakenError(value.code);
    throw error;
  }
}

/** Renames a class (its place in the school's list follows). */
export function renameClassGroup(classId: string, name: string): Promise<ClassGroup> {
  return classGroups.update({ id: classId }, { name });
}

/** Classes of a school, by name (gsi1). */
export function listSchoolClassGroups(schoolId: string): Promise<ClassGroup[]> {
  return classGroups.queryAll({ index: 'ofSchool', partition: `SCHOOLCLASSES#${schoolId}` });
}

/** Many classes by id (missing ones left out), in the order asked. */
export async function getClassGroups(classIds: readonly string[]): Promise<ClassGroup[]> {
  const items = await batchGetItems(classIds.map((id) => classGroups.keyOf({ id })));
  const byId = new Map(
    items.map((item) => classGroups.fromItem(item)).map((classGroup) => [classGroup.id, classGroup]),
  );
  return classIds.flatMap((id) => byId.get(id) ?? []);
}

/** The teacher's assignment to a class, or null ('Teachers of a class', one GetItem). */
export function getClassTeacher(classId: string, userId: string) {
  return classTeachers.get({ classId, userId });
}

/** Teachers of a class (ids, with when they were assigned). */
export function listClassTeachers(classId: string) {
  return classTeachers.queryAll({ partition: classPartition(classId), sortKeyPrefix: 'TEACHER#' });
}

/** Classes of a teacher (ids, gsi1). */
export async function listTeacherClassIds(userId: string): Promise<string[]> {
  const links = await classTeachers.queryAll({ index: 'ofTeacher', partition: `TEACHERCLASSES#${userId}` });
  return links.map((link) => link.classId);
}

/** The write that assigns a teacher to a class (no-op when already assigned). */
export function classTeacherPutRequest(classGroup: Pick<ClassGroup, 'id' | 'schoolId'>, userId: string, at: Date) {
  return classTeachers.putRequest({
    classId: classGroup.id,
    userId,
    schoolId: classGroup.schoolId,
    assignedAt: at.toISOString(),
  });
}

/** The write that takes a teacher off a class (for a teacher's deletion: one per class). */
export function classTeacherRemoveRequest(classId: string, userId: string) {
  return classTeachers.removeRequest({ classId, userId });
}

/** Assigns a teacher to a class. */
export async function assignTeacher(
  classGroup: Pick<ClassGroup, 'id' | 'schoolId'>,
  userId: string,
  at: Date,
): Promise<void> {
  await classTeachers.put({
    classId: classGroup.id,
    userId,
    schoolId: classGroup.schoolId,
    assignedAt: at.toISOString(),
  });
}

const ITEM_PRESENT: Condition = { expression: 'attribute_exists(#pk)', names: { '#pk': 'pk' } };

/** Whether a conditional write happened: false when its condition left the item as it was. */
async function written(write: Promise<void>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Takes a teacher off a class; false when they were not assigned (nothing changed). */
export function unassignClassTeacher(classId: string, userId: string): Promise<boolean> {
  return written(classTeachers.remove({ classId, userId }, { condition: ITEM_PRESENT }));
}

/** Students of a class (their places; profiles with `loadProfiles`). */
export function listClassMembers(classId: string): Promise<ClassMember[]> {
  return classMembers.queryAll({ partition: classPartition(classId), sortKeyPrefix: 'STUDENT#' });
}

/** Classes of a student in their school (gsi2). */
export function listStudentMemberships(schoolId: string, userId: string): Promise<ClassMember[]> {
  return classMembers.queryAll({
    index: 'ofSchool',
    partition: `CLASSMEMBERS#${schoolId}`,
    sortKeyPrefix: `${userId}#`,
  });
}

/** Every place in every class of a school (gsi2): the classes of its students, and their counts. */
export function listSchoolMemberships(schoolId: string): Promise<ClassMember[]> {
  return classMembers.queryAll({ index: 'ofSchool', partition: `CLASSMEMBERS#${schoolId}` });
}

/** The write that puts a student in a class, for the transaction that creates or moves the student. */
export function classMembershipPutRequest(
  classGroup: Pick<ClassGroup, 'id' | 'schoolId'>,
  userId: string,
  joinedAt: Date,
) {
  return classMembers.putRequest(
    { classId: classGroup.id, userId, schoolId: classGroup.schoolId, joinedAt: joinedAt.toISOString() },
    ITEM_ABSENT,
  );
}

/** The write that takes a student out of a class (for a student's deletion: one per place). */
export function classMembershipRemoveRequest(classId: string, userId: string) {
  return classMembers.removeRequest({ classId, userId });
}

/** Puts a student in a class; false when they already were (nothing changed). */
export function addClassMember(
  classGroup: Pick<ClassGroup, 'id' | 'schoolId'>,
  userId: string,
  at: Date,
): Promise<boolean> {
  return written(
    classMembers.put(
      { classId: classGroup.id, userId, schoolId: classGroup.schoolId, joinedAt: at.toISOString() },
      { condition: ITEM_ABSENT },
    ),
  );
}

/** Takes a student out of a class; false when they were not in it (nothing changed). */
export function removeClassMember(classId: string, userId: string): Promise<boolean> {
  return written(classMembers.remove({ classId, userId }, { condition: ITEM_PRESENT }));
}

/** Students of a school (active and disabled; deleted ones are not in the index), by name. */
export function listSchoolStudents(schoolId: string): Promise<SessionUser[]> {
  return allPages((cursor) => listSchoolMembers(schoolId, 'student', { limit: MAX_PAGE_SIZE, cursor }));
}

/**
 * Students of a school in no class, by name: the school's students (gsi1) less those with a place
 * (gsi2), two Queries side by side. Also returns the number of students and the places.
 */
export async function listStudentsInNoClass(
  schoolId: string,
): Promise<{ students: SessionUser[]; totalStudents: number; memberships: ClassMember[] }> {
  const [students, memberships] = await Promise.all([listSchoolStudents(schoolId), listSchoolMemberships(schoolId)]);
  const placed = new Set(memberships.map((membership) => membership.userId));
  return {
    students: students.filter((student) => !placed.has(student.id)),
    totalStudents: students.length,
    memberships,
  };
}

/**
 * Replaces the class's teachers in one transaction: the ones no longer named are taken off, the
 * new ones assigned (those who stay keep when they were assigned). The class must still exist.
 */
export async function replaceClassTeachers(
  classGroup: Pick<ClassGroup, 'id' | 'schoolId'>,
  currentIds: readonly string[],
  nextIds: readonly string[],
  at: Date,
): Promise<void> {
  const next = new Set(nextIds);
  const current = new Set(currentIds);
  const items: TransactItem[] = [
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: classGroups.keyOf({ id: classGroup.id }),
        ConditionExpression: 'attribute_exists(#pk)',
        ExpressionAttributeNames: { '#pk': 'pk' },
      },
    },
    ...[...current]
      .filter((id) => !next.has(id))
      .map((userId) => ({ Delete: classTeachers.removeRequest({ classId: classGroup.id, userId }) })),
    ...[...next]
      .filter((id) => !current.has(id))
      .map((userId) => ({ Put: classTeacherPutRequest(classGroup, userId, at) })),
  ];
  if (items.length === 1) return;
  await db().send(new TransactWriteCommand({ TransactItems: items }));
}

/**
 * Deletes a class: first every place in it (teachers, students, its login-card generation) in
 * batches, then the class with its code claim in one transaction. A deletion cut short leaves the
 * class there with fewer places, so doing it again finishes it; the students' accounts stay.
 */
export async function deleteClassGroup(classGroup: ClassGroup): Promise<void> {
  await deleteItems(await partitionKeys(classPartition(classGroup.id), (sortKey) => sortKey === 'CLASS'));
  const ownClaim: Condition = {
    expression: 'attribute_not_exists(#pk) OR classId = :classId',
    names: { '#pk': 'pk' },
    values: { ':classId': classGroup.id },
  };
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: classGroups.removeRequest({ id: classGroup.id }) },
        { Delete: classCodeClaims.removeRequest({ code: normaliseClassCode(classGroup.code) }, ownClaim) },
      ],
    }),
  );
}
