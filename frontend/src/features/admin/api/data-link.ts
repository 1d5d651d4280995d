import type { QueryClient } from '@tanstack/react-query';
import { dataLinkEndpoints } from '../../../../../shared/api/endpoints/data-link';
import type { DataLinkResponse } from '../../../../../shared/schemas/data-link';
import { defineMutation } from '../../../lib/define-mutation';
import { defineQuery } from '../../../lib/define-query';
import { downloadFile, saveDownloadedFile } from '../../../lib/download-file';
import { SCHOOLS_KEY } from './keys';

export const getSchoolDataLink = defineQuery(dataLinkEndpoints.getSchoolDataLink, {
  queryKey: [...SCHOOLS_KEY, 'data-link'],
});

/** The data linker's search: the source's schools of a postcode, narrowed by name. */
export const searchDataSourceOrgs = defineMutation(dataLinkEndpoints.searchDataSourceOrgs);

/** Link, Request access, Unlink: each answers the link as it now stands, which replaces the cached one. */
const settle = (queryClient: QueryClient, answer: DataLinkResponse, { params }: { params: { schoolId: string } }) =>
  queryClient.setQueryData(getSchoolDataLink.key({ params: { schoolId: params.schoolId } }), answer);

export const linkSchoolToSource = defineMutation(dataLinkEndpoints.linkSchoolToSource, { update: settle });
export const requestDataAccess = defineMutation(dataLinkEndpoints.requestDataAccess, { update: settle });
export const unlinkSchool = defineMutation(dataLinkEndpoints.unlinkSchool, { update: settle });
export const syncSchoolData = defineMutation(dataLinkEndpoints.syncSchoolData);

/** The last sync's report, saved by the browser. */
export async function exportSyncReport(schoolId: string): Promise<void> {
  saveDownloadedFile(
    await downloadFile(dataLinkEndpoints.exportSyncReport, { params: { schoolId } }),
    `sync-report-${schoolId}.csv`,
  );
}
