import { Trans, useLingui } from '@lingui/react/macro';
import { translated } from '../../../../../shared/i18n/text';
import { REGISTRATION_FORM_ERROR } from '../../../../../shared/schemas/auth';
import { Alert } from '../../../components/alert';
import { LinkButton } from '../../../components/link-button';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { AutoSignInError } from '../api/auth';

/** What the alert says about a failed registration; a 422's field errors show on the fields instead. */
function failureMessage(error: unknown, otherwise: string): string | null {
  if (!error) return null;
  if (isApiRequestError(error)) {
    const general = error.generalMessages;
    // A refusal about a field (422, or 409 'already exists' on the email) shows under that field only.
    if (error.status === 422 || (error.status === 409 && 'email' in error.fieldErrors))
      return general.length ? general.join(' ') : null;
    return error.message;
  }
  return error instanceof AutoSignInError ? error.message : otherwise;
}

/**
 * The top of a registration form's details step (password or social): the form's own message once
 * a submit found invalid fields, the server's answer (with Login when only the sign-in failed), and
 * the chosen account type.
 */
export function RegistrationAlerts({
  invalid,
  error,
  typeLabel,
}: {
  invalid: boolean;
  error: unknown;
  typeLabel: string;
}) {
  const { t } = useLingui();
  const message = failureMessage(error, t`Registration failed. Please try again.`);
  return (
    <>
      {invalid ? (
        <Alert tone="danger" live>
          <p>{translated(REGISTRATION_FORM_ERROR)}</p>
        </Alert>
      ) : null}
      {message ? (
        <Alert tone="danger" live>
          <p>{message}</p>
          {error instanceof AutoSignInError ? (
            <LinkButton to={paths.auth.login.getHref()} size="small">
              <Trans>Login</Trans>
            </LinkButton>
          ) : null}
        </Alert>
      ) : null}
      <p>
        <Trans>
          Account type: <strong>{typeLabel}</strong>
        </Trans>
      </p>
    </>
  );
}
