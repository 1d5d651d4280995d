import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { SCHOOL_SIGN_ON_EMAIL_INVALID, schoolSignOnDomain } from '../../../../../shared/schemas/saml';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { rememberSamlProvider } from '../../../lib/school-sign-on';
import { findSamlIdpByDomain } from '../api/saml';

/** web.login.saml index: the school sign-on email identifies the school system's provider. */
export function SchoolSignOnPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const find = findSamlIdpByDomain.useMutation();
  const failure = find.error
    ? isApiRequestError(find.error) && find.error.status < 500
      ? find.error.message
      : t`Your school could not be looked up just now. Please try again in a moment.`
    : null;
  const pending = find.isPending;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    find.reset();
    const domain = schoolSignOnDomain(email);
    setFieldError(domain ? undefined : SCHOOL_SIGN_ON_EMAIL_INVALID);
    if (!domain) return;
    find.mutate(
      { params: { domain } },
      {
        onSuccess: ({ samlIdp }) => {
          // Redirect rules: from now on Login sends this browser to the provider's page.
          rememberSamlProvider(samlIdp.id);
          void navigate(paths.auth.samlProvider.getHref(samlIdp.id));
        },
      },
    );
  }

  return (
    <>
      <DocumentTitle title={t`School sign-on`} />
      <PageHeader
        title={t`Login with School SSO`}
        description={t`Enter your school email address to find your school's sign-on.`}
      />
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t`School sign-on`}>
        {failure ? (
          <Alert tone="danger" live>
            <p>{failure}</p>
          </Alert>
        ) : null}
        <TextField
          label={t`School email address`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError}
        />
        <Button type="submit" loading={pending}>
          <Trans>Continue</Trans>
        </Button>
      </form>
      <p>
        <Link to={paths.auth.login.getHref()}>
          <Trans>Back to Login</Trans>
        </Link>
      </p>
    </>
  );
}
