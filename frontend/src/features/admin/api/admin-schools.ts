import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminSchoolsEndpoints } from '../../../../../shared/api/endpoints/admin-schools';
import { teachersEndpoints } from '../../../../../shared/api/endpoints/teachers';
import type { AdminSchool, AdminSchoolSearchResponse, AdminSchoolUpdateRequest } from '../../../../../shared/schemas/admin-schools';
import { apiRequest } from '../../../lib/api-client';

const SCHOOLS_KEY = ['me', 'admin', 'schools'] as const;

export const adminSchoolSearchQuery = (query: string) =>
  queryOptions({
    queryKey: [...SCHOOLS_KEY, 'search', query],
    queryFn: ({ signal }) => apiRequest(adminSchoolsEndpoints.searchAdminSchools, { query: { query }, signal }),
    enabled: query.trim().length > 0,
    placeholderData: keepPreviousData,
  });

export const adminSchoolQuery = (schoolId: string) =>
  queryOptions({
    queryKey: [...SCHOOLS_KEY, 'school', schoolId],
    queryFn: ({ signal }) => apiRequest(adminSchoolsEndpoints.getAdminSchool, { params: { schoolId }, signal }),
  });

/**
 * Changes on the Schools tab: each answers the schools as they now stand, which replace their rows
 * in every cached search (and the school page), so the table never shows a stale flag.
 */
export function useSchoolChanges() {
  const queryClient = useQueryClient();
  const settle = ({ schools }: { schools: AdminSchool[] }) => {
    const byId = new Map(schools.map((school) => [school.id, school]));
    queryClient.setQueriesData<AdminSchoolSearchResponse>({ queryKey: [...SCHOOLS_KEY, 'search'] }, (current) =>
      current ? { ...current, schools: current.schools.map((school) => byId.get(school.id) ?? school) } : current,
    );
    for (const school of schools) queryClient.setQueryData(adminSchoolQuery(school.id).queryKey, { school });
  };
  return {
    vet: useMutation({ mutationFn: (schoolIds: string[]) => apiRequest(adminSchoolsEndpoints.vetSchools, { body: { schoolIds } }), onSuccess: settle }),
    visibility: useMutation({
      mutationFn: (body: { schoolIds: string[]; demo?: boolean; hidden?: boolean }) => apiRequest(adminSchoolsEndpoints.setSchoolVisibility, { body }),
      onSuccess: settle,
    }),
    update: useMutation({
      mutationFn: ({ schoolId, ...body }: { schoolId: string } & AdminSchoolUpdateRequest) =>
        apiRequest(adminSchoolsEndpoints.updateAdminSchool, { params: { schoolId }, body }),
      onSuccess: ({ school }) => settle({ schools: [school] }),
    }),
  };
}

/** The school page's Teachers tab: the school's teachers (the teachers area's list, open to school.manage staff). */
export const adminSchoolTeachersQuery = (schoolId: string) =>
  queryOptions({
    queryKey: [...SCHOOLS_KEY, 'teachers', schoolId],
    queryFn: ({ signal }) => apiRequest(teachersEndpoints.listSchoolTeachers, { params: { schoolId }, signal }),
    retry: false,
  });
