import * as z from 'zod/mini';
import {
  classStatsQuerySchema,
  moveTeacherResponseSchema,
  moveTeacherSchema,
  staffTeacherTrialSchema,
  teacherIdParamsSchema,
  teacherTrialsResponseSchema,
} from '../../schemas/admin-teachers';
import { schoolIdParamsSchema } from '../../schemas/schools';
import { startTeacherTrialResponseSchema } from '../../schemas/school-access';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/** The school page's teacher tools (staff-console §2 School page): Move Teacher, a teacher's trials, View Class Stats. */
export const adminTeachersEndpoints = defineEndpoints('admin-teachers', {
  moveTeacher: defineEndpoint({
    method: 'POST',
    path: '/api/admin/schools/{schoolId}/move-teacher',
    summary:
      "Move Teacher (user.school.update): the teacher named by username or e-mail becomes a teacher of this school, no longer an administrator or class teacher of their old one. Refused for accounts that sign in through a school's SAML system, Google or Facebook (409).",
    params: schoolIdParamsSchema,
    body: moveTeacherSchema,
    response: moveTeacherResponseSchema,
  }),
  listTeacherTrialEntries: defineEndpoint({
    method: 'GET',
    path: '/api/admin/teachers/{teacherId}/trials',
    summary:
      'The teacher modal (school.trial.update): per app, what the teacher has now, its expiry, and whether a trial can start; with the teacher’s phone and the school’s trial lock.',
    params: teacherIdParamsSchema,
    response: teacherTrialsResponseSchema,
  }),
  startTeacherTrialsForTeacher: defineEndpoint({
    method: 'POST',
    path: '/api/admin/teachers/{teacherId}/trials',
    summary:
      "Staff start a teacher's trial of one app or of 'all' remaining apps (school.trial.update) after confirming the teacher's phone, which is kept on the profile: the same rules as the teacher's own Start Free Trial (409 'Failed to grant trial. …').",
    params: teacherIdParamsSchema,
    body: staffTeacherTrialSchema,
    response: startTeacherTrialResponseSchema,
    successStatus: 201,
  }),
  exportClassStats: defineEndpoint({
    method: 'GET',
    path: '/api/admin/class-stats',
    summary:
      'View Class Stats (school.manage for the school): a CSV row per class (teachers, students, students signed in within 7 and 30 days, never signed in) and one for students in no class; cells safe against formula injection.',
    query: classStatsQuerySchema,
    response: z.string(),
    produces: 'text/csv',
  }),
});
