import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { withNewPassword } from '../../../shared/schemas/auth';
import type { SessionUser } from '../../../shared/schemas/user';
import { SIGN_IN_MESSAGES, SignInError } from '../lib/auth';
import { useContractText } from '../lib/language/contract-text';
import { useConfirmNewPassword } from '../lib/sign-in';
import { useFocusOnMount } from '../lib/use-focus-on-mount';
import { FormFailure } from './auth-fields';
import { Button } from './button';
import { TextField } from './text-field';

const newPasswordFormSchema = withNewPassword({});

/**
 * The sign-in step after a temporary password (a teacher their school administrator added, or
 * whose password was reset): the person chooses their own password, by the product's rule, and is
 * then signed in. Loaded only when a sign-in asks for it.
 */
export function NewPasswordSignInForm({ onSignedIn }: { onSignedIn: (user: SessionUser) => void }) {
  const { t } = useLingui();
  const shown = useContractText();
  const confirm = useConfirmNewPassword();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const failure = confirm.error
    ? confirm.error instanceof SignInError
      ? confirm.error.message
      : SIGN_IN_MESSAGES.failed
    : null;
  return (
    <form
      onSubmit={handleSubmit((values) => confirm.mutate(values.password, { onSuccess: onSignedIn }))}
      noValidate
      aria-labelledby="new-password-heading"
    >
      <h2 id="new-password-heading" tabIndex={-1} ref={headingRef}>
        <Trans>Choose a new password</Trans>
      </h2>
      <p>
        <Trans>You logged in with a temporary password. Please choose a new password of your own to continue.</Trans>
      </p>
      <FormFailure>{failure ? <p>{shown(failure)}</p> : null}</FormFailure>
      <TextField
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t`Confirm new password`}
        type="password"
        autoComplete="new-password"
        error={errors.passwordConfirmation?.message}
        {...register('passwordConfirmation')}
      />
      <Button type="submit" block loading={confirm.isPending}>
        <Trans>Save New Password</Trans>
      </Button>
    </form>
  );
}
