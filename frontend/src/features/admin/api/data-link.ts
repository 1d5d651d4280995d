import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataLinkEndpoints } from '../../../../../shared/api/endpoints/data-link';
import type { DataLinkContactInput, DataLinkResponse } from '../../../../../shared/schemas/data-link';
import { apiRequest } from '../../../lib/api-client';
import { downloadFile, saveDownloadedFile } from '../../../lib/download-file';

export const dataLinkQuery = (schoolId: string) =>
  queryOptions({
    queryKey: ['me', 'admin', 'schools', 'data-link', schoolId],
    queryFn: ({ signal }) => apiRequest(dataLinkEndpoints.getSchoolDataLink, { params: { schoolId }, signal }),
    retry: false,
  });

export function searchSourceOrgs(schoolId: string, dataSourceId: string, query: { postcode: string; name?: string }) {
  return apiRequest(dataLinkEndpoints.searchDataSourceOrgs, { params: { schoolId, dataSourceId }, query });
}

/** Link, Request access, Unlink: each answers the link as it now stands, which replaces the cached one. */
export function useDataLinkChanges(schoolId: string) {
  const queryClient = useQueryClient();
  const settle = (answer: DataLinkResponse) => queryClient.setQueryData(dataLinkQuery(schoolId).queryKey, answer);
  const params = { schoolId };
  return {
    link: useMutation({ mutationFn: (body: { dataSource: string; dataId: string }) => apiRequest(dataLinkEndpoints.linkSchoolToSource, { params, body }), onSuccess: settle }),
    requestAccess: useMutation({ mutationFn: (contact: DataLinkContactInput) => apiRequest(dataLinkEndpoints.requestDataAccess, { params, body: { contact } }), onSuccess: settle }),
    unlink: useMutation({ mutationFn: () => apiRequest(dataLinkEndpoints.unlinkSchool, { params }), onSuccess: settle }),
    sync: useMutation({ mutationFn: () => apiRequest(dataLinkEndpoints.syncSchoolData, { params }) }),
  };
}

/** The last sync's report, saved by the browser. */
export async function exportSyncReport(schoolId: string): Promise<void> {
  saveDownloadedFile(await downloadFile(dataLinkEndpoints.exportSyncReport, { params: { schoolId } }), `sync-report-${schoolId}.csv`);
}
