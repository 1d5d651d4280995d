import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { translated } from '../../../../../shared/i18n/text';
import { PASSWORD_HINT, passwordProblems } from '../../../../../shared/rules/password-policy';
import { PASSWORDS_DO_NOT_MATCH } from '../../../../../shared/schemas/auth';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { isApiRequestError } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useChangePassword, type PasswordChange } from '../api/me';

const FIELDS = ['currentPassword', 'password', 'passwordConfirmation'] as const;

/** My Account's change password: current, new and confirm, with the product's password rule. */
export function PasswordForm() {
  const { t } = useLingui();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PasswordChange>({ defaultValues: { currentPassword: '', password: '', passwordConfirmation: '' } });

  const onSubmit = handleSubmit((values) => {
    change.mutate(values, {
      onSuccess: () => reset(),
      onError: (error) => showServerFieldErrors(error, FIELDS, setError),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Change password`}>
      {change.isSuccess ? (
        <Alert tone="success" live>
          <p>
            <Trans>Your password was changed.</Trans>
          </p>
        </Alert>
      ) : null}
      {change.error && !(isApiRequestError(change.error) && change.error.status === 422) ? (
        <Alert tone="danger" live>
          <p>{change.error.message}</p>
        </Alert>
      ) : null}
      <TextField
        label={t`Current password`}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword', { required: t`Please enter your current password.` })}
      />
      <TextField
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        hint={translated(PASSWORD_HINT)}
        error={errors.password?.message}
        {...register('password', { validate: (value) => passwordProblems(value)[0]?.message ?? true })}
      />
      <TextField
        label={t`Confirm password`}
        type="password"
        autoComplete="new-password"
        error={errors.passwordConfirmation?.message}
        {...register('passwordConfirmation', {
          validate: (value, form) => value === form.password || translated(PASSWORDS_DO_NOT_MATCH),
        })}
      />
      <Button type="submit" loading={change.isPending}>
        <Trans>Change Password</Trans>
      </Button>
    </form>
  );
}
