import { Trans, useLingui } from '@lingui/react/macro';
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
import { useContractText } from '../../../lib/language/contract-text';
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
  const { t, i18n } = useLingui();
  const { trials } = useLoaderData<TrialLandingData>();
  const user = useSessionUser();
  const notice = usePageNotice();
  // The quote page's notice is one of the contract's messages, keyed by its English.
  const shown = useContractText();
  const name = trials[0]?.service.name ?? '';
  return (
    <>
      <DocumentTitle title={t`Your free trial`} />
      <PageHeader
        title={trials.length === 1 ? t`Your free trial of ${name} has started` : t`Your free trials have started`}
        description={t`Open an app to start, and read below how to get going with your class.`}
        actions={
          <LinkButton to={paths.library.getHref()} variant="secondary">
            <Trans>Back to the App Library</Trans>
          </LinkButton>
        }
      />
      {notice ? (
        <Alert tone="success">
          <p>{shown(notice)}</p>
        </Alert>
      ) : null}
      <ul className={styles.trials} aria-label={t`Apps in your free trial`}>
        {trials.map(({ service, expiry }) => (
          <TrialItem key={service.id} service={service} until={formatLongDate(expiry, i18n.locale)} />
        ))}
      </ul>
      {user ? <GettingStartedFrame identifiers={trials.map(({ service }) => service.identifier)} user={user} /> : null}
    </>
  );
}

/** One app of the trial: its end date, and the ways to open it. */
function TrialItem({ service, until }: { service: Service; until: string }) {
  const { t } = useLingui();
  const name = service.name;
  return (
    <li className={styles.trial}>
      <div>
        <h2 className={styles.name}>{name}</h2>
        <p className={styles.expiry}>
          <Trans>Free trial until {until}</Trans>
        </p>
      </div>
      <div className={styles.open}>
        <LinkButton
          to={appSignOnHref({ page: 'app-sign-on', serviceId: service.id }, service.config.appPath)}
          reloadDocument
        >
          <Trans>Open {name}</Trans>
        </LinkButton>
        {service.config.teacherPath ? (
          <LinkButton
            to={appSignOnHref({ page: 'app-sign-on', serviceId: service.id }, service.config.teacherPath)}
            variant="secondary"
            reloadDocument
            aria-label={t`Open the teacher dashboard of ${name}`}
          >
            <Trans>Open the teacher dashboard</Trans>
          </LinkButton>
        ) : null}
      </div>
    </li>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({
  loader: trialLandingLoader(queryClient),
  Component: TrialLandingPage,
});
