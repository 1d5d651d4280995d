import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { LinkButton } from '../../../components/link-button';
import { PageHeader } from '../../../components/page-header';
import { RouteError } from '../../../components/route-error';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';

/** What the console says of an address it has no page or record for. */
export const CONSOLE_NOT_FOUND = msg`There is nothing at this address in the Admin Console.`;

/**
 * A console page whose record does not exist (an unknown staff, school or user id) or an address
 * the console has no page for: said inside the console, with the API's own words where it gave
 * them ('The user could not be found'), and the way back to the console rather than the public
 * 'Page not found'. Any other failure is the shared route error.
 */
export function ConsoleNotFound({ detail }: { detail?: string | null }) {
  const { i18n, t } = useLingui();
  return (
    <>
      <DocumentTitle title={t`Not found | Admin Console`} />
      <PageHeader title={t`Not found`} description={detail ?? i18n._(CONSOLE_NOT_FOUND)} />
      <LinkButton to={paths.admin.root.getHref()}>
        <Trans>Go to the Admin Console</Trans>
      </LinkButton>
    </>
  );
}

export function ConsoleRouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : isApiRequestError(error) ? error.status : null;
  if (status !== 404) return <RouteError />;
  return <ConsoleNotFound detail={isApiRequestError(error) ? error.message : null} />;
}
