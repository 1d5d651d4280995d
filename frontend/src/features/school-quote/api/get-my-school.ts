import { schoolsEndpoints } from '../../../../../shared/api/endpoints/schools';
import { defineQuery } from '../../../lib/define-query';

/** The teacher's school as search shows it: the quote form starts with its name and city. */
export const getMySchool = defineQuery(schoolsEndpoints.getMySchool, {
  queryKey: ['me', 'school'],
  select: ({ school }) => school,
});
