import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { Link, redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { Alert } from '../../../components/alert';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { samlIdpQuery } from '../../../lib/saml-idps';

/** The mock school provider's id (functions/domain/saml/saml-claims.ts): its sign-ins start from the console's SAML tab. */
const MOCK_SCHOOL_ID = 'mock-school';

/** A provider that cannot be loaded sends the person back to the provider list (the email step), as the spec says. */
export const schoolProviderLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    try {
      await queryClient.ensureQueryData(samlIdpQuery(params['samlIdpId'] ?? ''));
      return null;
    } catch {
      return redirect(paths.auth.saml.getHref());
    }
  };

/** web.login.saml provider: the identified school system, with how to sign in through it. */
export function SchoolProviderPage() {
  const { samlIdpId = '' } = useParams();
  const { data: samlIdp } = useSuspenseQuery(samlIdpQuery(samlIdpId));
  return (
    <>
      <DocumentTitle title={`Login with ${samlIdp.name}`} />
      <PageHeader title={`Login with ${samlIdp.name}`} description={`Your school signs you in through ${samlIdp.name}.`} />
      {samlIdp.id === MOCK_SCHOOL_ID ? (
        <Alert tone="info">
          <p>
            {samlIdp.name} is the mock school system: it has no sign-in page of its own. Staff with the SAML role start its sign-ins from the Admin
            Console&apos;s SAML tab, which posts a signed response to the portal.
          </p>
        </Alert>
      ) : (
        <Alert tone="info">
          <p>Sign-in through {samlIdp.name} starts at your school system: open the portal from there to sign in.</p>
        </Alert>
      )}
      <p>
        <Link to={paths.auth.saml.getHref()}>Use another school email</Link> · <Link to={paths.auth.login.getHref()}>Back to Login</Link>
      </p>
    </>
  );
}
