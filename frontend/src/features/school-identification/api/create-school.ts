import { useMutation } from '@tanstack/react-query';
import { schoolsEndpoints } from '../../../../../shared/api/endpoints/schools';
import type { SchoolCreateRequest } from '../../../../../shared/schemas/schools';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/schools: the teacher creates the school and becomes its school administrator. */
export function useCreateSchool() {
  return useMutation({ mutationFn: (school: SchoolCreateRequest) => apiRequest(schoolsEndpoints.createSchool, { body: school }) });
}
