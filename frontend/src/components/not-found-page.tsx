import { Link } from 'react-router';
import { paths } from '../config/paths';
import { DocumentTitle } from './document-title';
import { LinkButton } from './link-button';
import { PageHeader } from './page-header';

export const NOT_FOUND_MESSAGE = "Sorry, we couldn't find the page you were looking for.";

/** web.not-found: the catch-all route, and what a missing resource shows in any shell. */
export function NotFoundPage() {
  return (
    <>
      <DocumentTitle title="Page not found" />
      <PageHeader title="Page not found" description={NOT_FOUND_MESSAGE} />
      <p>
        If you followed a link here and think something is missing, please{' '}
        <Link to={paths.contactUs.getHref()}>contact us</Link>.
      </p>
      <LinkButton to={paths.library.getHref()}>Go to the App Library</LinkButton>
    </>
  );
}
