import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { addClassMember, removeClassMember } from '../../functions/data/class-groups';
import { db, tableName } from '../../functions/data/client';
import {
  hashLoginCardToken,
  issueLoginCards,
  LOGIN_CARD_LIFETIME_MS,
  loginCards,
  redeemLoginCard,
  voidLoginCards,
} from '../../functions/data/login-cards';
import { updateProfile, userProfiles } from '../../functions/data/users';
import { profile, useLocalTable } from './support/local-table';
import { inGroups } from '../support/in-groups';

const NOW = new Date('2026-09-01T08:00:00.000Z');

/** A class with students in it (profiles and memberships). */
async function aClassWithStudents(count: number) {
  const classId = randomUUID();
  const schoolId = randomUUID();
  const students = Array.from({ length: count }, (_, index) =>
    profile({ schoolId, schoolRole: 'student', username: `card${index}${randomUUID().slice(0, 6)}` }),
  );
  await inGroups(students, 25, (student) => userProfiles.put(student));
  await inGroups(students, 25, (student) => addClassMember({ id: classId, schoolId }, student.id, NOW));
  return { classId, students };
}

function nth<T>(list: readonly T[], index: number): T {
  const value = list[index];
  if (value === undefined) throw new Error(`No item ${index}`);
  return value;
}

function tokenOf(path: string): string {
  return path.split('#')[1] ?? '';
}

describe('login cards', () => {
  beforeAll(() => useLocalTable());

  it("issues one link per student that signs that student in, storing only the token's hash", async () => {
    // Prepare
    const { classId, students } = await aClassWithStudents(3);

    // Act
    const links = await issueLoginCards(classId, students, NOW);
    const redemptions = await Promise.all(
      students.map((student) => redeemLoginCard(student.id, tokenOf(links.get(student.id) ?? ''), NOW)),
    );

    // Assess
    expect([...links.keys()]).toEqual(students.map((student) => student.id));
    for (const student of students)
      expect(links.get(student.id)).toMatch(new RegExp(`^/card-sign-in\\?u=${student.username}#[A-Za-z0-9_-]{43}$`));
    expect(redemptions).toEqual(students.map((student) => ({ ok: true, studentId: student.id, classId })));
    const token = tokenOf(links.get(nth(students, 0).id) ?? '');
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: loginCards.keyOf({ tokenHash: hashLoginCardToken(token) }) }),
    );
    expect(JSON.stringify(Item)).not.toContain(token);
    expect(Item).toMatchObject({ studentId: nth(students, 0).id, classId, generation: 0, entity: 'login-card' });
  });

  it('keeps working for the same student on another sign-in (each redemption is one sign-in)', async () => {
    // Prepare
    const { classId, students } = await aClassWithStudents(1);
    const token = tokenOf((await issueLoginCards(classId, students, NOW)).get(nth(students, 0).id) ?? '');

    // Act
    const first = await redeemLoginCard(nth(students, 0).id, token, NOW);
    const second = await redeemLoginCard(nth(students, 0).id, token, new Date(NOW.getTime() + 86_400_000));

    // Assess
    expect(first.ok && second.ok).toBe(true);
  });

  it("refuses another student's card, an unknown or malformed token and an expired card", async () => {
    // Prepare
    const { classId, students } = await aClassWithStudents(2);
    const links = await issueLoginCards(classId, students, NOW);
    const token = tokenOf(links.get(nth(students, 0).id) ?? '');

    // Act
    const outcomes = await Promise.all([
      redeemLoginCard(nth(students, 1).id, token, NOW),
      redeemLoginCard(nth(students, 0).id, 'A'.repeat(43), NOW),
      redeemLoginCard(nth(students, 0).id, `${token}x`, NOW),
      redeemLoginCard(nth(students, 0).id, token, new Date(NOW.getTime() + LOGIN_CARD_LIFETIME_MS)),
    ]);

    // Assess
    expect(outcomes).toEqual([
      { ok: false, reason: 'another-student' },
      { ok: false, reason: 'unknown' },
      { ok: false, reason: 'unknown' },
      { ok: false, reason: 'expired' },
    ]);
  });

  it('voids every earlier card of the class at once; cards printed afterwards work; other classes are untouched', async () => {
    // Prepare
    const { classId, students } = await aClassWithStudents(2);
    const other = await aClassWithStudents(1);
    const before = await issueLoginCards(classId, students, NOW);
    const otherCard = await issueLoginCards(other.classId, other.students, NOW);

    // Act
    const voided = await voidLoginCards(classId, NOW);
    const after = await issueLoginCards(classId, students, NOW);
    const [oldOutcomes, newOutcome, otherOutcome] = await Promise.all([
      Promise.all(students.map((student) => redeemLoginCard(student.id, tokenOf(before.get(student.id) ?? ''), NOW))),
      redeemLoginCard(nth(students, 0).id, tokenOf(after.get(nth(students, 0).id) ?? ''), NOW),
      redeemLoginCard(nth(other.students, 0).id, tokenOf(otherCard.get(nth(other.students, 0).id) ?? ''), NOW),
    ]);
    const again = await voidLoginCards(classId, NOW);

    // Assess
    expect(voided).toEqual({ generation: 1, voidedAt: NOW.toISOString() });
    expect(again.generation).toBe(2);
    expect(oldOutcomes).toEqual([
      { ok: false, reason: 'voided' },
      { ok: false, reason: 'voided' },
    ]);
    expect(newOutcome.ok).toBe(true);
    expect(otherOutcome.ok).toBe(true);
  });

  it('refuses a student who left the class or whose account is not active', async () => {
    // Prepare
    const { classId, students } = await aClassWithStudents(2);
    const links = await issueLoginCards(classId, students, NOW);
    await removeClassMember({ id: classId, schoolId: nth(students, 0).schoolId ?? '' }, nth(students, 0).id);
    await updateProfile(nth(students, 1).id, { status: 'disabled' });

    // Act
    const outcomes = await Promise.all(
      students.map((student) => redeemLoginCard(student.id, tokenOf(links.get(student.id) ?? ''), NOW)),
    );

    // Assess
    expect(outcomes).toEqual([
      { ok: false, reason: 'not-in-class' },
      { ok: false, reason: 'inactive' },
    ]);
  });

  it('issues cards for a large class in one call', async () => {
    // Prepare
    const classId = randomUUID();
    const students = Array.from({ length: 130 }, (_, index) => ({ id: randomUUID(), username: `many${index}` }));

    // Act
    const links = await issueLoginCards(classId, students, NOW);

    // Assess
    expect(new Set(links.values()).size).toBe(130);
    const last = nth(students, 129);
    const { Item } = await db().send(
      new GetCommand({
        TableName: tableName(),
        Key: loginCards.keyOf({ tokenHash: hashLoginCardToken(tokenOf(links.get(last.id) ?? '')) }),
      }),
    );
    expect(Item?.['studentId']).toBe(last.id);
  });
});
