import { createHash, randomBytes } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import { classMembers, classPartition } from './class-groups';
import { db, tableName } from './client';
import { defineEntity } from './entity';
import { timeToLive } from './table-design';
import { loadSessionUser } from './users';

/**
 * Login cards (school-and-family §2 'Class page': Print Login Cards; ARCHITECTURE 'Managed
 * accounts' passwords'): the QR code on a card is a link `/card-sign-in?u=<username>#<token>` that
 * signs the student in (Cognito CUSTOM_AUTH, the verify trigger calls `redeemLoginCard`). The token
 * is 32 random bytes (base64url, 43 characters) and is never stored: the table keeps its SHA-256
 * with the student, the class and the class's card generation. The token sits in the fragment, so
 * it never reaches a server log or a Referer.
 *
 * What "single-use-per-device" means here: a card is not used up by a scan. Every redemption is
 * one Cognito sign-in that answers one challenge of one CUSTOM_AUTH session (a Session is good for
 * one answer, and three wrong answers end it); the device then keeps its own session (refresh
 * token) and does not need the card again until it signs out. The SPA takes the token out of the
 * address bar before signing in, so it stays neither in the device's history nor in a bookmark.
 * Young students scan their card every day on shared devices, which is why a card must keep
 * working: it stops when the class's cards are voided (`voidLoginCards`, year end), when the
 * student leaves the class or their account is no longer active, and LOGIN_CARD_LIFETIME_MS
 * after printing.
 */

/** A printed card works for a school year and a bit; its item is then deleted by the table's TTL. */
export const LOGIN_CARD_LIFETIME_MS = 400 * 24 * 60 * 60 * 1000;

/** 32 random bytes as base64url without padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Where the SPA signs a card in (frontend/src/config/paths.ts has the same). */
export const CARD_SIGN_IN_PATH = '/card-sign-in';

/** The class's card generation: 0 until its cards are first voided. One item per class. */
export const loginCardGenerations = defineEntity({
  name: 'login-card-generation',
  schema: z.object({
    classId: z.string(),
    generation: z.int().check(z.nonnegative()),
    voidedAt: z.nullable(isoDateTime),
  }),
  key: { fields: ['classId'], key: ({ classId }) => ({ pk: classPartition(classId), sk: 'LOGINCARDS' }) },
});

/** One printed card, by the SHA-256 of its token ('A login card by its token hash'). */
export const loginCards = defineEntity({
  name: 'login-card',
  schema: z.object({
    tokenHash: z.string(),
    studentId: z.string(),
    classId: z.string(),
    generation: z.int().check(z.nonnegative()),
    issuedAt: isoDateTime,
    expiresAt: isoDateTime,
    ttl: z.int(),
  }),
  key: { fields: ['tokenHash'], key: ({ tokenHash }) => ({ pk: `LOGINCARD#${tokenHash}`, sk: 'LOGINCARD' }) },
});

export function hashLoginCardToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The card's link without the site: `/card-sign-in?u=<username>#<token>`. */
export function loginCardPath(username: string, token: string): string {
  return `${CARD_SIGN_IN_PATH}?u=${encodeURIComponent(username)}#${token}`;
}

/** The class's current card generation (strongly consistent: a void must count at once). */
export async function currentCardGeneration(classGroupId: string): Promise<number> {
  const item = await loginCardGenerations.get({ classId: classGroupId }, { consistent: true });
  return item?.generation ?? 0;
}

/** How many card items are written side by side (each a BatchWrite of 25). */
const PARALLEL_WRITES = 4;

/**
 * New cards for these students of a class, of the class's current generation: a link path per
 * student id (the documents prepend the site's address for the QR code). Each call makes new
 * tokens; cards printed earlier keep working until the class's cards are voided.
 */
export async function issueLoginCards(
  classGroupId: string,
  students: readonly { id: string; username: string }[],
  now: Date = new Date(),
): Promise<Map<string, string>> {
  const generation = await currentCardGeneration(classGroupId);
  const expiresAt = new Date(now.getTime() + LOGIN_CARD_LIFETIME_MS);
  const paths = new Map<string, string>();
  const items = students.map((student) => {
    const token = randomBytes(32).toString('base64url');
    paths.set(student.id, loginCardPath(student.username, token));
    return {
      tokenHash: hashLoginCardToken(token),
      studentId: student.id,
      classId: classGroupId,
      generation,
      issuedAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
      ttl: timeToLive(expiresAt),
    };
  });
  const sliceSize = Math.ceil(items.length / PARALLEL_WRITES);
  const slices = Array.from({ length: PARALLEL_WRITES }, (_, index) =>
    items.slice(index * sliceSize, (index + 1) * sliceSize),
  ).filter((slice) => slice.length);
  await Promise.all(slices.map((slice) => loginCards.putAll(slice)));
  return paths;
}

/** Why a card did not sign in (for logs and tests; the student is told one thing). */
export type LoginCardRefusal = 'unknown' | 'expired' | 'another-student' | 'voided' | 'not-in-class' | 'inactive';

export type LoginCardRedemption =
  { ok: true; studentId: string; classId: string } | { ok: false; reason: LoginCardRefusal };

/**
 * Whether `token` signs in the student `studentId` (the Cognito sub of the user being signed in):
 * a card of that student, of the current generation of its class, not expired, for a student
 * still in that class whose account is active. Reads only; nothing is written.
 *
 * Keyed by the user's id rather than the username: Cognito names the user by the username it was
 * created with, and a regenerated username is an alias (preferred_username) of it.
 */
export async function redeemLoginCard(
  studentId: string,
  token: string,
  now: Date = new Date(),
): Promise<LoginCardRedemption> {
  if (!TOKEN_PATTERN.test(token)) return { ok: false, reason: 'unknown' };
  const card = await loginCards.get({ tokenHash: hashLoginCardToken(token) });
  if (!card) return { ok: false, reason: 'unknown' };
  if (card.studentId !== studentId) return { ok: false, reason: 'another-student' };
  if (card.expiresAt <= now.toISOString()) return { ok: false, reason: 'expired' };
  const [generation, inClass, student] = await Promise.all([
    currentCardGeneration(card.classId),
    classMembers.exists({ classId: card.classId, userId: studentId }),
    loadSessionUser(studentId),
  ]);
  if (card.generation !== generation) return { ok: false, reason: 'voided' };
  if (!inClass) return { ok: false, reason: 'not-in-class' };
  if (student?.status !== 'active') return { ok: false, reason: 'inactive' };
  return { ok: true, studentId, classId: card.classId };
}

/**
 * Voids every card of the class printed so far (one atomic ADD to its generation): they stop
 * signing in at once; cards printed afterwards carry the new generation and work.
 */
export async function voidLoginCards(
  classGroupId: string,
  now: Date = new Date(),
): Promise<{ generation: number; voidedAt: string }> {
  const voidedAt = now.toISOString();
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: loginCardGenerations.keyOf({ classId: classGroupId }),
      UpdateExpression: 'ADD #generation :one SET #entity = :entity, #classId = :classId, #voidedAt = :voidedAt',
      ExpressionAttributeNames: {
        '#generation': 'generation',
        '#entity': 'entity',
        '#classId': 'classId',
        '#voidedAt': 'voidedAt',
      },
      ExpressionAttributeValues: {
        ':one': 1,
        ':entity': loginCardGenerations.name,
        ':classId': classGroupId,
        ':voidedAt': voidedAt,
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return { generation: Number(Attributes?.['generation'] ?? 1), voidedAt };
}
