import { schoolsEndpoints } from '../../../../../shared/api/endpoints/schools';
import type { SchoolCreateRequest } from '../../../../../shared/schemas/schools';
import { defineMutation } from '../../../lib/define-mutation';
import { defineQuery } from '../../../lib/define-query';

/** GET /api/schools/search with the form's fields (already checked against the contract's query schema). */
export const searchSchools = defineQuery(schoolsEndpoints.searchSchools, {
  queryKey: ['me', 'school-search'],
  select: ({ schools }) => schools,
});

/** POST /api/schools: the teacher creates the school and becomes its school administrator. */
export const useCreateSchool = defineMutation(schoolsEndpoints.createSchool, {
  request: (school: SchoolCreateRequest) => ({ body: school }),
}).useMutation;

/** POST /api/schools/{schoolId}/join with the ticked declaration; answers the school and the changed profile. */
export const useJoinSchool = defineMutation(schoolsEndpoints.joinSchool, {
  request: (schoolId: string) => ({ params: { schoolId }, body: { declaration: true as const } }),
}).useMutation;
