import { schoolIdParamsSchema } from '../../schemas/schools';
import {
  mergeSchoolResponseSchema,
  mergeSchoolSchema,
  schoolMergeLookupQuerySchema,
  schoolMergeLookupResponseSchema,
} from '../../schemas/school-merge';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/** Merge (staff-console §2, school.merge): the school named by id is merged into this one and deleted. */
export const schoolMergeEndpoints = defineEndpoints('school-merge', {
  lookupSchoolMerge: defineEndpoint({
    method: 'GET',
    path: '/api/admin/schools/{schoolId}/merge',
    summary:
      "Lookup: both schools (id, name, city, administrators, and how many teachers, students and classes each has). 422 'Can't merge a school with itself'; 404 when either id names no school.",
    params: schoolIdParamsSchema,
    query: schoolMergeLookupQuerySchema,
    response: schoolMergeLookupResponseSchema,
  }),
  mergeSchool: defineEndpoint({
    method: 'POST',
    path: '/api/admin/schools/{schoolId}/merge',
    summary:
      'Merge: a job moves every teacher, student, class, subscription, trial, import and quote request of the school to delete into this one, then deletes it; progress through GET /api/jobs/{jobId}, resumable after a failure without losing a record. 409 while either school is in another merge or has an import running.',
    params: schoolIdParamsSchema,
    body: mergeSchoolSchema,
    response: mergeSchoolResponseSchema,
    successStatus: 202,
  }),
});
