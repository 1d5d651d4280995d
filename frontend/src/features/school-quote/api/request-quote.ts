import { useMutation } from '@tanstack/react-query';
import { schoolsEndpoints } from '../../../../../shared/api/endpoints/schools';
import type { QuoteRequest } from '../../../../../shared/schemas/school-access';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/schools/request-subscription: recorded, mailed to sales, maybe an interim trial. */
export function useRequestQuote() {
  return useMutation({ mutationFn: (request: QuoteRequest) => apiRequest(schoolsEndpoints.requestSchoolSubscription, { body: request }) });
}
