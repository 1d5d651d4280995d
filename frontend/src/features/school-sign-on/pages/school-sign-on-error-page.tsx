import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';

export const UNKNOWN_ERROR = 'An unknown error occurred';

/** The SAML error page: the message it was sent with, or 'An unknown error occurred'. */
export function SchoolSignOnErrorPage() {
  const [query] = useSearchParams();
  const message = query.get('message')?.trim() || UNKNOWN_ERROR;
  return (
    <>
      <DocumentTitle title="School sign-on failed" />
      <PageHeader title="School sign-on failed" />
      <Alert tone="danger">
        <p>{message}</p>
      </Alert>
      <p>
        <Link to={paths.auth.saml.getHref()}>Try School SSO again</Link> · <Link to={paths.auth.login.getHref()}>Back to Login</Link>
      </p>
    </>
  );
}
