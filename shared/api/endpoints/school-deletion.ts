import { schoolDeletedSchema } from '../../schemas/school-deletion';
import { schoolIdParamsSchema } from '../../schemas/schools';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/** Delete School (the console's school page, school.delete; issue 32). */
export const schoolDeletionEndpoints = defineEndpoints('school-deletion', {
  deleteSchool: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/schools/{schoolId}',
    summary:
      'Delete a school (school.delete): its record, A-Number, identity claim and search and work-queue terms go for good. Refused (409, naming every reason) while it has members, district administrators, classes, app subscriptions or trials, a data link, a school sign-on provider, SMART Tool imports, or a merge or import under way; 404 for an unknown school. Audited.',
    params: schoolIdParamsSchema,
    response: schoolDeletedSchema,
  }),
});
