import { accountKind } from '../../../shared/rules/account-kind';
import type { SchoolService, TeacherTrial } from '../../../shared/schemas/school-access';
import type { SessionUser } from '../../../shared/schemas/user';
import type { UserService } from '../../../shared/schemas/user-service';
import { listSchoolServices } from '../../data/school-services';
import { listTeacherTrials } from '../../data/teacher-trials';
import { listUserServices } from '../../data/user-services';
import { listAppUses } from '../../data/app-launches';
import { bestPerService, deriveSchoolUserServices } from './derive-user-services';

/** The sources of a user's school access: none for a home account or a teacher without a school. */
async function schoolSourcesOf(
  user: SessionUser,
): Promise<{ schoolServices: SchoolService[]; teacherTrials: TeacherTrial[] }> {
  const kind = accountKind(user);
  if (user.schoolId === null || !kind.isSchoolAccount) return { schoolServices: [], teacherTrials: [] };
  const [schoolServices, teacherTrials] = await Promise.all([
    listSchoolServices(user.schoolId),
    kind.isTeacher ? listTeacherTrials(user.id) : Promise.resolve([]),
  ]);
  return { schoolServices, teacherTrials };
}

/**
 * GET /api/me/user-services: the stored user-services of the account (home access) with the
 * school-context ones derived from the school, one per service, the best winning; each with the
 * person's last launch of the app as its lastAccess.
 */
export async function userServicesOf(
  user: SessionUser,
  now = new Date(),
  options: { lastAccess: boolean } = { lastAccess: true },
): Promise<UserService[]> {
  const [stored, sources, uses] = await Promise.all([
    listUserServices(user.id),
    schoolSourcesOf(user),
    options.lastAccess ? listAppUses(user.id) : Promise.resolve([]),
  ]);
  const home = stored.filter((userService) => userService.context !== 'school');
  const lastAccess = new Map(uses.map((use) => [use.serviceId, use.lastAccess]));
  return bestPerService([...home, ...deriveSchoolUserServices(sources, now)], now).map((userService) => ({
    ...userService,
    lastAccess: lastAccess.get(userService.serviceId) ?? userService.lastAccess,
  }));
}
