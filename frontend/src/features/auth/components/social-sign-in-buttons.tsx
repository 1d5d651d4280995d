import { Trans } from '@lingui/react/macro';
import { SOCIAL_PROVIDERS } from '../../../../../shared/rules/federated-sign-in';
import { Button } from '../../../components/button';
import { webConfig } from '../../../config/web-config';
import { useFederatedSignIn } from '../../../lib/use-federated-sign-in';
import styles from '../../../components/auth-card.module.css';
import { FormFailure } from '../../../components/auth-fields';

/**
 * web.login.index's Google and Facebook links: each starts the authorization-code flow at the
 * user pool's hosted endpoints, straight to that provider; `intended` comes back with the person.
 * Hidden where the stage has no federation configured.
 */
export function SocialSignInButtons({ intended }: { intended: string | null }) {
  const { pending, failure, start } = useFederatedSignIn();
  if (!webConfig().oauthBaseUrl) return null;
  return (
    <section className={styles.social} aria-labelledby="social-sign-in-heading">
      <h2 id="social-sign-in-heading">
        <Trans>Or log in with</Trans>
      </h2>
      <FormFailure>{failure ? <p>{failure}</p> : null}</FormFailure>
      <div className={styles.buttons}>
        {SOCIAL_PROVIDERS.map((provider) => (
          <Button
            key={provider}
            type="button"
            variant="secondary"
            loading={pending === provider}
            disabled={pending !== null}
            onClick={() => start(provider, intended)}
          >
            {provider}
          </Button>
        ))}
      </div>
    </section>
  );
}
