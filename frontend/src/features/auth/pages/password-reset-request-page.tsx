import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type * as z from 'zod/mini';
import {
  CHILD_RESET_NOTE,
  PASSWORD_RESET_UNKNOWN_ERROR,
  STUDENT_RESET_NOTE,
  passwordResetRequestFormSchema,
} from '../../../../../shared/schemas/password';
import { translated } from '../../../../../shared/i18n/text';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { useRequestPasswordReset } from '../api/password';
import styles from '../../../components/auth-card.module.css';
import { AuthCardPage, FormFailure, UsernameField } from '../../../components/auth-fields';

type FormInput = z.input<typeof passwordResetRequestFormSchema>;
type FormOutput = z.output<typeof passwordResetRequestFormSchema>;

/** web.login.password-reset-request: the username; students ask the teacher, child accounts the parent. */
export function PasswordResetRequestPage() {
  const { t } = useLingui();
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(passwordResetRequestFormSchema),
    defaultValues: { username: '' },
  });

  const onSubmit = handleSubmit((values) => request.mutate(values.username));
  const failure = request.error
    ? isApiRequestError(request.error) && request.error.status < 500
      ? request.error.message
      : translated(PASSWORD_RESET_UNKNOWN_ERROR)
    : null;

  return (
    <AuthCardPage
      title={t`Forgot Password`}
      description={t`Enter your username and we will mail you a link to choose a new password.`}
    >
      {request.data ? (
        <Alert tone="success" live>
          <p>{request.data.message}</p>
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t`Password reset request`}>
          <FormFailure>{failure ? <p>{failure}</p> : null}</FormFailure>
          <UsernameField error={errors.username?.message} field={register('username')} />
          <Button type="submit" block loading={request.isPending}>
            <Trans>Send Reset Link</Trans>
          </Button>
        </form>
      )}
      <Alert tone="info">
        <p>{translated(STUDENT_RESET_NOTE)}</p>
        <p>{translated(CHILD_RESET_NOTE)}</p>
      </Alert>
      <div className={styles.links}>
        <Link to={paths.auth.login.getHref()}>
          <Trans>Back to Login</Trans>
        </Link>
      </div>
    </AuthCardPage>
  );
}
