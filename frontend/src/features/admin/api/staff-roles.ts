import type { QueryClient } from '@tanstack/react-query';
import { staffRolesEndpoints } from '../../../../../shared/api/endpoints/staff-roles';
import type { UserRolesResponse } from '../../../../../shared/schemas/staff-roles';
import { defineMutation } from '../../../lib/define-mutation';
import { defineQuery } from '../../../lib/define-query';
import { downloadFile, saveDownloadedFile } from '../../../lib/download-file';
import { ADMIN_KEY } from './keys';

const STAFF_KEY = [...ADMIN_KEY, 'staff'] as const;

export const listStaff = defineQuery(staffRolesEndpoints.listStaff, { queryKey: [...STAFF_KEY, 'list'] });
export const getUserRoles = defineQuery(staffRolesEndpoints.getUserRoles, { queryKey: [...STAFF_KEY, 'roles'] });

/** Add Staff: an account found by its username. */
export const findStaffCandidate = defineMutation(staffRolesEndpoints.findStaffCandidate);

/** The roles page's changes: each answers the user's roles as they now stand, which replace the cached ones. */
function settle(queryClient: QueryClient, answer: UserRolesResponse): void {
  queryClient.setQueryData(getUserRoles.key({ params: { userId: answer.user.id } }), answer);
  void queryClient.invalidateQueries({ queryKey: listStaff.key() });
}

export const replaceUserRoles = defineMutation(staffRolesEndpoints.replaceUserRoles, { update: settle });
export const addUserRole = defineMutation(staffRolesEndpoints.addUserRole, { update: settle });
export const deleteUserRoles = defineMutation(staffRolesEndpoints.deleteUserRoles, { update: settle });

/** Export Role Report: the CSV, saved by the browser. */
export async function exportRoleReport(): Promise<void> {
  saveDownloadedFile(await downloadFile(staffRolesEndpoints.exportRoleReport, {}), 'role-report.csv');
}
