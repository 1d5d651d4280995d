import { teachersEndpoints } from '../../shared/api/endpoints/teachers';
import { CLASS_MESSAGES } from '../../shared/schemas/class-group';
import { TEACHER_MESSAGES } from '../../shared/schemas/teacher';
import { classWork } from '../platform/access';
import { defineRoutes } from '../platform/route';

/** The school's administrators (school admins, district administrators, school.manage staff); which school is the domain's (403 a teacher who is not its administrator, 404 another school). */
const ADMINISTRATORS = classWork(CLASS_MESSAGES.noSchool, { administrators: true, notAdministrator: TEACHER_MESSAGES.onlyAdministrators });

/** Teachers of a school (school-and-family §2 Manage Teachers, Import Teachers). */
export const teachersRoutes = defineRoutes(teachersEndpoints, {
  listSchoolTeachers: { handler: 'teachers/list-school-teachers', access: ADMINISTRATORS, uses: { table: 'read' } },
});
