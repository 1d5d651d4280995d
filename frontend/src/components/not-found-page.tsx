import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { DocumentTitle } from './document-title';
import { LinkButton } from './link-button';
import { PageHeader } from './page-header';

const NOT_FOUND_MESSAGE = msg`Sorry, we couldn't find the page you were looking for.`;

/** web.not-found: the catch-all route, and what a missing resource shows in any shell. */
export function NotFoundPage() {
  const { i18n, t } = useLingui();
  return (
    <>
      <DocumentTitle title={t`Page not found`} />
      <PageHeader title={t`Page not found`} description={i18n._(NOT_FOUND_MESSAGE)} />
      <p>
        <Trans>
          If you followed a link here and think something is missing, please{' '}
          <Link to={paths.contactUs.getHref()}>contact us</Link>.
        </Trans>
      </p>
      <LinkButton to={paths.library.getHref()}>
        <Trans>Go to the App Library</Trans>
      </LinkButton>
    </>
  );
}
