import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { redirect, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Alert } from '../../../components/alert';
import { AuthCardPage } from '../../../components/auth-fields';
import { Button } from '../../../components/button';
import { LinkButton } from '../../../components/link-button';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { paths } from '../../../config/paths';
import { relayStateKind } from '../../../../../shared/rules/relay-state';
import { APP_LAUNCH_MESSAGES } from '../../../../../shared/schemas/app-launch';
import { ensureSessionUser, useSessionUser } from '../../../lib/session';
import { listServices } from '../../../lib/library';
import { useAppLaunch } from '../../../lib/use-app-launch';

/** Signed out: the Login page first, which comes back here (an app's request by its own parameters). */
export const appOpenLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const user = await ensureSessionUser(queryClient);
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
    return null;
  };

/** An app asked who is signing in: answered at once, since the app itself sent the person here. */
function AnswerAppRequest({ samlRequest }: { samlRequest: string }) {
  const appLaunch = useAppLaunch();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void appLaunch.launch('request', { signOnRequest: samlRequest });
  }, [appLaunch, samlRequest]);
  return (
    <AuthCardPage title="Signing you in to the app" description="The app asked the App Library who you are.">
      {appLaunch.failure ? (
        <>
          <Alert tone="danger" live>
            <p>{appLaunch.failure}</p>
          </Alert>
          <LinkButton to={paths.library.getHref()}>Go to the App Library</LinkButton>
        </>
      ) : (
        <LoadingIndicator label="Signing you in…" />
      )}
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
  const user = useSessionUser();
  const services = listServices.useData();
  const service = services.find((candidate) => candidate.id === serviceId);
  const appLaunch = useAppLaunch();
  if (!service) {
    return (
      <AuthCardPage title="App not found" description="This link names no app of the App Library.">
        <LinkButton to={paths.library.getHref()}>Go to the App Library</LinkButton>
      </AuthCardPage>
    );
  }
  if (relayState !== null && relayStateKind(relayState) === 'refused') {
    return (
      <AuthCardPage title={`Open ${service.name}`} description="This link cannot open the app.">
        <Alert tone="danger" live>
          <p>{APP_LAUNCH_MESSAGES.relayStateNotTheApps}</p>
        </Alert>
        <LinkButton to={paths.library.getHref(service.id)}>See {service.name} in the App Library</LinkButton>
      </AuthCardPage>
    );
  }
  return (
    <AuthCardPage
      title={`Open ${service.name}`}
      description={user ? `You are signed in as ${[user.firstName, user.lastName].filter(Boolean).join(' ')}.` : ''}
    >
      {appLaunch.failure ? (
        <Alert tone="danger" live>
          <p>{appLaunch.failure}</p>
        </Alert>
      ) : (
        <p>Continue to {service.name}? It will know you by your App Library account.</p>
      )}
      <p>
        <Button
          loading={appLaunch.launching !== null}
          onClick={() => void appLaunch.launch('confirm', { serviceId, relayState })}
        >
          {appLaunch.launching ? `Opening ${service.name}…` : `Open ${service.name}`}
        </Button>{' '}
        <LinkButton to={paths.library.getHref(appLaunch.failure ? service.id : null)} variant="secondary">
          {appLaunch.failure ? `See ${service.name} in the App Library` : 'Back to the App Library'}
        </LinkButton>
      </p>
    </AuthCardPage>
  );
}

export function AppOpenPage() {
  const [search] = useSearchParams();
  const samlRequest = search.get('SAMLRequest');
  const serviceId = search.get('service');
  if (samlRequest) return <AnswerAppRequest samlRequest={samlRequest} />;
  // An empty RelayState names no page.
  if (serviceId) return <ConfirmOpen serviceId={serviceId} relayState={search.get('RelayState') || null} />;
  return (
    <AuthCardPage title="Nothing to open" description="This address names no app.">
      <LinkButton to={paths.library.getHref()}>Go to the App Library</LinkButton>
    </AuthCardPage>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({ loader: appOpenLoader(queryClient), Component: AppOpenPage });
