import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { SCHOOL_SIGN_ON_MESSAGES } from '../../../../../shared/schemas/saml-accounts';
import { Alert } from '../../../components/alert';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { useContractText } from '../../../lib/language/contract-text';
import { useSessionUser } from '../../../lib/session';

/**
 * The SAML error page and web.last-error: the message, or 'An unknown error occurred', with the
 * ways on. A visitor is offered School SSO again and Login; a signed-in person is already in, so
 * they are offered their account (where school sign-on links are made) and the library.
 */
export function SignOnFailure({ title, message }: { title: string; message: string | null | undefined }) {
  const user = useSessionUser();
  // The message may be one of the contract's (keyed by its English) or already in the page's language.
  const shown = useContractText();
  const said = message?.trim();
  if (user)
    return (
      <>
        <DocumentTitle title={title} />
        <PageHeader title={title} />
        {said ? (
          <Alert tone="danger">
            <p>{shown(said)}</p>
          </Alert>
        ) : (
          <Alert tone="info">
            <p>{shown(SCHOOL_SIGN_ON_MESSAGES.noLastError)}</p>
          </Alert>
        )}
        <p>
          <Link to={paths.account.root.getHref()}>
            <Trans>My Account</Trans>
          </Link>{' '}
          ·{' '}
          <Link to={paths.library.getHref()}>
            <Trans>App Library</Trans>
          </Link>
        </p>
      </>
    );
  return (
    <>
      <DocumentTitle title={title} />
      <PageHeader title={title} />
      <Alert tone="danger">
        <p>{shown(said || SCHOOL_SIGN_ON_MESSAGES.unknownError)}</p>
      </Alert>
      <p>
        <Link to={paths.auth.saml.getHref()}>
          <Trans>Try School SSO again</Trans>
        </Link>{' '}
        ·{' '}
        <Link to={paths.auth.login.getHref()}>
          <Trans>Back to Login</Trans>
        </Link>
      </p>
    </>
  );
}
