import { useMutation } from '@tanstack/react-query';
import { schoolsEndpoints } from '../../../../../shared/api/endpoints/schools';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/schools/{schoolId}/join with the ticked declaration; answers the school and the changed profile. */
export function useJoinSchool() {
  return useMutation({
    mutationFn: (schoolId: string) => apiRequest(schoolsEndpoints.joinSchool, { params: { schoolId }, body: { declaration: true } }),
  });
}
