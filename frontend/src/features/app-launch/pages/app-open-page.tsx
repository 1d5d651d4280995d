import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { redirect, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Alert } from '../../../components/alert';
import { AuthCardPage } from '../../../components/auth-fields';
import { Button } from '../../../components/button';
import { LinkButton } from '../../../components/link-button';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { paths } from '../../../config/paths';
import { APP_INTEGRATION_PATHS } from '../../../../../shared/api/app-integration-paths';
import { relayStateKind } from '../../../../../shared/rules/relay-state';
import { APP_LAUNCH_MESSAGES } from '../../../../../shared/schemas/app-launch';
import { useContractText } from '../../../lib/language/contract-text';
import { ensureSessionUser, useSessionUser } from '../../../lib/session';
import { listServices } from '../../../lib/library';
import { useAppLaunch } from '../../../lib/use-app-launch';

/** Whether nobody is signed in, and an LTI tool asked who is (its request is answered without a sign-in). */
interface OpenPageData {
  signedOut: boolean;
}

/** Signed out: the Login page first, which comes back here (an app's request by its own parameters). */
export const appOpenLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs): Promise<OpenPageData> => {
    const url = new URL(request.url);
    const user = await ensureSessionUser(queryClient);
    // An LTI tool's request asks for no sign-in page (prompt=none): the tool is told nobody is
    // signed in (login_required, OIDC Core §3.1.2.6) by the page below.
    if (!user && url.searchParams.get('ltiRequest')) return { signedOut: true };
    if (!user) {
      const samlRequest = url.searchParams.get('SAMLRequest');
      throw redirect(
        samlRequest
          ? paths.auth.login.getHref({ SAMLRequest: samlRequest })
          : paths.auth.login.getHref({
              intended: `${url.pathname}${url.search}`,
              service: url.searchParams.get('service'),
            }),
      );
    }
    await queryClient.ensureQueryData(listServices.queryOptions());
    return { signedOut: false };
  };

/**
 * An app asked who is signing in (a SAML request, or an LTI tool's authentication request, which
 * the API matches to the signed-in person): answered at once, since the app itself sent the
 * person here.
 */
function AnswerAppRequest({ request }: { request: { signOnRequest: string } | { ltiRequest: string } }) {
  const { t } = useLingui();
  const shown = useContractText();
  const appLaunch = useAppLaunch();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void appLaunch.launch('request', request);
  }, [appLaunch, request]);
  return (
    <AuthCardPage title={t`Signing you in to the app`} description={t`The app asked the App Library who you are.`}>
      {appLaunch.failure ? (
        <>
          <Alert tone="danger" live>
            <p>{shown(appLaunch.failure)}</p>
          </Alert>
          <LinkButton to={paths.library.getHref()}>
            <Trans>Go to the App Library</Trans>
          </LinkButton>
        </>
      ) : (
        <LoadingIndicator label={t`Signing you in…`} />
      )}
    </AuthCardPage>
  );
}

/**
 * An LTI tool's request while nobody is signed in: posted back to the API's launch page, which
 * answers the tool at its checked redirect URI with login_required (docs/using/lti.md).
 */
function AnswerToolSignedOut({ ltiRequest }: { ltiRequest: string }) {
  const { t } = useLingui();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void import('../../../lib/app-launch').then(({ postTicket }) =>
      postTicket(APP_INTEGRATION_PATHS.ltiLaunch, ltiRequest),
    );
  }, [ltiRequest]);
  return (
    <AuthCardPage title={t`Signing you in to the app`} description={t`The app asked the App Library who you are.`}>
      <LoadingIndicator label={t`Nobody is signed in here: telling the app…`} />
    </AuthCardPage>
  );
}

/**
 * A link to open an app (IdP-initiated): the person confirms, so a link from another site opens
 * nothing by itself. The page of the app it names (RelayState) is only ever handed to the app, and
 * only when it is a path or an address the portal would set (the API also checks it is on the app's
 * registered site); anything else is said at once, with no Open button.
 */
function ConfirmOpen({ serviceId, relayState }: { serviceId: string; relayState: string | null }) {
  const { t } = useLingui();
  const shown = useContractText();
  const user = useSessionUser();
  const services = listServices.useData();
  const service = services.find((candidate) => candidate.id === serviceId);
  const appLaunch = useAppLaunch();
  if (!service) {
    return (
      <AuthCardPage title={t`App not found`} description={t`This link names no app of the App Library.`}>
        <LinkButton to={paths.library.getHref()}>
          <Trans>Go to the App Library</Trans>
        </LinkButton>
      </AuthCardPage>
    );
  }
  const app = service.name;
  if (relayState !== null && relayStateKind(relayState) === 'refused') {
    return (
      <AuthCardPage title={t`Open ${app}`} description={t`This link cannot open the app.`}>
        <Alert tone="danger" live>
          <p>{shown(APP_LAUNCH_MESSAGES.relayStateNotTheApps)}</p>
        </Alert>
        <LinkButton to={paths.library.getHref(service.id)}>
          <Trans>See {app} in the App Library</Trans>
        </LinkButton>
      </AuthCardPage>
    );
  }
  const name = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '';
  return (
    <AuthCardPage title={t`Open ${app}`} description={user ? t`You are signed in as ${name}.` : ''}>
      {appLaunch.failure ? (
        <Alert tone="danger" live>
          <p>{shown(appLaunch.failure)}</p>
        </Alert>
      ) : (
        <p>
          <Trans>Continue to {app}? It will know you by your App Library account.</Trans>
        </p>
      )}
      <p>
        <Button
          loading={appLaunch.launching !== null}
          onClick={() => void appLaunch.launch('confirm', { serviceId, relayState })}
        >
          {appLaunch.launching ? t`Opening ${app}…` : t`Open ${app}`}
        </Button>{' '}
        <LinkButton to={paths.library.getHref(appLaunch.failure ? service.id : null)} variant="secondary">
          {appLaunch.failure ? t`See ${app} in the App Library` : t`Back to the App Library`}
        </LinkButton>
      </p>
    </AuthCardPage>
  );
}

export function AppOpenPage() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const samlRequest = search.get('SAMLRequest');
  const ltiRequest = search.get('ltiRequest');
  const serviceId = search.get('service');
  const { signedOut } = useLoaderData<OpenPageData>();
  if (ltiRequest && signedOut) return <AnswerToolSignedOut ltiRequest={ltiRequest} />;
  if (samlRequest) return <AnswerAppRequest request={{ signOnRequest: samlRequest }} />;
  if (ltiRequest) return <AnswerAppRequest request={{ ltiRequest }} />;
  // An empty RelayState names no page.
  if (serviceId) return <ConfirmOpen serviceId={serviceId} relayState={search.get('RelayState') || null} />;
  return (
    <AuthCardPage title={t`Nothing to open`} description={t`This address names no app.`}>
      <LinkButton to={paths.library.getHref()}>
        <Trans>Go to the App Library</Trans>
      </LinkButton>
    </AuthCardPage>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({ loader: appOpenLoader(queryClient), Component: AppOpenPage });
