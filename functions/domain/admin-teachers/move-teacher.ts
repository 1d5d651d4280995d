import { ADMIN_SCHOOL_MESSAGES } from '../../../shared/schemas/admin-schools';
import { ADMIN_TEACHER_MESSAGES, type MovedTeacher } from '../../../shared/schemas/admin-teachers';
import { TEACHER_MESSAGES } from '../../../shared/schemas/teachers';
import { accountKind } from '../../../shared/rules/account-kind';
import type { SessionUser } from '../../../shared/schemas/user';
import { getClassGroups, listTeacherClassIds, unassignClassTeacher } from '../../data/class-groups';
import { listSamlAccounts } from '../../data/saml-accounts';
import {
  LastAdministratorError,
  setDistrictAdministrator,
  setSchoolAdministrator,
} from '../../data/school-administrators';
import { getSchool, memberOfSchool, NO_SCHOOL_YET } from '../../data/schools';
import { findUserIdByUsername, normaliseUsername } from '../../data/usernames';
import { rosterTombstonePutRequest } from '../../data/roster-tombstones';
import { writeTogether } from '../../data/transactions';
import { loadSessionUser, userProfiles } from '../../data/users';
import { ConflictError, fieldPointer, NotFoundError } from '../../platform/errors';
import { recordAudit } from '../core/audit/audit';

const MOVED_MEANWHILE = 'The teacher’s account changed while they were being moved. Please try again.';

/** Why an account that signs in through another system cannot be moved: that system decides its school. */
async function federatedProvider(teacher: SessionUser): Promise<string | null> {
  const [social] = teacher.socialAccounts;
  if (social) return social.provider;
  const saml = await listSamlAccounts(teacher.id);
  return saml.length > 0 ? "a school's SAML system" : null;
}

/**
 * The moved teacher stops administering their old school, which keeps an administrator of its own
 * as it does when one is removed there (school-and-family §4): the last one is not moved.
 */
async function leaveAdministration(schoolId: string, teacherId: string): Promise<void> {
  try {
    await setSchoolAdministrator(schoolId, teacherId, { administrator: false, keepAnAdministrator: true });
  } catch (error) {
    if (error instanceof LastAdministratorError) throw new ConflictError(TEACHER_MESSAGES.schoolKeepsAnAdministrator);
    throw error;
  }
}

/**
 * Move Teacher (staff-console §2, user.school.update): the teacher named by username or e-mail
 * becomes a teacher of this school. Accounts linked to SAML, Google or Facebook are refused, as
 * their school comes from that sign-in. They stop being an administrator and a class teacher of
 * their old school (its classes stay with it), and a district listing of this school gives way to
 * membership. The profile's move is conditioned on the school it was read with.
 */
export async function moveTeacher(
  actor: SessionUser,
  schoolId: string,
  usernameOrEmail: string,
  now = new Date(),
): Promise<{ teacher: MovedTeacher }> {
  const school = await getSchool(schoolId);
  if (!school) throw new NotFoundError(ADMIN_SCHOOL_MESSAGES.schoolNotFound);
  const userId = await findUserIdByUsername(normaliseUsername(usernameOrEmail));
  const teacher = userId ? await loadSessionUser(userId) : null;
  if (!teacher || teacher.status === 'deleted') throw new NotFoundError(ADMIN_TEACHER_MESSAGES.noSuchTeacher);
  if (!accountKind(teacher).isTeacher)
    throw new ConflictError(ADMIN_TEACHER_MESSAGES.notATeacher, fieldPointer(['usernameOrEmail']));
  if (teacher.schoolId === schoolId)
    throw new ConflictError(ADMIN_TEACHER_MESSAGES.alreadyHere, fieldPointer(['usernameOrEmail']));
  const provider = await federatedProvider(teacher);
  if (provider) throw new ConflictError(ADMIN_TEACHER_MESSAGES.federated(provider), fieldPointer(['usernameOrEmail']));

  const fromSchoolId = teacher.schoolId;
  if (fromSchoolId !== null && teacher.isSchoolAdmin) await leaveAdministration(fromSchoolId, teacher.id);
  if (teacher.districtSchoolIds.includes(schoolId))
    await setDistrictAdministrator(schoolId, teacher.id, { administrator: false });
  try {
    const { input } = await userProfiles.updateRequest(
      { id: teacher.id },
      { schoolId, schoolRole: 'teacher', isSchoolAdmin: false },
      { condition: fromSchoolId === null ? NO_SCHOOL_YET : memberOfSchool(fromSchoolId) },
    );
    // The teacher leaves the old school's OneRoster roster: their tombstone, in the move's own write.
    const left = { kind: 'person', userId: teacher.id, role: 'teacher' } as const;
    await writeTogether([
      { Update: input },
      ...(fromSchoolId === null ? [] : [{ Put: rosterTombstonePutRequest(fromSchoolId, left, now) }]),
    ]);
  } catch (error) {
    // Nothing is lost on a refused move: the administration taken off for it is given back.
    if (fromSchoolId !== null && teacher.isSchoolAdmin)
      await setSchoolAdministrator(fromSchoolId, teacher.id, { administrator: true });
    // The profile's condition refused the move (the transaction names its first item).
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
    if (
      error instanceof Error &&
      error.name === 'TransactionCanceledException' &&
      reasons?.[0]?.Code === 'ConditionalCheckFailed'
    )
      throw new ConflictError(MOVED_MEANWHILE);
    throw error;
  }

  const oldClasses =
    fromSchoolId === null
      ? []
      : (await getClassGroups(await listTeacherClassIds(teacher.id))).filter(
          (group) => group.schoolId === fromSchoolId,
        );
  await Promise.all(oldClasses.map((group) => unassignClassTeacher(group, teacher.id)));
  await recordAudit({
    actorId: actor.id,
    action: 'teacher.move',
    subjectIds: [teacher.id],
    schoolId,
    detail: { fromSchoolId, classesLeft: oldClasses.length },
    now,
  });
  return {
    teacher: {
      id: teacher.id,
      name: `${teacher.firstName} ${teacher.lastName}`.trim(),
      username: teacher.username,
      fromSchoolId,
      classesLeft: oldClasses.length,
    },
  };
}
