import { ADMIN_SCHOOL_MESSAGES } from '../../../shared/schemas/admin-schools';
import type { TeacherRow } from '../../../shared/schemas/teachers';
import { getSchool } from '../../data/schools';
import { listSchoolTeacherProfiles } from '../../data/users';
import type { SessionUser } from '../../../shared/schemas/user';
import { NotFoundError } from '../../platform/errors';
import { setTeacherAdministrator } from '../teachers/teacher-accounts';
import { teacherRowsOf } from '../teachers/teachers';

/**
 * The school page's Teachers tab (staff-console §2): the school's teachers as Manage Teachers lists
 * them, for staff with school.read (only Data Link, Manage and Class Stats need school.manage).
 */
export async function listAdminSchoolTeachers(schoolId: string): Promise<{ teachers: TeacherRow[] }> {
  const [school, teachers] = await Promise.all([getSchool(schoolId), listSchoolTeacherProfiles(schoolId)]);
  if (!school) throw new NotFoundError(ADMIN_SCHOOL_MESSAGES.schoolNotFound);
  return { teachers: await teacherRowsOf(teachers, schoolId) };
}

/**
 * Make Administrator and Remove Administrator on the Teachers tab (school.admin.update): what the
 * school's own Add/Remove Administrator does, with the staff member as the audited actor. 404 for
 * a school that does not exist.
 */
export async function changeSchoolAdministrator(
  user: SessionUser,
  schoolId: string,
  teacherId: string,
  admin: boolean,
): Promise<{ teacher: TeacherRow }> {
  if (!(await getSchool(schoolId))) throw new NotFoundError(ADMIN_SCHOOL_MESSAGES.schoolNotFound);
  return { teacher: await setTeacherAdministrator(user.id, schoolId, teacherId, admin) };
}
