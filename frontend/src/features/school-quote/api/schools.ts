import { schoolsEndpoints } from '../../../../../shared/api/endpoints/schools';
import type { QuoteRequest } from '../../../../../shared/schemas/school-access';
import { defineMutation } from '../../../lib/define-mutation';

/** POST /api/schools/request-subscription: recorded, mailed to sales, maybe an interim trial. */
export const useRequestQuote = defineMutation(schoolsEndpoints.requestSchoolSubscription, { request: (request: QuoteRequest) => ({ body: request }) }).useMutation;
