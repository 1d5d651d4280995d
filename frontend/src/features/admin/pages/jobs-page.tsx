import { useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { JobsOverview } from '../../../components/job-list';
import { PageHeader } from '../../../components/page-header';
import { listJobs } from '../../../lib/job-list';
import { useSessionUser } from '../../../lib/session';
import { consoleGuard } from '../guards';

/**
 * The console's Jobs tab (ARCHITECTURE 'Jobs and progress'): the staff member's own jobs (exports, voucher batches, merges,
 * syncs, deletions), and the scheduled jobs' runs with users.manage.delete.inactive-students.
 */
export function AdminJobsPage() {
  const { t } = useLingui();
  const user = useSessionUser();
  return (
    <>
      <DocumentTitle title={t`Jobs | Admin Console`} />
      <PageHeader
        title={t`Jobs`}
        description={t`Your exports, voucher batches, merges, syncs and deletions carry on when you leave their tab. Find them here again: their progress, what they did, Resume for one that stopped, and the file of a finished export.`}
      />
      <JobsOverview user={user} />
    </>
  );
}

/** Any staff member (the console's guard), the first page of their jobs read first. */
export const route = (queryClient: QueryClient) => ({
  loader: async (args: LoaderFunctionArgs) => {
    await consoleGuard(queryClient)(args);
    await queryClient.ensureQueryData(listJobs.queryOptions());
    return null;
  },
  Component: AdminJobsPage,
});
