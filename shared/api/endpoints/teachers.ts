import { schoolIdParamsSchema } from '../../schemas/school';
import { schoolTeachersResponseSchema } from '../../schemas/teacher';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/**
 * Teachers of a school (school-and-family §2 Manage Teachers, §5, §7 changeSchoolAdminStatus,
 * addExistingTeacher). The school's administrators only: other teachers 403, another school 404.
 */
export const teachersEndpoints = defineEndpoints('teachers', {
  listSchoolTeachers: defineEndpoint({
    method: 'GET',
    path: '/api/schools/{schoolId}/teachers',
    summary: "Manage Teachers, and the teacher search of Manage Classes: the school's teachers by last name, with their classes and administrator status.",
    params: schoolIdParamsSchema,
    response: schoolTeachersResponseSchema,
  }),
});
