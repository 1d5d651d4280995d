import { Trans, useLingui } from '@lingui/react/macro';
import type { LibraryDetailState } from '../components/open-app-button';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { redirect, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Service } from '../../../../../shared/schemas/service';
import type { SessionUser } from '../../../../../shared/schemas/user';
import type { UserService } from '../../../../../shared/schemas/user-service';
import { accountKind } from '../../../../../shared/rules/account-kind';
import { namesApp, requestedApp } from '../../../../../shared/rules/app-deep-link';
import { teacherMayTrial } from '../../../../../shared/rules/teacher-trial';
import { greetingFor } from '../../../../../shared/rules/previous-sign-in';
import { helpAudience } from '../../../../../shared/rules/user-menu';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { DocumentTitle } from '../../../components/document-title';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { LinkButton } from '../../../components/link-button';
import { PageHeader } from '../../../components/page-header';
import { webConfig } from '../../../config/web-config';
import { paths } from '../../../config/paths';
import { useActingAs } from '../../../lib/acting-as-grant';
import { useContractText } from '../../../lib/language/contract-text';
import { usePageNotice } from '../../../lib/page-notice';
import { ensureSessionUser, useSessionUser } from '../../../lib/session';
import { listMyBlockedApps, listMyUserServices } from '../../../lib/user-services';
import { listServices } from '../../../lib/library';
import { useStartTeacherTrial } from '../api/start-teacher-trial';
import { ServiceGrid } from '../components/service-grid';
import { ServiceNotFoundDialog } from '../components/service-not-found-dialog';

/**
 * The detail dialog, with its HTML sanitiser and button rules, is a lazy chunk (about 12 kB gzip):
 * the library's first paint does not wait for it, and it is fetched once the browser is idle.
 */
const loadServiceDetailDialog = () => import('../components/service-detail-dialog');
const ServiceDetailDialog = lazy(async () => ({ default: (await loadServiceDetailDialog()).ServiceDetailDialog }));

