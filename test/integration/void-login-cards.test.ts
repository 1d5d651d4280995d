import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOfActor } from '../../functions/data/audit';
import { addClassMember, assignTeacher, putClassGroup } from '../../functions/data/class-groups';
import { issueLoginCards, redeemLoginCard } from '../../functions/data/login-cards';
import { putSchools } from '../../functions/data/schools';
import { userProfiles } from '../../functions/data/users';
import { voidClassLoginCards } from '../../functions/domain/student-documents/login-cards';
import { CLASS_MESSAGES } from '../../shared/schemas/classes';
import { aSchool } from '../support/schools';
import { profile, useLocalTable } from './support/local-table';

const NOW = new Date('2026-07-20T15:00:00.000Z');

/** A school with a class, its teacher and a student holding a card. */
async function aClassWithACard() {
  const school = aSchool();
  await putSchools([school]);
  const classGroup = {
    id: randomUUID(),
    schoolId: school.id,
    name: '5C',
    code: randomUUID().slice(0, 6).toUpperCase(),
  };
  const teacher = profile({ schoolId: school.id, schoolRole: 'teacher' });
  const student = profile({ schoolId: school.id, schoolRole: 'student' });
  await Promise.all([userProfiles.put(teacher), userProfiles.put(student), putClassGroup(classGroup)]);
  await Promise.all([assignTeacher(classGroup, teacher.id, NOW), addClassMember(classGroup, student.id, NOW)]);
  const link = (await issueLoginCards(classGroup.id, [student], NOW)).get(student.id) ?? '';
  return { school, classGroup, teacher, student, token: link.split('#')[1] ?? '' };
}

describe('Void Login Cards', () => {
  beforeAll(() => useLocalTable());

  it("voids the class's cards for its teacher and records it in the audit trail", async () => {
    // Prepare
    const { classGroup, teacher, student, token, school } = await aClassWithACard();

    // Act
    const answer = await voidClassLoginCards(teacher, teacher.id, classGroup.id, NOW);
    const redeemed = await redeemLoginCard(student.id, token, NOW);
    const audit = await auditOfActor(teacher.id, { limit: 10 });

    // Assess
    expect(answer).toEqual({ voidedAt: NOW.toISOString() });
    expect(redeemed).toEqual({ ok: false, reason: 'voided' });
    expect(audit.items).toEqual([
      expect.objectContaining({
        action: 'login-cards.void',
        subjectIds: [student.id],
        schoolId: school.id,
        detail: { classGroupId: classGroup.id, generation: 1 },
      }),
    ]);
  });

  it("answers 404 to a teacher of another school and to the school's teacher not assigned to the class, and voids nothing", async () => {
    // Prepare
    const { classGroup, student, token, school } = await aClassWithACard();
    const stranger = profile({ schoolId: randomUUID(), schoolRole: 'teacher' });
    const colleague = profile({ schoolId: school.id, schoolRole: 'teacher' });

    // Act
    const outcomes = await Promise.allSettled([
      voidClassLoginCards(stranger, stranger.id, classGroup.id, NOW),
      voidClassLoginCards(colleague, colleague.id, classGroup.id, NOW),
    ]);
    const redeemed = await redeemLoginCard(student.id, token, NOW);

    // Assess
    for (const outcome of outcomes) {
      expect(outcome).toMatchObject({
        status: 'rejected',
        reason: { status: 404, message: CLASS_MESSAGES.classNotFound },
      });
    }
    expect(redeemed.ok).toBe(true);
  });
});
