import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { childrenEndpoints } from '../../../../../shared/api/endpoints/children';
import type { HomeMigrationRequest } from '../../../../../shared/schemas/children';
import { apiRequest } from '../../../lib/api-client';
import { listChildren } from '../../../lib/children';

/** After any change the children are read afresh (the table, and the pickers of other flows). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: listChildren.queryOptions().queryKey });
}

export function useCreateChild() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (firstName: string) => apiRequest(childrenEndpoints.createChild, { body: { firstName } }), onSuccess: refresh });
}

export function useSetChildPassword() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ childId, password }: { childId: string; password: string }) => apiRequest(childrenEndpoints.setChildPassword, { params: { childId }, body: { password } }),
    onSuccess: refresh,
  });
}

export function useRegenerateChildUsername() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (childId: string) => apiRequest(childrenEndpoints.regenerateChildUsername, { params: { childId } }), onSuccess: refresh });
}

export function useDeleteChildren() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (childIds: string[]) => apiRequest(childrenEndpoints.deleteChildren, { body: { childIds } }), onSettled: refresh });
}

export function useMigrateToFamily() {
  return useMutation({ mutationFn: (body: HomeMigrationRequest) => apiRequest(childrenEndpoints.migrateToFamily, { body }) });
}

/** A child's audit trail, newest first, a page at a time. */
export function childAuditQuery(childId: string, cursor: string | null) {
  return queryOptions({
    queryKey: ['me', 'children', childId, 'audit', cursor ?? ''],
    queryFn: ({ signal }) => apiRequest(childrenEndpoints.listChildAudit, { params: { childId }, query: cursor ? { cursor } : {}, signal }),
  });
}

export { useStartActingAsChild } from '../../../lib/child-acting';
