import type { SessionUser } from '../../../shared/schemas/user';
import { listClassMembers } from '../../data/class-groups';
import { voidLoginCards } from '../../data/login-cards';
import { recordAudit } from '../core/audit/audit';
import { reachableClass } from '../classes/class-access';

/**
 * Void Login Cards (year end): every card of the class printed so far stops signing in; cards
 * printed afterwards work. Anyone who reaches the class (its teachers, the school's
 * administrators) may; another school's class is 404. Recorded in the audit trail with the
 * class's students as subjects.
 */
export async function voidClassLoginCards(
  user: SessionUser,
  actorId: string,
  classGroupId: string,
  now: Date = new Date(),
): Promise<{ voidedAt: string }> {
  const { classGroup, school } = await reachableClass(user, classGroupId);
  const [voided, members] = await Promise.all([voidLoginCards(classGroup.id, now), listClassMembers(classGroup.id)]);
  await recordAudit({
    actorId,
    effectiveUserId: user.id,
    action: 'login-cards.void',
    subjectIds: members.map((member) => member.userId),
    schoolId: school.id,
    detail: { classGroupId: classGroup.id, generation: voided.generation },
    now,
  });
  return { voidedAt: voided.voidedAt };
}
