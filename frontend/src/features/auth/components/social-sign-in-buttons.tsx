import { useState } from 'react';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../../../../shared/rules/federated-sign-in';
import { Button } from '../../../components/button';
import { webConfig } from '../../../config/web-config';
import { SIGN_IN_MESSAGES, SignInError, startFederatedSignIn } from '../../../lib/auth';
import styles from '../../../components/auth-card.module.css';
import { FormFailure } from '../../../components/auth-fields';

/**
 * web.login.index's Google and Facebook links: each starts the authorization-code flow at the
 * user pool's hosted endpoints, straight to that provider; `intended` comes back with the person.
 * Hidden where the stage has no federation configured.
 */
export function SocialSignInButtons({ intended }: { intended: string | null }) {
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (!webConfig().oauthBaseUrl) return null;
  const start = (provider: SocialProvider) => {
    setPending(provider);
    setFailure(null);
    startFederatedSignIn(provider, intended).catch((error: unknown) => {
      setPending(null);
      setFailure(error instanceof SignInError ? error.message : SIGN_IN_MESSAGES.failed);
    });
  };
  return (
    <section className={styles.social} aria-labelledby="social-sign-in-heading">
      <h2 id="social-sign-in-heading">Or log in with</h2>
      <FormFailure>{failure ? <p>{failure}</p> : null}</FormFailure>
      <div className={styles.buttons}>
        {SOCIAL_PROVIDERS.map((provider) => (
          <Button key={provider} type="button" variant="secondary" loading={pending === provider} disabled={pending !== null} onClick={() => start(provider)}>
            {provider}
          </Button>
        ))}
      </div>
    </section>
  );
}
