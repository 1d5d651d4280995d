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
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <AuthCardPage
      title={`Link your account to ${samlIdp.name}?`}
      description={`Your school signs you in through ${samlIdp.name}.`}
      headingRef={headingRef}
    >
      <p>
        Link this account to {samlIdp.name} and next time you can sign in through your school, without a password. You
        sign in through your school once, then to this account once more to confirm.
      </p>
      <div className={styles.buttons}>
        <LinkButton to={paths.auth.samlProvider.getHref(samlIdp.id, { link: true })}>Link</LinkButton>
        <LinkButton to={onwards} variant="secondary">
          Not now
        </LinkButton>
      </div>
    </AuthCardPage>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({ loader: continueLoader(queryClient), Component: ContinuePage });
