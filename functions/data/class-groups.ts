import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { classKey } from '../../shared/import/cell-values';
import { isoDateTime } from '../../shared/schemas/common';
import type { SessionUser } from '../../shared/schemas/user';
import { batchGetItems } from './batch-get';
import { db, tableName } from './client';
import { defineEntity, ITEM_ABSENT, type Condition } from './entity';
import { allPages, MAX_PAGE_SIZE } from './paged-query';
import { deleteItems, partitionKeys } from './partition-items';
import { rosterTombstonePutRequest, type RosterPlace } from './roster-tombstones';
import { listSchoolMembers, type StoredProfile } from './users';
import { writeTogether, type TransactItem } from './transactions';

/**
 * Classes, their teachers and their students ('Class by id', 'Classes of a school', 'Teachers of a
 * class', 'Classes of a teacher', 'Students of a class', 'Classes of a student', 'Students of a
 * school in no class' in table-design.ts). A class's partition CLASS#<id> holds the class item,
 * one item per teacher and one per student, so the class page is one Query; the reverse lookups
 * are index partitions. Who may read or change them is decided in functions/domain/classes.
 */

/** A class of a school (visitor-and-account §3 classGroups); its code is how students join it. Blank name: unnamed. */
export const classGroupSchema = z.object({
  id: z.string(),
  schoolId: z.string(),
  name: z.string(),
  code: z.string(),
  /** The class form's educational stages (staff-console §5); absent on classes written before them: none. */
  educationalStages: z.optional(z.array(z.string())),
  /** When its name, code or school last changed, for OneRoster delta reads; absent on classes not written since it was kept. */
  updatedAt: z.optional(isoDateTime),
});
export type ClassGroup = z.infer<typeof classGroupSchema>;

export function classPartition(classId: string): string {
  return `CLASS#${classId}`;
}

