import {
  adminSchoolCreateSchema,
  adminSchoolSchema,
  adminSchoolSearchQuerySchema,
  adminSchoolSearchResponseSchema,
  adminSchoolsResponseSchema,
  adminSchoolUpdateSchema,
  identifySchoolsSchema,
  schoolIdParamsSchema,
  schoolQueuePageSchema,
  schoolQueueQuerySchema,
  schoolVisibilitySchema,
  vetSchoolsSchema,
} from '../../schemas/admin-schools';
import {
  schoolAdminStatusSchema,
  teacherIdParamsSchema,
  teacherResponseSchema,
  teacherRowSchema,
} from '../../schemas/teachers';
import * as z from 'zod/mini';
import { schoolDeletedSchema } from '../../schemas/school-deletion';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/** The Schools tab (staff-console §2 Schools search): search every school, vet, set flags, edit inline. */
export const adminSchoolsEndpoints = defineEndpoints('admin-schools', {
  searchAdminSchools: defineEndpoint({
    method: 'GET',
    path: '/api/admin/schools',
    summary:
      'Schools search: any school (hidden or not) whose id, A-Number, postcode or member’s username or e-mail is the query, then those whose name or city words begin with its words (5 characters or more for a name); at most 100. Index reads only, never a Scan.',
    query: adminSchoolSearchQuerySchema,
    response: adminSchoolSearchResponseSchema,
  }),
  createAdminSchool: defineEndpoint({
    method: 'POST',
    path: '/api/admin/schools',
    summary:
      "Create School (school.create): a school with the fields given, vetted and identified as chosen, with no members yet; the A-Number given or, when blank, a free one. 422 when the same school (name words, postcode, country) exists, the A-Number is another school's, or the country or state is not on the list. Audited.",
    body: adminSchoolCreateSchema,
    response: z.object({ school: adminSchoolSchema }),
    successStatus: 201,
  }),
  listSchoolQueue: defineEndpoint({
    method: 'GET',
    path: '/api/admin/school-queues',
    summary:
      'A work queue (school.read): the schools waiting to be vetted, vetted but not identified, hidden, or flagged, longest waiting first, 50 a page, each with since when it waits. One index partition per queue (a sparse queue term per waiting school), never a Scan.',
    query: schoolQueueQuerySchema,
    response: schoolQueuePageSchema,
  }),
  getAdminSchool: defineEndpoint({
    method: 'GET',
    path: '/api/admin/schools/{schoolId}',
    summary: 'One school with every field, its flags and its administrators (the school page).',
    params: schoolIdParamsSchema,
    response: z.object({ school: adminSchoolSchema }),
  }),
  listAdminSchoolTeachers: defineEndpoint({
    method: 'GET',
    path: '/api/admin/schools/{schoolId}/teachers',
    summary:
      "The school page's Teachers tab (school.read for the school): its teachers by last name, with their classes and administrator status. Read-only; 404 for a school that does not exist.",
    params: schoolIdParamsSchema,
    response: z.object({ teachers: z.array(teacherRowSchema) }),
  }),
  setAdminSchoolAdministrator: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/schools/{schoolId}/teachers/{teacherId}/administrator',
    summary:
      "Make Administrator and Remove Administrator on the school page's Teachers tab (school.admin.update): the teacher becomes one of the school's administrators, or no longer one. 404 for an unknown school or someone who is not its teacher; 409 when it would leave the school without an administrator of its own; a teacher who already has the status is answered as they are. Audited with the staff member as actor.",
    params: teacherIdParamsSchema,
    body: schoolAdminStatusSchema,
    response: teacherResponseSchema,
  }),
  updateAdminSchool: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/schools/{schoolId}',
    summary:
      'Inline editing and the Settings tab (school.update): the given fields; a new name, city, postcode or country moves the school’s search terms, and a new A-Number its claim, in the same transaction. 422 when the same school exists, the A-Number is another school’s, or the country or state is not on the list.',
    params: schoolIdParamsSchema,
    body: adminSchoolUpdateSchema,
    response: z.object({ school: adminSchoolSchema }),
  }),
  vetSchools: defineEndpoint({
    method: 'POST',
    path: '/api/admin/schools/vet',
    summary:
      "Vet (school.vet): the chosen schools are vetted. 'There was a problem vetting at least one of the selected schools.' with 404 when an id names no school (nothing is vetted), 409 when one could not be (the others are vetted).",
    body: vetSchoolsSchema,
    response: adminSchoolsResponseSchema,
  }),
  identifySchools: defineEndpoint({
    method: 'POST',
    path: '/api/admin/schools/identify',
    summary:
      "Identify and Unidentify (school.update.identify): the chosen schools are marked identified against the CRM, or no longer; vetted, identified schools that are not hidden appear in public search at once. 404 'There was a problem identifying at least one of the selected schools.' when an id names no school (nothing changes).",
    body: identifySchoolsSchema,
    response: adminSchoolsResponseSchema,
  }),
  setSchoolVisibility: defineEndpoint({
    method: 'POST',
    path: '/api/admin/schools/visibility',
    summary:
      'Set Demo, Unset Demo, Hide, Unhide (school.visibility.update): the flag given, for every chosen school; hidden schools leave public search at once.',
    body: schoolVisibilitySchema,
    response: adminSchoolsResponseSchema,
  }),
  deleteSchool: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/schools/{schoolId}',
    summary:
      'Delete a school (school.delete): its record, A-Number, identity claim and search and work-queue terms go for good. Refused (409, naming every reason) while it has members, district administrators, classes, app subscriptions or trials, a data link, a school sign-on provider, SMART Tool imports, or a merge or import under way; 404 for an unknown school. Audited.',
    params: schoolIdParamsSchema,
    response: schoolDeletedSchema,
  }),
});
