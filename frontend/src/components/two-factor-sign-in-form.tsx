import { useLingui } from '@lingui/react/macro';
import type { SessionUser } from '../../../shared/schemas/user';
import { Button } from './button';
import { OneTimeCodeForm } from './one-time-code-form';
import { SIGN_IN_MESSAGES, SignInError } from '../lib/auth';
import { useConfirmSignInCode } from '../lib/sign-in';

interface TwoFactorSignInFormProps {
  onSignedIn: (user: SessionUser) => void;
  onBack: () => void;
  backLabel?: string;
}

/**
 * web.login.two-factor: the one-time code of a sign-in whose password was right. A refused code
 * says 'Two-Factor Authentication failed.' with the reason, and the code can be entered again.
 */
export function TwoFactorSignInForm({ onSignedIn, onBack, backLabel }: TwoFactorSignInFormProps) {
  const { t } = useLingui();
  const confirm = useConfirmSignInCode();
  const failure = confirm.error
    ? confirm.error instanceof SignInError
      ? confirm.error.message
      : SIGN_IN_MESSAGES.failed
    : undefined;
  return (
    <OneTimeCodeForm
      label={t`Two-Factor Authentication`}
      submitLabel={t`Verify`}
      pending={confirm.isPending}
      failure={{ form: failure }}
      onSubmit={(code) => confirm.mutate(code, { onSuccess: onSignedIn })}
      secondary={
        <Button variant="secondary" onClick={onBack} disabled={confirm.isPending}>
          {backLabel ?? t`Back to login`}
        </Button>
      }
    />
  );
}
