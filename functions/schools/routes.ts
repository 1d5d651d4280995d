import { schoolsEndpoints } from '../../shared/api/endpoints/schools';
import { SCHOOL_ACCESS_MESSAGES } from '../../shared/schemas/school-access';
import { TEACHER, teacherOnOwnAccount } from '../platform/access';
import { defineRoutes } from '../platform/route';

/**
 * School identification (visitor-and-account §2): teachers find, join or create their school;
 * then they try apps and ask for quotes (§4 teacher trial, web.school-quote).
 */
export const schoolsRoutes = defineRoutes(schoolsEndpoints, {
  searchSchools: { handler: 'schools/search-schools', access: TEACHER, uses: { table: 'read' } },
  createSchool: { handler: 'schools/create-school', access: TEACHER, uses: { table: 'readwrite' } },
  joinSchool: { handler: 'schools/join-school', access: TEACHER, uses: { table: 'readwrite' } },
  getMySchool: { handler: 'schools/get-my-school', access: TEACHER, uses: { table: 'read' } },
  startTeacherTrial: {
    handler: 'schools/start-teacher-trial',
    access: teacherOnOwnAccount('userId', SCHOOL_ACCESS_MESSAGES.notYourAccount),
    uses: { table: 'readwrite', teacherTrials: 'grant' },
  },
  requestSchoolSubscription: {
    handler: 'schools/request-school-subscription',
    access: TEACHER,
    uses: { table: 'readwrite', ses: 'send', teacherTrials: 'grant' },
  },
});
