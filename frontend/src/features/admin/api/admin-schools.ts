import { adminSchoolsEndpoints } from '../../../../../shared/api/endpoints/admin-schools';
import type { AdminSchool, AdminSchoolSearchResponse } from '../../../../../shared/schemas/admin-schools';
import type { TeacherRow } from '../../../../../shared/schemas/teachers';
import type { QueryClient } from '@tanstack/react-query';
import { defineMutation } from '../../../lib/define-mutation';
import { defineQuery } from '../../../lib/define-query';
import { SCHOOLS_KEY } from './keys';

export const searchAdminSchools = defineQuery(adminSchoolsEndpoints.searchAdminSchools, {
  queryKey: [...SCHOOLS_KEY, 'search'],
});
/** A page of a work queue; acting on a row reads the queue again (the school leaves it). */
export const listSchoolQueue = defineQuery(adminSchoolsEndpoints.listSchoolQueue, {
  queryKey: [...SCHOOLS_KEY, 'queue'],
});
export const getAdminSchool = defineQuery(adminSchoolsEndpoints.getAdminSchool, {
  queryKey: [...SCHOOLS_KEY, 'school'],
});
/** The school page's Teachers tab: the school's teachers (school.read). */
export const listAdminSchoolTeachers = defineQuery(adminSchoolsEndpoints.listAdminSchoolTeachers, {
  queryKey: [...SCHOOLS_KEY, 'teachers'],
});

/**
 * Make/Remove Administrator on the Teachers tab: the answered row replaces the teacher's, and the
 * school (its administrators by name, on its page and in searches) is read again.
 */
export const setAdminSchoolAdministrator = defineMutation(adminSchoolsEndpoints.setAdminSchoolAdministrator, {
  update: (queryClient, { teacher }, { params }) =>
    queryClient.setQueryData<{ teachers: TeacherRow[] }>(
      listAdminSchoolTeachers.key({ params: { schoolId: params.schoolId } }),
      (current) =>
        current ? { teachers: current.teachers.map((row) => (row.id === teacher.id ? teacher : row)) } : current,
    ),
  invalidates: ({ params }) => [
    getAdminSchool.key({ params: { schoolId: params.schoolId } }),
    searchAdminSchools.key(),
  ],
});

/**
 * Changes on the Schools tab: each answers the schools as they now stand, which replace their rows
 * in every cached search (and the school page), so the table never shows a stale flag.
 */
function settle(queryClient: QueryClient, schools: AdminSchool[]): void {
  const byId = new Map(schools.map((school) => [school.id, school]));
  queryClient.setQueriesData<AdminSchoolSearchResponse>({ queryKey: searchAdminSchools.key() }, (current) =>
    current ? { ...current, schools: current.schools.map((school) => byId.get(school.id) ?? school) } : current,
  );
  for (const school of schools)
    queryClient.setQueryData(getAdminSchool.key({ params: { schoolId: school.id } }), { school });
}

export const vetSchools = defineMutation(adminSchoolsEndpoints.vetSchools, {
  update: (queryClient, { schools }) => settle(queryClient, schools),
});
export const identifySchools = defineMutation(adminSchoolsEndpoints.identifySchools, {
  update: (queryClient, { schools }) => settle(queryClient, schools),
});
export const setSchoolVisibility = defineMutation(adminSchoolsEndpoints.setSchoolVisibility, {
  update: (queryClient, { schools }) => settle(queryClient, schools),
});
/** Create School: the new school's page is then read from the answer. */
export const createAdminSchool = defineMutation(adminSchoolsEndpoints.createAdminSchool, {
  update: (queryClient, { school }) => settle(queryClient, [school]),
});
export const updateAdminSchool = defineMutation(adminSchoolsEndpoints.updateAdminSchool, {
  update: (queryClient, { school }) => settle(queryClient, [school]),
});
