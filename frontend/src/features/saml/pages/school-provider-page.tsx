import { Trans, useLingui } from '@lingui/react/macro';
import { type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, redirect, useNavigate, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { samlProviderName } from '../../../../../shared/rules/federated-sign-in';
import type { SamlIdpSummary } from '../../../../../shared/schemas/saml';
import { Alert } from '../../../components/alert';
import { FormFailure } from '../../../components/auth-fields';
import { Button } from '../../../components/button';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { webConfig } from '../../../config/web-config';
import { getSamlIdp } from '../../../lib/saml';
import { rememberSamlLinkIntent, rememberSamlProvider, storedSamlProvider } from '../../../lib/school-sign-on';
import { useSessionUser } from '../../../lib/session';
import { useFederatedSignIn } from '../../../lib/use-federated-sign-in';

/** The mock school provider's id (functions/domain/saml/saml-claims.ts): its sign-ins start from the console's SAML tab. */
const MOCK_SCHOOL_ID = 'mock-school';

/**
 * A provider that cannot be loaded sends the person back to the provider list (the email step), as
 * the spec says; a stored SAML provider setting naming it is forgotten.
 */
export const schoolProviderLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    const samlIdpId = params['samlIdpId'] ?? '';
    try {
      await queryClient.ensureQueryData(getSamlIdp.queryOptions({ params: { samlIdpId } }));
      return null;
    } catch {
      if (storedSamlProvider() === samlIdpId) rememberSamlProvider(null);
      return redirect(paths.auth.saml.getHref());
    }
  };

/**
 * SP-initiated sign-in through a school system: the user pool's hosted endpoints send the person
 * to the system's sign-in page (Cognito's `identity_provider` is the provider's name in the pool)
 * and back to the callback, like Google and Facebook. Where the stage has no hosted domain, the
 * school system is where sign-in starts.
 */
function SchoolSystemSignIn({ samlIdp }: { samlIdp: SamlIdpSummary }) {
  const { pending, failure, start } = useFederatedSignIn();
  const name = samlIdp.name;
  if (!webConfig().oauthBaseUrl) {
    return (
      <Alert tone="info">
        <p>
          <Trans>Sign-in through {name} starts at your school system: open the portal from there to sign in.</Trans>
        </p>
      </Alert>
    );
  }
  return (
    <>
      <p>
        <Trans>Sign in with your school account at {name}; you come back here signed in.</Trans>
      </p>
      <FormFailure>{failure ? <p>{failure}</p> : null}</FormFailure>
      <Button
        variant="accent"
        loading={pending !== null}
        disabled={pending !== null}
        onClick={() => start(samlProviderName(samlIdp.id), null)}
      >
        <Trans>Login with {name}</Trans>
      </Button>
    </>
  );
}

/**
 * web.login.saml provider: the identified school system, with how to sign in through it. With
 * `?link=1` (My Account's Link, post-login's recommendation) it explains the two steps of a link
 * and remembers the signed-in username, so the registration page opens on the link step with it.
 */
export function SchoolProviderPage() {
  const { t } = useLingui();
  const { samlIdpId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const user = useSessionUser();
  const samlIdp = getSamlIdp.useData({ params: { samlIdpId } });
  const linking = search.get('link') === '1';
  const name = samlIdp.name;
  useEffect(() => {
    if (linking && user) rememberSamlLinkIntent(user.username);
  }, [linking, user]);

  const signInAnotherWay = () => {
    rememberSamlProvider(null);
    void navigate(paths.auth.login.getHref());
  };

  return (
    <>
      <DocumentTitle title={t`Login with ${name}`} />
      <PageHeader title={t`Login with ${name}`} description={t`Your school signs you in through ${name}.`} />
      {linking ? (
        <Alert tone="info" title={t`Link your account to ${name}`}>
          <ol>
            <li>
              <Trans>Sign in through {name}, as described below.</Trans>
            </li>
            <li>
              <Trans>
                Then sign in to this account once more: the two are linked, and next time signing in through your school
                is enough.
              </Trans>
            </li>
          </ol>
        </Alert>
      ) : null}
      {samlIdp.id === MOCK_SCHOOL_ID ? (
        <Alert tone="info">
          <p>
            <Trans>
              {name} is the mock school system: it has no sign-in page of its own. Staff with the SAML role start its
              sign-ins from the Admin Console&apos;s SAML tab, which posts a signed response to the portal.
            </Trans>
          </p>
        </Alert>
      ) : (
        <SchoolSystemSignIn samlIdp={samlIdp} />
      )}
      <p>
        <Link to={paths.auth.saml.getHref()}>
          <Trans>Use another school email</Trans>
        </Link>
      </p>
      <Button variant="secondary" onClick={signInAnotherWay}>
        <Trans>Use another way to sign in</Trans>
      </Button>
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({
  loader: schoolProviderLoader(queryClient),
  Component: SchoolProviderPage,
});
