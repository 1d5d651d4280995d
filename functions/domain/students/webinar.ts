import { WEBINAR_MESSAGES } from '../../../shared/schemas/students';
import { findClassGroupByCode, listClassMembers } from '../../data/class-groups';
import { loadProfiles } from '../../data/users';
import { countAttempt, type RateLimit } from '../../data/rate-limits';
import { addressLimit } from '../../../shared/address-limits';
import type { SecretBox } from '../../adapters/secret-box/port';
import { revealKeptPasswords } from '../core/accounts/kept-passwords';
import { NotFoundError, TooManyRequestsError } from '../../platform/errors';
import { anonymousActor, recordAudit } from '../core/audit/audit';

const HOUR_MS = 60 * 60 * 1000;
/**
 * Lookups (visitor-and-account §2 Webinar) from one viewer address, with the web ACL's numbers
 * for a school's class looking itself up together (`class-code-lookup` in
 * lib-infra/edge/rate-rules.ts), and for one webinar code in an hour, which no web ACL can see.
 */
export const WEBINAR_LIMITS = {
  perAddress: addressLimit('class-code-lookup'),
  perClassCode: { scope: 'webinar-code', limit: 200, windowMs: HOUR_MS },
} as const satisfies Record<string, RateLimit>;

export interface WebinarAttendee {
  firstName: string;
  lastName: string;
  username: string;
  password: string;
}

/**
 * Webinar lookup (signed out): the student of the webinar's class whose Student ID is the email
 * given (compared without case), with their kept password. Both counters are counted first (429
 * past either), and every lookup is recorded, found or not ('No users found' otherwise).
 */
export async function lookUpWebinarAttendee(
  input: { classCode: string; schoolKey: string; viewerIp: string; now: Date },
  passwordBox: SecretBox,
): Promise<WebinarAttendee> {
  const classCode = input.classCode.trim().toUpperCase();
  const email = input.schoolKey.trim().toLowerCase();
  const [byAddress, byCode] = await Promise.all([
    countAttempt(WEBINAR_LIMITS.perAddress, input.viewerIp, input.now),
    countAttempt(WEBINAR_LIMITS.perClassCode, classCode, input.now),
  ]);
  if (!byAddress.allowed || !byCode.allowed) throw new TooManyRequestsError(WEBINAR_MESSAGES.tooManyAttempts);
  const actorId = anonymousActor(input.viewerIp);
  const classGroup = await findClassGroupByCode(classCode);
  const members = classGroup ? await listClassMembers(classGroup.id) : [];
  const students = await loadProfiles(members.map((member) => member.userId));
  const attendee = students.find(
    (student) =>
      student.status === 'active' &&
      student.schoolRole === 'student' &&
      student.schoolKey?.trim().toLowerCase() === email,
  );
  const passwords = attendee
    ? await revealKeptPasswords(passwordBox, { actorId, schoolId: attendee.schoolId }, [attendee.id], 'webinar')
    : new Map<string, string>();
  const password = attendee ? passwords.get(attendee.id) : undefined;
  await recordAudit({
    actorId,
    action: 'webinar.lookup',
    subjectIds: attendee && password ? [attendee.id] : [],
    schoolId: classGroup?.schoolId ?? null,
    detail: { classCode, classGroupId: classGroup?.id ?? null, found: Boolean(attendee && password) },
    now: input.now,
  });
  if (!attendee || !password) throw new NotFoundError(WEBINAR_MESSAGES.noUsers);
  return { firstName: attendee.firstName, lastName: attendee.lastName, username: attendee.username, password };
}