function usePrefetchWhenIdle(load: () => Promise<unknown>) {
  useEffect(() => {
    const prefetch = () => void load().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(prefetch, { timeout: 3_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(prefetch, 1_000);
    return () => window.clearTimeout(timer);
  }, [load]);
}

export const libraryLoader = (queryClient: QueryClient) => async () => {
  const user = await ensureSessionUser(queryClient);
  // A teacher must belong to a school before using the library (§2 web.services).
  if (user && accountKind(user).isTeacher && user.schoolId === null)
    throw redirect(paths.schoolIdentification.getHref());
  await Promise.all([
    queryClient.ensureQueryData(listServices.queryOptions()),
    user ? queryClient.ensureQueryData(listMyUserServices.queryOptions()) : null,
    user && accountKind(user).isChildAccount ? queryClient.ensureQueryData(listMyBlockedApps.queryOptions()) : null,
  ]);
  return null;
};

/** web.services at /library: My Apps, the App Library and the service detail (?serviceId, ?app). */
export function LibraryPage() {
  const user = useSessionUser();
  return user ? <SignedInLibrary user={user} /> : <Library viewer={null} userServices={[]} blocked={NONE_BLOCKED} />;
}

const NONE_BLOCKED: readonly string[] = [];

function SignedInLibrary({ user }: { user: SessionUser }) {
  const userServices = listMyUserServices.useData();
  // A child's apps their parent blocked show as blocked; no one else has any.
  const blocked = listMyBlockedApps.useRead(undefined, { enabled: accountKind(user).isChildAccount }).data;
  return <Library viewer={user} userServices={userServices} blocked={blocked ?? NONE_BLOCKED} />;
}

interface Selection {
  /** What the URL asks for: `?serviceId=` or `?app=`, an id or an identifier (`requestedApp`). */
  requested: string;
  /** The service it names; undefined when no service has that id or identifier. */
  service: Service | undefined;
}

function selectedService(services: readonly Service[], search: URLSearchParams): Selection | null {
  const requested = requestedApp(search);
  return requested ? { requested, service: services.find((service) => namesApp(service, requested)) } : null;
}

function Library({
  viewer,
  userServices,
  blocked,
}: {
  viewer: SessionUser | null;
  userServices: readonly UserService[];
  blocked: readonly string[];
}) {
  const { t } = useLingui();
  const shown = useContractText();
  const services = listServices.useData();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const notice = usePageNotice();
  const actingAs = useActingAs();
  // One clock per render of the page, so every tile and the detail agree.
  const now = useMemo(() => new Date(), []);
  const selected = selectedService(services, search);
  const detailService = selected?.service;
  usePrefetchWhenIdle(loadServiceDetailDialog);
  const trial = useStartTeacherTrial();
  const detailState = location.state as Partial<LibraryDetailState> | null;
  // Start Free Trial of All Apps: for a teacher with at least one app they may still trial (§4).
  const offersTrialOfAll =
    viewer !== null &&
    accountKind(viewer).isTeacher &&
    services.some((service) =>
      teacherMayTrial(
        service,
        userServices.find((userService) => userService.serviceId === service.id),
      ),
    );

  const myApps = viewer
    ? services.filter((service) => userServices.some((userService) => userService.serviceId === service.id))
    : [];

  function closeDetail() {
    if ((location.state as { openedFromLibrary?: boolean } | null)?.openedFromLibrary) {
      void navigate(-1);
      return;
    }
    const params = new URLSearchParams(search);
    params.delete('serviceId');
    params.delete('app');
    const rest = params.toString();
    void navigate({ search: rest ? `?${rest}` : '' }, { replace: true });
  }

  return (
    <>
      {/* An app's deep link is the app's own page, for a tab as for a search engine (prerendered pages). */}
      <DocumentTitle title={detailService ? detailService.name : t`App Library`} />
      <PageHeader
        title={viewer ? greetingFor(viewer, actingAs !== null) : t`Learning apps for school and home`}
        description={
          viewer
            ? t`Open your apps, or discover new ones in the App Library.`
            : t`Choose an app to see what it offers and how to get started.`
        }
        actions={
          // The library's own Help: the guide for this kind of user (home, parent or school), as the menu's.
          <LinkButton to={webConfig().helpUrls[viewer ? helpAudience(viewer) : 'home']} variant="ghost" external>
            <Trans>Help</Trans>
          </LinkButton>
        }
      />
      {notice ? (
        <Alert tone="success">
          <p>{shown(notice)}</p>
        </Alert>
      ) : null}
      {trial.failure && !detailService ? (
        <Alert tone="danger" live>
          <p>{trial.failure}</p>
        </Alert>
      ) : null}
      {offersTrialOfAll ? (
        <p>
          <Button loading={trial.starting === 'all'} disabled={trial.pending} onClick={() => trial.start('all')}>
            {trial.starting === 'all' ? t`Starting your free trials…` : t`Start Free Trial of All Apps`}
          </Button>
        </p>
      ) : null}
      {viewer ? (
        <ServiceGrid
          title={t`My Apps`}
          services={myApps}
          viewer={viewer}
          userServices={userServices}
          blocked={blocked}
          now={now}
          search={search}
          withOpen
          empty={
            <p>
              <Trans>You have no apps yet. Choose one from the App Library below to see how to get started.</Trans>
            </p>
          }
        />
      ) : null}
      <ServiceGrid
        title={t`App Library`}
        services={services}
        viewer={viewer}
        userServices={userServices}
        blocked={blocked}
        now={now}
        search={search}
        empty={
          <p>
            <Trans>No apps are available yet.</Trans>
          </p>
        }
      />
      {detailService ? (
        <Suspense fallback={<LoadingIndicator label={t`Loading the app's details…`} />}>
          <ServiceDetailDialog
            key={detailService.id}
            service={detailService}
            viewer={viewer}
            userService={userServices.find((userService) => userService.serviceId === detailService.id)}
            now={now}
            trial={trial}
            startChoosingApp={detailState?.choosingApp === true}
            launchFailure={detailState?.launchFailure ?? null}
            blocked={blocked.includes(detailService.id)}
            onClose={closeDetail}
          />
        </Suspense>
      ) : selected ? (
        <ServiceNotFoundDialog key={selected.requested} onClose={closeDetail} />
      ) : null}
    </>
  );
}
