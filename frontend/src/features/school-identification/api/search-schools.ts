import { queryOptions } from '@tanstack/react-query';
import { schoolsEndpoints } from '../../../../../shared/api/endpoints/schools';
import type { SchoolSearchInput } from '../../../../../shared/schemas/schools';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/schools/search with the form's fields (already checked against the contract's query schema). */
export const schoolSearchQuery = (search: SchoolSearchInput) =>
  queryOptions({
    queryKey: ['me', 'school-search', search] as const,
    queryFn: async ({ signal }) => (await apiRequest(schoolsEndpoints.searchSchools, { query: search, signal })).schools,
  });
