import {
  schoolCreateResponseSchema,
  schoolCreateSchema,
  schoolIdParamsSchema,
  schoolJoinResponseSchema,
  schoolJoinSchema,
  mySchoolResponseSchema,
  schoolSearchQuerySchema,
  schoolSearchResponseSchema,
} from '../../schemas/schools';
import {
  quoteRequestSchema,
  quoteResponseSchema,
  startTeacherTrialResponseSchema,
  startTeacherTrialSchema,
  userIdParamsSchema,
} from '../../schemas/school-access';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/** visitor-and-account §2 web.school-identification, §7 school query; teachers only. */
export const schoolsEndpoints = defineEndpoints('schools', {
  searchSchools: defineEndpoint({
    method: 'GET',
    path: '/api/schools/search',
    summary:
      'School identification: schools of the country matching name words, city or postcode (and the state when given), best matches first, at most 20. Only schools that are not hidden, vetted and identified. An index query, never a Scan.',
    query: schoolSearchQuerySchema,
    response: schoolSearchResponseSchema,
  }),
  createSchool: defineEndpoint({
    method: 'POST',
    path: '/api/schools',
    summary:
      'Create a New School: a teacher without a school creates it and becomes its teacher and school administrator. 409 when the teacher has a school or the same school (name, postcode, country) exists. The new school is not vetted, so it is not in search until staff vet it.',
    body: schoolCreateSchema,
    response: schoolCreateResponseSchema,
    successStatus: 201,
  }),
  joinSchool: defineEndpoint({
    method: 'POST',
    path: '/api/schools/{schoolId}/join',
    summary:
      'A teacher without a school joins a searchable school as a teacher. 409 when the teacher has a school; 403 when the school’s sign-on provider restricts accounts; 404 for a hidden or unvetted school.',
    params: schoolIdParamsSchema,
    body: schoolJoinSchema,
    response: schoolJoinResponseSchema,
  }),
  getMySchool: defineEndpoint({
    method: 'GET',
    path: '/api/me/school',
    summary:
      "The signed-in teacher's school as search shows it (the quote form's school name and city). 404 when the teacher has no school.",
    response: mySchoolResponseSchema,
  }),
  startTeacherTrial: defineEndpoint({
    method: 'POST',
    path: '/api/users/{userId}/start-teacher-trial',
    summary:
      "Start Free Trial (visitor-and-account §4 teacher trial): a teacher with a school starts a free trial of one app, several, or 'all' they may still trial, for the configured number of days; the trials count as school-context user-services. 409 'Failed to grant trial. …' when an app was trialled before, nothing is left, or the school's trial lock is in force; 403 for another user's id.",
    params: userIdParamsSchema,
    body: startTeacherTrialSchema,
    response: startTeacherTrialResponseSchema,
    successStatus: 201,
  }),
  requestSchoolSubscription: defineEndpoint({
    method: 'POST',
    path: '/api/schools/request-subscription',
    summary:
      'Request A Quote (visitor-and-account §2 web.school-quote): a teacher with a school asks for a quote for some titles. Recorded against the school and mailed to sales; the titles the teacher may still trial get an interim free trial, which the response reports. A personal or parent account may ask for the apps it is trialling or whose trial or subscription ended (§2 service detail; 422 for any other title), recorded with the person, with no interim trial. Children and students are refused (403).',
    body: quoteRequestSchema,
    response: quoteResponseSchema,
    successStatus: 201,
  }),
});
