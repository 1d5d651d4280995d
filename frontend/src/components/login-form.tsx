import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import * as z from 'zod/mini';
import type { SessionUser } from '../../../shared/schemas/user';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { TextField } from './text-field';
import { paths } from '../config/paths';
import { SIGN_IN_MESSAGES, SignInError } from '../lib/auth';
import { useContractText } from '../lib/language/contract-text';
import { useSignIn } from '../lib/sign-in';
import styles from './auth-card.module.css';
import { FormFailure, UsernameField } from './auth-fields';

/** The sign-in form's own fields (Amplify's, not an API shape). */
const loginFormSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'Please enter your username')),
  password: z.string().check(z.minLength(1, 'Please enter your password')),
  remember: z.boolean(),
});
type LoginFormValues = z.infer<typeof loginFormSchema>;

interface LoginFormProps {
  /** Signed in as `user`, with the username typed (the saved username default). */
  onSignedIn: (user: SessionUser, username: string) => void;
  /** The account asks for its one-time code (web.login.two-factor); the username typed comes along. */
  onTwoFactor: (username: string) => void;
  /** The username to start with (a saved default, or the account a link is for). */
  defaultUsername?: string;
  /** What shows under the button: Login's own links unless a page gives its own. */
  links?: ReactNode;
}

/** The choose-a-new-password step, loaded only when a temporary password was used. */
const NewPasswordSignInForm = lazy(async () => ({
  default: (await import('./new-password-sign-in-form')).NewPasswordSignInForm,
}));

/** Login's links under the form. */
function LoginLinks() {
  return (
    <>
      <Link to={paths.auth.passwordReset.getHref()}>
        <Trans>Forgot Password?</Trans>
      </Link>
      <Link to={paths.auth.saml.getHref()}>
        <Trans>Login with School SSO</Trans>
      </Link>
    </>
  );
}

/**
 * web.login.index's form: username or email, password, Stay logged in; the error shows inline.
 * Login uses it, and so does the link step of school sign-on (signing in to the account to link).
 */
export function LoginForm({ onSignedIn, onTwoFactor, defaultUsername = '', links = <LoginLinks /> }: LoginFormProps) {
  const { t } = useLingui();
  const shown = useContractText();
  const signIn = useSignIn();
  const [newPasswordFor, setNewPasswordFor] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { username: defaultUsername, password: '', remember: false },
  });

  const onSubmit = handleSubmit((values) => {
    signIn.mutate(values, {
      onSuccess: (result) => {
        if (result.next === 'two-factor') onTwoFactor(values.username);
        else if (result.next === 'new-password') setNewPasswordFor(values.username);
        else onSignedIn(result.user, values.username);
      },
    });
  });

  if (newPasswordFor !== null) {
    return (
      <Suspense
        fallback={
          <p role="status">
            <Trans>Loading…</Trans>
          </p>
        }
      >
        <NewPasswordSignInForm onSignedIn={(user) => onSignedIn(user, newPasswordFor)} />
      </Suspense>
    );
  }

  const failure = signIn.error
    ? signIn.error instanceof SignInError
      ? signIn.error.message
      : SIGN_IN_MESSAGES.failed
    : null;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Login`}>
      <FormFailure>{failure ? <p>{shown(failure)}</p> : null}</FormFailure>
      <UsernameField error={errors.username?.message} field={register('username')} />
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Checkbox label={t`Stay logged in`} {...register('remember')} />
      <Button type="submit" block loading={signIn.isPending}>
        <Trans>Login</Trans>
      </Button>
      <div className={styles.links}>{links}</div>
    </form>
  );
}
