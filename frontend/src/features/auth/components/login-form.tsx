import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import * as z from 'zod/mini';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { SIGN_IN_MESSAGES, SignInError } from '../../../lib/auth';
import { useSignIn } from '../api/sign-in';
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
  onSignedIn: () => void;
  /** The account asks for its one-time code (web.login.two-factor). */
  onTwoFactor: () => void;
}

/** web.login.index: username or email, password, Stay logged in; the error shows inline. */
export function LoginForm({ onSignedIn, onTwoFactor }: LoginFormProps) {
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { username: '', password: '', remember: false },
  });

  const onSubmit = handleSubmit((values) => {
    signIn.mutate(values, { onSuccess: (result) => (result.next === 'two-factor' ? onTwoFactor() : onSignedIn()) });
  });

  const failure = signIn.error ? (signIn.error instanceof SignInError ? signIn.error.message : SIGN_IN_MESSAGES.failed) : null;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Login">
      <FormFailure>{failure ? <p>{failure}</p> : null}</FormFailure>
      <UsernameField error={errors.username?.message} field={register('username')} />
      <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      <Checkbox label="Stay logged in" {...register('remember')} />
      <Button type="submit" block loading={signIn.isPending}>
        Login
      </Button>
      <div className={styles.links}>
        <Link to={paths.auth.passwordReset.getHref()}>Forgot Password?</Link>
        <Link to={paths.auth.saml.getHref()}>Login with School SSO</Link>
      </div>
    </form>
  );
}
