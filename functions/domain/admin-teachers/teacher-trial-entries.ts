import {
  ADMIN_TEACHER_MESSAGES,
  type StaffTeacherTrialRequest,
  type TeacherTrialEntry,
  type TeacherTrialsResponse,
} from '../../../shared/schemas/admin-teachers';
import type { StartTeacherTrialResponse } from '../../../shared/schemas/school-access';
import { accountKind } from '../../../shared/rules/account-kind';
import { teacherMayTrial } from '../../../shared/rules/teacher-trial';
import type { SessionUser } from '../../../shared/schemas/user';
import type { UserService } from '../../../shared/schemas/user-service';
import { getSchool } from '../../data/schools';
import { listServices } from '../../data/services';
import { loadSessionUser, updateProfile } from '../../data/users';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { recordAudit } from '../core/audit/audit';
import { startTeacherTrial, type TrialSettings } from '../school-access/teacher-trials';
import { userServicesOf } from '../school-access/user-services';

/** A teacher account (any school, or none yet); anything else is 404, as the modal is opened from a teacher row. */
async function teacherById(teacherId: string): Promise<SessionUser> {
  const teacher = await loadSessionUser(teacherId);
  if (!teacher || teacher.status === 'deleted' || !accountKind(teacher).isTeacher)
    throw new NotFoundError(ADMIN_TEACHER_MESSAGES.teacherNotFound);
  return teacher;
}

function currentTypeOf(userService: UserService | undefined): TeacherTrialEntry['currentType'] {
  if (!userService) return 'none';
  return userService.perpetual ? 'perpetual' : userService.type;
}

/** Why no trial can start now, or null when one can: the teacher modal says it beside Start all remaining trials. */
function noTrialReason(
  hasSchool: boolean,
  trialLockEnd: string | null,
  entries: readonly { triallable: boolean }[],
): string | null {
  if (!hasSchool) return ADMIN_TEACHER_MESSAGES.noSchool;
  if (trialLockEnd !== null) return ADMIN_TEACHER_MESSAGES.trialsLocked;
  return entries.some((entry) => entry.triallable) ? null : ADMIN_TEACHER_MESSAGES.nothingLeftToTrial;
}

/**
 * The teacher modal (staff-console §2, §3 teacher trial entry): each app a teacher could trial
 * (enabled, integrated, paid), what they have of it, and whether a trial can start now: by the
 * teacher's own rule (never had it), with a school, and no trial lock in force.
 */
export async function teacherTrialEntries(teacherId: string, now = new Date()): Promise<TeacherTrialsResponse> {
  const teacher = await teacherById(teacherId);
  const [catalogue, userServices, school] = await Promise.all([
    listServices(),
    userServicesOf(teacher, now),
    teacher.schoolId ? getSchool(teacher.schoolId) : Promise.resolve(null),
  ]);
  const trialLockEnd =
    school?.trialLockEnd && Date.parse(school.trialLockEnd) > now.getTime() ? school.trialLockEnd : null;
  const access = new Map(userServices.map((userService) => [userService.serviceId, userService]));
  const entries = catalogue
    .filter((service) => service.enabled && service.integrated && !service.free)
    .map((service) => {
      const userService = access.get(service.id);
      const expiry = userService?.expiry ?? null;
      return {
        service: { id: service.id, name: service.name },
        currentType: currentTypeOf(userService),
        // A school subscription or trial that ended is still the teacher's last access (it keeps
        // a new trial from starting: visitor-and-account §4), but not what they have now.
        ended: expiry !== null && Date.parse(expiry) <= now.getTime(),
        triallable: school !== null && trialLockEnd === null && teacherMayTrial(service, userService),
        expiry,
      };
    });
  return {
    teacher: { id: teacher.id, name: `${teacher.firstName} ${teacher.lastName}`.trim(), phone: teacher.phone },
    trialLockEnd,
    entries,
    noTrialReason: noTrialReason(school !== null, trialLockEnd, entries),
  };
}

/**
 * Staff start a teacher's trials (staff-console §4): one app or 'all' remaining, by the teacher's
 * own rules (startTeacherTrial), after confirming the teacher's phone, which the profile keeps
 * once the trial is granted (a refused trial changes nothing).
 */
export async function startTeacherTrialsAsStaff(
  actor: SessionUser,
  teacherId: string,
  request: StaffTeacherTrialRequest,
  settings: TrialSettings,
): Promise<StartTeacherTrialResponse> {
  const teacher = await teacherById(teacherId);
  if (teacher.schoolId === null) throw new ConflictError(ADMIN_TEACHER_MESSAGES.noSchool);
  const granted = await startTeacherTrial(teacher, request.services, settings);
  const phone = request.phone.trim();
  if (teacher.phone !== phone) await updateProfile(teacher.id, { phone });
  await recordAudit({
    actorId: actor.id,
    action: 'teacher.trial.start',
    subjectIds: [teacher.id],
    schoolId: teacher.schoolId,
    detail: { services: granted.services.join(','), expiry: granted.expiry },
    ...(settings.now ? { now: settings.now } : {}),
  });
  return granted;
}
