import { schoolsEndpoints } from '../../../../../shared/api/endpoints/schools';
import type { QuoteRequest } from '../../../../../shared/schemas/school-access';
import { defineMutation } from '../../../lib/define-mutation';
import { defineQuery } from '../../../lib/define-query';

/** POST /api/schools/request-subscription: recorded, mailed to sales, maybe an interim trial. */
export const useRequestQuote = defineMutation(schoolsEndpoints.requestSchoolSubscription, {
  request: (request: QuoteRequest) => ({ body: request }),
}).useMutation;

/** The teacher's school as search shows it: the quote form starts with its name and city. */
export const getMySchool = defineQuery(schoolsEndpoints.getMySchool, {
  queryKey: ['me', 'school'],
  select: ({ school }) => school,
});
