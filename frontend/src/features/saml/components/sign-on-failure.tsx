import { Link } from 'react-router';
import { SCHOOL_SIGN_ON_MESSAGES } from '../../../../../shared/schemas/saml-accounts';
import { Alert } from '../../../components/alert';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';

/** The SAML error page and web.last-error: the message, or 'An unknown error occurred', with the ways on. */
export function SignOnFailure({ title, message }: { title: string; message: string | null | undefined }) {
  return (
    <>
      <DocumentTitle title={title} />
      <PageHeader title={title} />
      <Alert tone="danger">
        <p>{message?.trim() || SCHOOL_SIGN_ON_MESSAGES.unknownError}</p>
      </Alert>
      <p>
        <Link to={paths.auth.saml.getHref()}>Try School SSO again</Link> ·{' '}
        <Link to={paths.auth.login.getHref()}>Back to Login</Link>
      </p>
    </>
  );
}
