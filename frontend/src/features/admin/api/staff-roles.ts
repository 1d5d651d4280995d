import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffRolesEndpoints } from '../../../../../shared/api/endpoints/staff-roles';
import type { UserRoleGrant, UserRolesResponse } from '../../../../../shared/schemas/staff-roles';
import { apiRequest } from '../../../lib/api-client';
import { downloadFile, saveDownloadedFile } from '../../../lib/download-file';

const STAFF_KEY = ['me', 'admin', 'staff'] as const;

export const staffListQuery = () =>
  queryOptions({ queryKey: [...STAFF_KEY, 'list'], queryFn: ({ signal }) => apiRequest(staffRolesEndpoints.listStaff, { signal }) });

export const userRolesQuery = (userId: string) =>
  queryOptions({
    queryKey: [...STAFF_KEY, 'roles', userId],
    queryFn: ({ signal }) => apiRequest(staffRolesEndpoints.getUserRoles, { params: { userId }, signal }),
  });

export function findStaffCandidate(username: string) {
  return apiRequest(staffRolesEndpoints.findStaffCandidate, { query: { username } });
}

/** The roles page's changes: each answers the user's roles as they now stand, which replace the cached ones. */
export function useRoleChanges(userId: string) {
  const queryClient = useQueryClient();
  const settle = (answer: UserRolesResponse) => {
    queryClient.setQueryData(userRolesQuery(userId).queryKey, answer);
    void queryClient.invalidateQueries({ queryKey: [...STAFF_KEY, 'list'] });
  };
  return {
    replace: useMutation({
      mutationFn: (userRoles: UserRoleGrant[]) => apiRequest(staffRolesEndpoints.replaceUserRoles, { params: { userId }, body: { userRoles } }),
      onSuccess: settle,
    }),
    add: useMutation({
      mutationFn: (grant: UserRoleGrant) => apiRequest(staffRolesEndpoints.addUserRole, { body: { user: userId, ...grant } }),
      onSuccess: settle,
    }),
    remove: useMutation({
      mutationFn: (grants: UserRoleGrant[]) => apiRequest(staffRolesEndpoints.deleteUserRoles, { body: { userRoles: grants.map((grant) => ({ user: userId, ...grant })) } }),
      onSuccess: settle,
    }),
  };
}

/** Export Role Report: the CSV, saved by the browser. */
export async function exportRoleReport(): Promise<void> {
  saveDownloadedFile(await downloadFile(staffRolesEndpoints.exportRoleReport, {}), 'role-report.csv');
}
