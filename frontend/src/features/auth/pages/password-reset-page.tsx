import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import type * as z from 'zod/mini';
import { translated } from '../../../../../shared/i18n/text';
import { PASSWORD_RESET_UNKNOWN_ERROR, passwordResetSchema } from '../../../../../shared/schemas/password';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { LinkButton } from '../../../components/link-button';
import { ReadOnlyField } from '../../../components/read-only-field';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { useResetPassword } from '../api/password';
import { AuthCardPage, FormFailure, NewPasswordFields } from '../../../components/auth-fields';

type FormInput = z.input<typeof passwordResetSchema>;
type FormOutput = z.output<typeof passwordResetSchema>;

/** Every message the API gave, field errors included, for the list the spec asks for. */
function errorList(error: unknown): string[] {
  if (isApiRequestError(error) && error.status < 500) return error.errors.map((entry) => entry.detail);
  return error ? [translated(PASSWORD_RESET_UNKNOWN_ERROR)] : [];
}

/** web.password-reset: read-only email (the username), new password and confirm; success offers Login. */
export function PasswordResetPage() {
  const { t } = useLingui();
  const { username = '', token = '' } = useParams();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { username, token, password: '', passwordConfirmation: '' },
  });

  const onSubmit = handleSubmit((values) => reset.mutate(values));
  const serverErrors = errorList(reset.error);

  return (
    <AuthCardPage title={t`Reset Password`} description={t`Choose a new password for your account.`}>
      {reset.data ? (
        <Alert tone="success" live>
          <p>{reset.data.message}</p>
          <LinkButton to={paths.auth.login.getHref()}>
            <Trans>Login</Trans>
          </LinkButton>
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t`Reset password`}>
          <FormFailure>
            {serverErrors.length ? (
              <ul>
                {serverErrors.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            ) : null}
          </FormFailure>
          <ReadOnlyField
            label={t`Email`}
            value={username}
            autoComplete="username"
            error={errors.username?.message ?? errors.token?.message}
          />
          <NewPasswordFields
            labels={{ password: t`New password`, confirmation: t`Confirm new password` }}
            password={register('password')}
            confirmation={register('passwordConfirmation')}
            errors={{ password: errors.password?.message, confirmation: errors.passwordConfirmation?.message }}
          />
          <Button type="submit" block loading={reset.isPending}>
            <Trans>Reset Password</Trans>
          </Button>
        </form>
      )}
    </AuthCardPage>
  );
}
