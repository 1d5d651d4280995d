import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { redirect } from 'react-router';
import { WEBINAR_MESSAGES, webinarLookupSchema } from '../../../../../shared/schemas/students';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { DocumentTitle } from '../../../components/document-title';
import { LinkButton } from '../../../components/link-button';
import { PageHeader } from '../../../components/page-header';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { useContractText } from '../../../lib/language/contract-text';
import { ensureSessionUser } from '../../../lib/session';
import { webinarLookup } from '../api/students';

/** Only for signed-out visitors (visitor-and-account §2 Webinar): a signed-in user goes to the library. */
export const webinarLoader = (queryClient: QueryClient) => async () => {
  if (await ensureSessionUser(queryClient)) throw redirect(paths.library.getHref());
  return null;
};

type Field = 'classCode' | 'schoolKey';

/** web.webinar: 'Webinar Code:' and 'Your Email:' (trimmed), Search; the attendee's sign-in or 'No users found'. */
export function WebinarPage() {
  const { t } = useLingui();
  const shown = useContractText();
  const [values, setValues] = useState({ classCode: '', schoolKey: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const lookup = webinarLookup.useMutation();

  function submit(event: FormEvent) {
    event.preventDefault();
    lookup.reset();
    const parsed = webinarLookupSchema.safeParse({
      classCode: values.classCode.trim(),
      schoolKey: values.schoolKey.trim(),
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    lookup.mutate(
      { body: parsed.data },
      { onError: (error) => isApiRequestError(error) && setErrors(error.fieldErrors) },
    );
  }

  const user = lookup.data?.user;
  const failure =
    lookup.error && !(isApiRequestError(lookup.error) && Object.keys(lookup.error.fieldErrors).length)
      ? isApiRequestError(lookup.error) && lookup.error.status === 404
        ? WEBINAR_MESSAGES.noUsers
        : lookup.error.message
      : null;

  return (
    <>
      <DocumentTitle title={t`Webinar`} />
      <PageHeader
        title={t`Webinar`}
        description={t`Find the account you use in the webinar with the webinar code and your email address.`}
      />
      <form onSubmit={submit} noValidate aria-label={t`Webinar lookup`} style={{ maxWidth: '28rem' }}>
        <TextField
          label={t`Webinar Code:`}
          autoComplete="off"
          value={values.classCode}
          onChange={(event) => setValues({ ...values, classCode: event.target.value })}
          error={errors.classCode}
        />
        <TextField
          label={t`Your Email:`}
          type="email"
          autoComplete="email"
          value={values.schoolKey}
          onChange={(event) => setValues({ ...values, schoolKey: event.target.value })}
          error={errors.schoolKey}
        />
        <Button type="submit" loading={lookup.isPending}>
          <Trans>Search</Trans>
        </Button>
      </form>
      <div aria-live="polite" style={{ marginBlockStart: 'var(--space-5)' }}>
        {failure ? (
          <Alert tone={failure === WEBINAR_MESSAGES.noUsers ? 'warning' : 'danger'}>
            <p>{shown(failure)}</p>
          </Alert>
        ) : null}
        {user ? (
          <section aria-labelledby="webinar-result">
            <h2 id="webinar-result">
              {user.firstName} {user.lastName}
            </h2>
            <dl>
              <dt>
                <Trans>Username</Trans>
              </dt>
              <dd dir="ltr">{user.username}</dd>
              <dt>
                <Trans>Password</Trans>
              </dt>
              <dd dir="ltr">{user.password}</dd>
            </dl>
            <LinkButton to={paths.auth.login.getHref({ username: user.username })}>
              <Trans>Login</Trans>
            </LinkButton>
          </section>
        ) : null}
      </div>
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({ loader: webinarLoader(queryClient), Component: WebinarPage });
