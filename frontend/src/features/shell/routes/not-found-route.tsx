import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { LinkButton } from '../../../components/link-button';
import { PageHeader } from '../../../components/page-header';

export const NOT_FOUND_MESSAGE = "Sorry, we couldn't find the page you were looking for.";

/** web.not-found: the catch-all route, and what a missing resource shows. */
export function NotFoundRoute() {
  return (
    <>
      <DocumentTitle title="Page not found" />
      <PageHeader title="Page not found" description={NOT_FOUND_MESSAGE} />
      <p>
        If you followed a link here and think something is missing, please <Link to="/contact-us">contact us</Link>.
      </p>
      <LinkButton to="/library">Go to the App Library</LinkButton>
    </>
  );
}
