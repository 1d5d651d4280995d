import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { paths } from '../config/paths';
import { isApiRequestError } from '../lib/api-client';
import { reportClientError } from '../lib/report-client-error';
import { Alert } from './alert';
import { Button } from './button';
import { DocumentTitle } from './document-title';
import { LinkButton } from './link-button';
import { LoadingIndicator } from './loading-indicator';
import { NotFoundPage } from './not-found-page';
import { PageHeader } from './page-header';

/**
 * What a route of either shell shows when its loader or component fails: not-found for 404s,
 * otherwise a retry. An unexpected error (not a 4xx) is reported (§7).
 */
export function RouteError() {
  const { t } = useLingui();
  const error = useRouteError();
  const revalidator = useRevalidator();
  const status = isRouteErrorResponse(error) ? error.status : isApiRequestError(error) ? error.status : null;
  useEffect(() => {
    if (status === null || status >= 500) reportClientError(error, 'page error');
  }, [error, status]);
  if (status === 404) return <NotFoundPage />;
  // A 401 has already ended the session and is taking the person to the login page (§8): nothing to show.
  if (status === 401) return <LoadingIndicator />;
  const detail = isApiRequestError(error) ? error.message : null;
  return (
    <>
      <DocumentTitle title={t`Something went wrong`} />
      <PageHeader
        title={t`Something went wrong`}
        description={t`This page could not be loaded. Please try again in a moment.`}
      />
      {detail ? <Alert tone="danger">{detail}</Alert> : null}
      <div style={{ display: 'flex', gap: 'var(--space-2)', flexWrap: 'wrap' }}>
        <Button onClick={() => void revalidator.revalidate()} loading={revalidator.state === 'loading'}>
          <Trans>Try again</Trans>
        </Button>
        <LinkButton to={paths.library.getHref()} variant="secondary">
          <Trans>Go to the App Library</Trans>
        </LinkButton>
      </div>
    </>
  );
}
