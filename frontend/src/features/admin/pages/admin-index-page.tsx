import type { QueryClient } from '@tanstack/react-query';
import { Alert } from '../../../components/alert';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { firstTabRedirect } from '../guards';

/** The console index for staff whose roles open no tab (the others are sent to their first tab). */
export function AdminIndexPage() {
  return (
    <>
      <DocumentTitle title="Admin Console" />
      <PageHeader title="Admin Console" />
      <Alert tone="info">
        <p>
          Your staff roles do not include any section of the console yet. Ask an administrator for the roles you need.
        </p>
      </Alert>
    </>
  );
}

/** The console index opens the first tab this staff member may see. */
export const route = (queryClient: QueryClient) => ({
  loader: firstTabRedirect(queryClient),
  Component: AdminIndexPage,
});
