import type { QueryClient } from '@tanstack/react-query';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { formatLongDate } from '../../../../../shared/rules/service-detail';
import { activeSchoolTrials, parseTrialLandingServices } from '../../../../../shared/rules/trial-landing';
import type { Service } from '../../../../../shared/schemas/service';
import { Alert } from '../../../components/alert';
import { DocumentTitle } from '../../../components/document-title';
import { LinkButton } from '../../../components/link-button';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { appSignOnHref } from '../../../lib/destination-paths';
import { usePageNotice } from '../../../lib/page-notice';
import { listServices } from '../../../lib/library';
import { ensureSessionUser, useSessionUser } from '../../../lib/session';
import { listMyUserServices } from '../../../lib/user-services';
import { GettingStartedFrame } from '../components/getting-started-frame';
import styles from '../components/trial-landing.module.css';

interface TrialLandingData {
  trials: { service: Service; expiry: string }[];
}

/**
 * Accepts only the services the viewer has in an active school-context trial, read afresh (a trial
 * started a moment ago must count); with none left, the library. Not signed in: Login, then here.
 */
export const trialLandingLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs): Promise<TrialLandingData> => {
    const requested = parseTrialLandingServices(params.services ?? '');
    const user = await ensureSessionUser(queryClient);
    if (!user) throw redirect(paths.auth.login.getHref({ intended: paths.teacherTrialLanding.getHref(requested) }));
    const [userServices, services] = await Promise.all([
      queryClient.fetchQuery({ ...listMyUserServices.queryOptions(), staleTime: 0 }),
      queryClient.ensureQueryData(listServices.queryOptions()),
    ]);
    const trials = activeSchoolTrials(requested, userServices, new Date()).flatMap((userService) => {
      const service = services.find((candidate) => candidate.id === userService.serviceId);
      return service && userService.expiry ? [{ service, expiry: userService.expiry }] : [];
    });
    if (!trials.length) throw redirect(paths.library.getHref());
    return { trials };
  };

/** web.teacher-trial-landing: the apps of the new trial with their end dates, and how to get started. */
export function TrialLandingPage() {
  const { trials } = useLoaderData<TrialLandingData>();
  const user = useSessionUser();
  const notice = usePageNotice();
  const names = trials.map(({ service }) => service.name);
  return (
    <>
      <DocumentTitle title="Your free trial" />
      <PageHeader
        title={trials.length === 1 ? `Your free trial of ${names[0]} has started` : 'Your free trials have started'}
        description="Open an app to start, and read below how to get going with your class."
        actions={
          <LinkButton to={paths.library.getHref()} variant="secondary">
            Back to the App Library
          </LinkButton>
        }
      />
      {notice ? (
        <Alert tone="success">
          <p>{notice}</p>
        </Alert>
      ) : null}
      <ul className={styles.trials} aria-label="Apps in your free trial">
        {trials.map(({ service, expiry }) => (
          <li key={service.id} className={styles.trial}>
            <div>
              <h2 className={styles.name}>{service.name}</h2>
              <p className={styles.expiry}>Free trial until {formatLongDate(expiry)}</p>
            </div>
            <div className={styles.open}>
              <LinkButton
                to={appSignOnHref({ page: 'app-sign-on', serviceId: service.id }, service.config.appPath)}
                reloadDocument
              >
                Open {service.name}
              </LinkButton>
              {service.config.teacherPath ? (
                <LinkButton
                  to={appSignOnHref({ page: 'app-sign-on', serviceId: service.id }, service.config.teacherPath)}
                  variant="secondary"
                  reloadDocument
                  aria-label={`Open the teacher dashboard of ${service.name}`}
                >
                  Open the teacher dashboard
                </LinkButton>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {user ? <GettingStartedFrame identifiers={trials.map(({ service }) => service.identifier)} user={user} /> : null}
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({
  loader: trialLandingLoader(queryClient),
  Component: TrialLandingPage,
});