/** The class item; gsi1 lists a school's classes by name. */
export const classGroups = defineEntity({
  name: 'class-group',
  schema: classGroupSchema,
  key: { fields: ['id'], key: ({ id }) => ({ pk: classPartition(id), sk: 'CLASS' }) },
  lastModified: { field: 'updatedAt', of: ['name', 'code', 'schoolId'] },
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

/**
 * A class name's claim in its school ('Class by name in a school (uniqueness)'): one item per name,
 * compared as the SMART Tool compares class names (case and spacing ignored: '4a' and ' 4A ' are
 * one name), so two classes of a school never share a name, even when made at the same moment.
 * Unnamed classes claim nothing.
 */
export const classNameClaims = defineEntity({
  name: 'class-name',
  schema: z.object({ schoolId: z.string(), nameKey: z.string(), classId: z.string() }),
  key: {
    fields: ['schoolId', 'nameKey'],
    key: ({ schoolId, nameKey }) => ({ pk: `CLASSNAME#${schoolId}#${nameKey}`, sk: 'CLASSNAME' }),
  },
});

/** How class names compare within a school (case and spacing ignored); blank for an unnamed class. */
export function classNameKey(name: string): string {
  return classKey(name);
}

/** The claim's condition: no claim yet, or this class's own. */
function nameOwnedBy(classId: string): Condition {
  return {
    expression: 'attribute_not_exists(#pk) OR classId = :nameOwner',
    names: { '#pk': 'pk' },
    values: { ':nameOwner': classId },
  };
}

function classNameClaimPut(classGroup: Pick<ClassGroup, 'id' | 'schoolId' | 'name'>): TransactItem | null {
  const nameKey = classNameKey(classGroup.name);
  if (nameKey === '') return null;
  return {
    Put: classNameClaims.putRequest(
      { schoolId: classGroup.schoolId, nameKey, classId: classGroup.id },
      nameOwnedBy(classGroup.id),
    ),
  };
}

/** The removal of a class's own name claim (gone already, or still this class's). */
function ownNameClaimRemoval(schoolId: string, nameKey: string, classId: string) {
  return classNameClaims.removeRequest({ schoolId, nameKey }, nameOwnedBy(classId));
}

/** Lets go of a class's name claim when the class holds it (a class removed item by item, as an import's undo does). */
export async function releaseClassNameClaim(classGroup: Pick<ClassGroup, 'id' | 'schoolId' | 'name'>): Promise<void> {
  const nameKey = classNameKey(classGroup.name);
  if (nameKey === '') return;
  await written(
    classNameClaims.remove(
      { schoolId: classGroup.schoolId, nameKey },
      { condition: { expression: 'classId = :classId', values: { ':classId': classGroup.id } } },
    ),
  );
}

/** The class whose claim holds a name in a school, or null (a consistent read). */
export async function classIdWithName(schoolId: string, name: string): Promise<string | null> {
  const nameKey = classNameKey(name);
  if (nameKey === '') return null;
  const claim = await classNameClaims.get({ schoolId, nameKey }, { consistent: true });
  return claim?.classId ?? null;
}

/** Another class of the school holds the name (its claim refused the write); nothing changed. */
export class ClassNameTakenError extends Error {
  constructor(readonly className: string) {
    super(`Another class of the school is called ${className}`);
  }
}

/**
 * A place in a class (a teacher's or a student's). `updatedAt` is when it was written or moved to
 * another school (a merge), for OneRoster delta reads; absent on places not written since it was
 * kept: their own time stands for it.
 */
const placeShape = {
  classId: z.string(),
  userId: z.string(),
  schoolId: z.string(),
  updatedAt: z.optional(isoDateTime),
};

/** A teacher assigned to a class ('Teachers of a class'); gsi1 lists a teacher's classes. */
export const classTeachers = defineEntity({
  name: 'class-teacher',
  schema: z.object({ ...placeShape, assignedAt: isoDateTime }),
  lastModified: { field: 'updatedAt', of: ['schoolId'] },
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
  schema: z.object({ ...placeShape, joinedAt: isoDateTime }),
  lastModified: { field: 'updatedAt', of: ['schoolId'] },
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
 * Whether a class's name is claimed as it is written: `required` refuses a name another class of
 * the school holds (ClassNameTakenError); `if-free` claims it when free and otherwise writes the
 * class without the claim (the SMART Tool's apply and undo, whose classes were matched by name
 * when the file was prepared and must not fail half-way because a teacher took a name since).
 */
export type NameClaim = 'required' | 'if-free';

function cancellationCodes(error: unknown): (string | undefined)[] {
  return ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map(
    (reason) => reason.Code,
  );
}

/**
 * Writes a class with its code claim and its name claim in one transaction (and `alongside`,
 * such as its first teacher); a code claimed by another class is refused (ClassCodeTakenError), a
 * name another class of the school holds too (ClassNameTakenError, unless `nameClaim` is
 * 'if-free'), and nothing changes.
 */
export async function putClassGroup(
  classGroup: ClassGroup,
  alongside: TransactItem[] = [],
  { nameClaim = 'required' }: { nameClaim?: NameClaim } = {},
): Promise<void> {
  const value = classGroupSchema.parse({ ...classGroup, code: normaliseClassCode(classGroup.code) });
  const ownedByThis: Condition = {
    expression: 'attribute_not_exists(pk) OR classId = :classId',
    values: { ':classId': value.id },
  };
  const write = (claimName: boolean) => {
    const nameClaimPut = claimName ? classNameClaimPut(value) : null;
    return db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: classGroups.putRequest(value) },
          {
            Put: classCodeClaims.putRequest(
              { code: value.code, classId: value.id, schoolId: value.schoolId },
              ownedByThis,
            ),
          },
          ...(nameClaimPut ? [nameClaimPut] : []),
          ...alongside,
        ],
      }),
    );
  };
  try {
    await write(true);
  } catch (error) {
    if (!isCancelled(error)) throw error;
    const codes = cancellationCodes(error);
    if (codes[1] === 'ConditionalCheckFailed') throw new ClassCodeTakenError(value.code);
    if (codes[2] !== 'ConditionalCheckFailed' || classNameKey(value.name) === '') throw error;
    if (nameClaim === 'required') throw new ClassNameTakenError(value.name);
    await write(false);
  }
}

/**
 * Renames a class (its place in the school's list follows), and sets its educational stages when
 * given, with its name claim, in one transaction: the new name is claimed (refused with ClassNameTakenError when another class of
 * the school holds it) and the old name's claim, if this class held it, let go.
 */
