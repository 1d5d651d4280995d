import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { AuthCardPage } from '../../../components/auth-fields';
import styles from '../../../components/auth-card.module.css';
import { LinkButton } from '../../../components/link-button';
import { paths } from '../../../config/paths';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import type { RecommendLink } from './continue-redirect';

import { continueLoader } from './continue-redirect';

/**
 * post-login's confirmation (`saml-recommend-link`): a school user who signed in with a password
 * is asked to link the account to their school's system, or to go on ('Not now').
 */
export function ContinuePage() {
  const { samlIdp, onwards } = useLoaderData<RecommendLink>();
  const { t } = useLingui();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const system = samlIdp.name;
  return (
    <AuthCardPage
      title={t`Link your account to ${system}?`}
      description={t`Your school signs you in through ${system}.`}
      headingRef={headingRef}
    >
      <p>
        <Trans>
          Link this account to {system} and next time you can sign in through your school, without a password. You sign
          in through your school once, then to this account once more to confirm.
        </Trans>
      </p>
      <div className={styles.buttons}>
        <LinkButton to={paths.auth.samlProvider.getHref(samlIdp.id, { link: true })}>
          <Trans>Link</Trans>
        </LinkButton>
        <LinkButton to={onwards} variant="secondary">
          <Trans>Not now</Trans>
        </LinkButton>
      </div>
    </AuthCardPage>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({ loader: continueLoader(queryClient), Component: ContinuePage });
