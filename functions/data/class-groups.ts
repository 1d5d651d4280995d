import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { db } from './client';
import { defineEntity, ITEM_ABSENT } from './entity';

/** A class of a school (visitor-and-account §3 classGroups); its code is how students join it. */
export const classGroupSchema = z.object({ id: z.string(), schoolId: z.string(), name: z.string(), code: z.string() });
export type ClassGroup = z.infer<typeof classGroupSchema>;

/** Classes live in their school's partition ('Classes of a school' in table-design.ts). */
export const classGroups = defineEntity({
  name: 'class-group',
  schema: classGroupSchema,
  key: { fields: ['schoolId', 'id'], key: ({ schoolId, id }) => ({ pk: `SCHOOL#${schoolId}`, sk: `CLASS#${id}` }) },
});

/** The class code's claim: one item per code, so a code belongs to one class ('Class by class code'). */
export const classCodeClaims = defineEntity({
  name: 'class-code',
  schema: z.object({ code: z.string(), classId: z.string(), schoolId: z.string() }),
  key: { fields: ['code'], key: ({ code }) => ({ pk: `CLASSCODE#${code}`, sk: 'CLASSCODE' }) },
});

/** A student's place in a class ('Students of a class'). */
export const classMembers = defineEntity({
  name: 'class-member',
  schema: z.object({ classId: z.string(), userId: z.string(), joinedAt: z.string() }),
  key: { fields: ['classId', 'userId'], key: ({ classId, userId }) => ({ pk: `CLASS#${classId}`, sk: `STUDENT#${userId}` }) },
});

/** Codes are typed by people: compared without case and surrounding spaces. */
export function normaliseClassCode(code: string): string {
  return code.trim().toUpperCase();
}

export class ClassCodeTakenError extends Error {
  constructor(readonly code: string) {
    super(`The class code ${code} belongs to another class`);
  }
}

/** The class a code names, or null. */
export async function findClassGroupByCode(code: string): Promise<ClassGroup | null> {
  const normalised = normaliseClassCode(code);
  if (!normalised) return null;
  const claim = await classCodeClaims.get({ code: normalised });
  return claim ? classGroups.get({ schoolId: claim.schoolId, id: claim.classId }) : null;
}

/**
 * Writes a class with its code claim in one transaction; a code claimed by another class is
 * refused (ClassCodeTakenError) and nothing changes. (Changing a class's code, which must release
 * the old claim, comes with class management.)
 */
export async function putClassGroup(classGroup: ClassGroup): Promise<void> {
  const value = classGroupSchema.parse({ ...classGroup, code: normaliseClassCode(classGroup.code) });
  const ownedByThis = { expression: 'attribute_not_exists(pk) OR classId = :classId', values: { ':classId': value.id } };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [{ Put: classGroups.putRequest(value) }, { Put: classCodeClaims.putRequest({ code: value.code, classId: value.id, schoolId: value.schoolId }, ownedByThis) }],
      }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionCanceledException') throw new ClassCodeTakenError(value.code);
    throw error;
  }
}

/** The write that puts a student in a class, for the transaction that creates or moves the student. */
export function classMembershipPutRequest(classId: string, userId: string, joinedAt: Date) {
  return classMembers.putRequest({ classId, userId, joinedAt: joinedAt.toISOString() }, ITEM_ABSENT);
}
