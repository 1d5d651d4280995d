import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { JobsOverview } from '../../../components/job-list';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { listJobs } from '../../../lib/job-list';
import { ensureSessionUser, useSessionUser } from '../../../lib/session';

/** Signed in (else login, coming back here afterwards); the first page of the list read before the page shows. */
export const jobsLoader = (queryClient: QueryClient) => async () => {
  const user = await ensureSessionUser(queryClient);
  if (!user) throw redirect(paths.auth.login.getHref({ intended: paths.jobs.getHref() }));
  await queryClient.ensureQueryData(listJobs.queryOptions());
  return null;
};

export const JOBS_PAGE_DESCRIPTION = msg`Work that takes a while (imports, exports, voucher batches, data syncs, merges) carries on when you leave its page. Find it here again: its progress, what it did, Resume for one that stopped, and the file of a finished export.`;

/** Jobs (ARCHITECTURE 'Jobs and progress'): the user's own jobs, and the scheduled jobs' runs for staff who may see them. */
export function JobsPage() {
  const { i18n, t } = useLingui();
  const user = useSessionUser();
  return (
    <>
      <DocumentTitle title={t`Jobs`} />
      <PageHeader title={t`Jobs`} description={i18n._(JOBS_PAGE_DESCRIPTION)} />
      <JobsOverview user={user} />
    </>
  );
}

export const route = (queryClient: QueryClient) => ({ loader: jobsLoader(queryClient), Component: JobsPage });