export async function renameClassGroup(
  classGroup: ClassGroup,
  name: string,
  educationalStages?: readonly string[],
): Promise<ClassGroup> {
  const stages = educationalStages === undefined ? {} : { educationalStages: [...educationalStages] };
  const renamed = { ...classGroup, name, ...stages };
  const { input } = await classGroups.updateRequest({ id: classGroup.id }, { name, ...stages });
  const oldKey = classNameKey(classGroup.name);
  const claim = classNameClaimPut(renamed);
  const oldClaimIsOurs =
    oldKey !== '' &&
    oldKey !== classNameKey(name) &&
    (await classIdWithName(classGroup.schoolId, oldKey)) === classGroup.id;
  const items: TransactItem[] = [
    { Update: input },
    ...(claim ? [claim] : []),
    ...(oldClaimIsOurs ? [{ Delete: ownNameClaimRemoval(classGroup.schoolId, oldKey, classGroup.id) }] : []),
  ];
  try {
    await writeTogether(items);
  } catch (error) {
    if (!isCancelled(error)) throw error;
    const codes = cancellationCodes(error);
    if (claim && codes[1] === 'ConditionalCheckFailed') throw new ClassNameTakenError(name);
    if (codes[0] === 'ConditionalCheckFailed') {
      // The class changed (or went) since it was read: read it again and try once more.
      const current = await getClassGroup(classGroup.id, { consistent: true });
      if (current && current.name !== classGroup.name) return renameClassGroup(current, name, educationalStages);
    }
    throw error;
  }
  return renamed;
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

/** A teacher's assignments to classes, with when each was made (gsi1). */
export function listTeacherClasses(userId: string) {
  return classTeachers.queryAll({ index: 'ofTeacher', partition: `TEACHERCLASSES#${userId}` });
}

/** Classes of a teacher (ids, gsi1). */
export async function listTeacherClassIds(userId: string): Promise<string[]> {
  return (await listTeacherClasses(userId)).map((link) => link.classId);
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

/**
 * The writes that take a place away (a student's place or a teacher's assignment), for the
 * removal's transaction: the place, and its tombstone for the OneRoster API, which serves it as a
 * `tobedeleted` enrollment for 30 days (roster-tombstones.ts). `condition` holds for the removal.
 */
export function classPlaceRemoval(
  classGroup: Pick<ClassGroup, 'id' | 'schoolId'>,
  userId: string,
  role: RosterPlace['role'],
  at: Date,
  condition?: Condition,
): [TransactItem, TransactItem] {
  const place = { classId: classGroup.id, userId };
  const entity = role === 'student' ? classMembers : classTeachers;
  return [
    { Delete: entity.removeRequest(place, condition) },
    { Put: rosterTombstonePutRequest(classGroup.schoolId, { kind: 'place', place: { ...place, role } }, at) },
  ];
}

/** Takes a place away with its tombstone; false when there was none (nothing changed). */
async function removePlace(
  classGroup: Pick<ClassGroup, 'id' | 'schoolId'>,
  userId: string,
  role: RosterPlace['role'],
  at: Date,
): Promise<boolean> {
  try {
    await writeTogether(classPlaceRemoval(classGroup, userId, role, at, ITEM_PRESENT));
    return true;
  } catch (error) {
    if (isCancelled(error) && cancellationCodes(error)[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/** Takes a teacher off a class; false when they were not assigned (nothing changed). */
export function unassignClassTeacher(
  classGroup: Pick<ClassGroup, 'id' | 'schoolId'>,
  userId: string,
  at = new Date(),
): Promise<boolean> {
  return removePlace(classGroup, userId, 'teacher', at);
}

/** What became of a teacher's leaving: done, they were not on the class, or the teacher meant to stay had left meanwhile. */
export type LeaveOutcome = 'done' | 'not-assigned' | 'other-teacher-gone';

/**
 * Takes a teacher off a class while another stays on it (Leave Class): the removal and a check
 * that `stayingId` is still assigned, in one transaction, so two teachers leaving at the same
 * moment never leave the class without one. With `handTo`, that teacher is assigned in the same
 * transaction instead (a class handed over by its only teacher).
 */
export async function leaveClassTeaching(
  classGroup: Pick<ClassGroup, 'id' | 'schoolId'>,
  userId: string,
  keep: { stayingId: string } | { handTo: string; at: Date },
): Promise<LeaveOutcome> {
  const [removal, tombstone] = classPlaceRemoval(
    classGroup,
    userId,
    'teacher',
    'at' in keep ? keep.at : new Date(),
    ITEM_PRESENT,
  );
  const items: TransactItem[] = [
    removal,
    'stayingId' in keep
      ? {
          ConditionCheck: {
            TableName: tableName(),
            Key: classTeachers.keyOf({ classId: classGroup.id, userId: keep.stayingId }),
            ConditionExpression: 'attribute_exists(#pk)',
            ExpressionAttributeNames: { '#pk': 'pk' },
          },
        }
      : { Put: classTeacherPutRequest(classGroup, keep.handTo, keep.at) },
    tombstone,
  ];
  try {
    await writeTogether(items);
    return 'done';
  } catch (error) {
    if (!isCancelled(error)) throw error;
    const codes = cancellationCodes(error);
    if (codes[0] === 'ConditionalCheckFailed') return 'not-assigned';
    if (codes[1] === 'ConditionalCheckFailed') return 'other-teacher-gone';
    throw error;
  }
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
export function removeClassMember(
  classGroup: Pick<ClassGroup, 'id' | 'schoolId'>,
  userId: string,
  at = new Date(),
): Promise<boolean> {
  return removePlace(classGroup, userId, 'student', at);
}

/** Students of a school (active and disabled; deleted ones are not in the index), by name. */
export function listSchoolStudents(schoolId: string): Promise<StoredProfile[]> {
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
      .flatMap((userId) => classPlaceRemoval(classGroup, userId, 'teacher', at)),
    ...[...next]
      .filter((id) => !current.has(id))
      .map((userId) => ({ Put: classTeacherPutRequest(classGroup, userId, at) })),
  ];
  if (items.length === 1) return;
  await db().send(new TransactWriteCommand({ TransactItems: items }));
}

/**
 * The writes that delete the class item, for the deletion's transaction: the item, and its
 * tombstone for the OneRoster API with who had a place (`places`, or none where each place was
 * taken away with its own), served as `tobedeleted` for 30 days (roster-tombstones.ts).
 */
export function classGroupRemoval(
  classGroup: ClassGroup,
  places: readonly RosterPlace[],
  at: Date,
): [TransactItem, TransactItem] {
  const gone = { kind: 'class', classId: classGroup.id, name: classGroup.name, code: classGroup.code, places } as const;
  return [
    { Delete: classGroups.removeRequest({ id: classGroup.id }) },
    { Put: rosterTombstonePutRequest(classGroup.schoolId, gone, at) },
  ];
}

/**
 * Deletes a class: first every place in it (teachers, students, its login-card generation) in
 * batches, then the class with its code and name claims, writing its tombstone for the OneRoster API
 * (who had a place, roster-tombstones.ts), in one transaction. A deletion cut short leaves the
 * class there with fewer places, so doing it again finishes it; the students' accounts stay.
 */
export async function deleteClassGroup(classGroup: ClassGroup, at = new Date()): Promise<void> {
  const placeKeys = await partitionKeys(classPartition(classGroup.id), (sortKey) => sortKey === 'CLASS');
  // Who had a place, for the OneRoster API's tombstone of the class (roster-tombstones.ts).
  const places = placeKeys.flatMap((key) => {
    const [kind, userId] = String(key['sk']).split('#');
    if (!userId || (kind !== 'STUDENT' && kind !== 'TEACHER')) return [];
    return [{ classId: classGroup.id, userId, role: kind === 'STUDENT' ? ('student' as const) : ('teacher' as const) }];
  });
  await deleteItems(placeKeys);
  const ownClaim: Condition = {
    expression: 'attribute_not_exists(#pk) OR classId = :classId',
    names: { '#pk': 'pk' },
    values: { ':classId': classGroup.id },
  };
  const nameKey = classNameKey(classGroup.name);
  // Only the class's own claim goes: a class written before names were claimed may share its name.
  const ownsName = nameKey !== '' && (await classIdWithName(classGroup.schoolId, nameKey)) === classGroup.id;
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        ...classGroupRemoval(classGroup, places, at),
        { Delete: classCodeClaims.removeRequest({ code: normaliseClassCode(classGroup.code) }, ownClaim) },
        ...(ownsName ? [{ Delete: ownNameClaimRemoval(classGroup.schoolId, nameKey, classGroup.id) }] : []),
      ],
    }),
  );
}
