import { schoolsEndpoints } from '../../../shared/api/endpoints/schools';
import { SCHOOL_ACCESS_MESSAGES } from '../../../shared/schemas/school-access';
import { OWN_ACCOUNT, TEACHER, teacherOnOwnAccount } from '../../http/access';
import { defineRoutes } from '../../http/route';

/**
 * School identification (visitor-and-account §2): teachers find, join or create their school;
 * then they try apps and ask for quotes (§4 teacher trial, web.school-quote).
 */
export const schoolsRoutes = defineRoutes(schoolsEndpoints, {
  searchSchools: { access: TEACHER, uses: { table: 'read' } },
  createSchool: { access: TEACHER, uses: { table: 'readwrite' } },
  joinSchool: { access: TEACHER, uses: { table: 'readwrite' } },
  getMySchool: { access: TEACHER, uses: { table: 'read' } },
  startTeacherTrial: {
    access: teacherOnOwnAccount('userId', SCHOOL_ACCESS_MESSAGES.notYourAccount),
    uses: { table: 'readwrite', teacherTrials: 'grant' },
  },
  // Teachers, and personal and parent accounts for the apps they trial or had (§2 service detail): the domain decides which.
  requestSchoolSubscription: {
    access: OWN_ACCOUNT,
    uses: { table: 'readwrite', ses: 'send', teacherTrials: 'grant' },
  },
});
