import type { QueryClient } from '@tanstack/react-query';
import { formatDayMonthYearTime } from '../../../lib/day-month-year';
import { useState } from 'react';
import { SERVER_MESSAGES, SERVER_STATE_LABELS, type Server } from '../../../../../shared/schemas/servers';
import { FailureAlert } from '../../../components/alert';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DocumentTitle } from '../../../components/document-title';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { PageHeader } from '../../../components/page-header';
import { isApiRequestError } from '../../../lib/api-client';
import { listServers, startServer, stopServer } from '../api/servers';
import styles from './operations-pages.module.css';
import tableStyles from '../../../components/plain-table.module.css';
import { tabPageLoader } from '../guards';

export const serversLoader = (queryClient: QueryClient) => async () => {
  await queryClient.ensureQueryData(listServers.queryOptions());
  return null;
};

/** While a server is changing state the table is read again this often. */
const CHANGING_POLL_MS = 1000;

const isChanging = (server: Server) => server.state === 'pending' || server.state === 'stopping';

const TONES = { running: 'success', pending: 'warning', stopping: 'warning', stopped: 'neutral' } as const;

function since(at: string | null): string {
  return at ? formatDayMonthYearTime(at) : '—';
}

const reasonOf = (error: unknown) =>
  isApiRequestError(error) ? error.message : error instanceof Error ? error.message : '';

/**
 * The Servers tab (server.boot; staff-console §2 Servers, §4): the portal's servers with their
 * state and since when, Start, Stop (after a confirmation naming the server) and Refresh; read again every second while one is changing.
 */
export function ServersPage() {
  const servers = listServers.useRead(undefined, {
    refetchInterval: (query) => (query.state.data?.servers.some(isChanging) ? CHANGING_POLL_MS : false),
  });
  const start = startServer.useMutation();
  const stop = stopServer.useMutation();
  /** The server whose Stop waits for the staff member's confirmation. */
  const [stopping, setStopping] = useState<Server | null>(null);
  const failure = start.error
    ? `${SERVER_MESSAGES.startFailed} ${reasonOf(start.error)}`.trim()
    : stop.error
      ? `${SERVER_MESSAGES.stopFailed} ${reasonOf(stop.error)}`.trim()
      : null;
  const changing = (change: typeof start, server: Server) =>
    change.isPending && change.variables.params.serverId === server.id;

  const act = (server: Server, action: 'start' | 'stop') => {
    start.reset();
    stop.reset();
    (action === 'start' ? start : stop).mutate({ params: { serverId: server.id } });
  };

  return (
    <>
      <DocumentTitle title="Servers | Admin Console" />
      <PageHeader title="Servers" description="Start and stop the portal's servers and see their state." />
      <section className={styles.section} aria-labelledby="servers-heading">
        <div className={styles.actions}>
          <h2 id="servers-heading">Servers</h2>
          <Button
            variant="secondary"
            size="small"
            loading={servers.isFetching && !servers.isPending}
            onClick={() => void servers.refetch()}
          >
            Refresh
          </Button>
        </div>
        <FailureAlert message={failure} />
        {servers.isPending ? <LoadingIndicator label="Loading the servers" /> : null}
        <FailureAlert message={servers.error ? `${SERVER_MESSAGES.loadFailed} ${reasonOf(servers.error)}` : null} />
        {servers.data && servers.data.servers.length === 0 ? <p>No servers carry the portal's tag.</p> : null}
        {servers.data && servers.data.servers.length > 0 ? (
          <div className={tableStyles.tableWrap}>
            <table className={tableStyles.table}>
              <caption className="visually-hidden">The portal's servers</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">State</th>
                  <th scope="col">Since</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody aria-live="polite">
                {servers.data.servers.map((server) => (
                  <tr key={server.id}>
                    <td>
                      {server.name}
                      <br />
                      <small>{server.id}</small>
                    </td>
                    <td>
                      <Badge tone={TONES[server.state]}>{SERVER_STATE_LABELS[server.state]}</Badge>
                    </td>
                    <td>{since(server.since)}</td>
                    <td>
                      <div className={styles.actions}>
                        <Button
                          size="small"
                          disabled={server.state !== 'stopped'}
                          loading={changing(start, server)}
                          aria-label={`Start ${server.name}`}
                          onClick={() => act(server, 'start')}
                        >
                          Start
                        </Button>
                        <Button
                          size="small"
                          variant="secondary"
                          disabled={server.state !== 'running'}
                          loading={changing(stop, server)}
                          aria-label={`Stop ${server.name}`}
                          onClick={() => setStopping(server)}
                        >
                          Stop
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
      <ConfirmDialog
        open={stopping !== null}
        title={stopping ? `Stop ${stopping.name}?` : 'Stop the server?'}
        confirmLabel="Stop server"
        onClose={() => setStopping(null)}
        onConfirm={() => {
          if (stopping) act(stopping, 'stop');
          setStopping(null);
        }}
      >
        <p>
          {stopping?.name} ({stopping?.id}) will shut down, and whatever it serves stops until someone starts it again.
        </p>
      </ConfirmDialog>
    </>
  );
}

/** The page's route: its loader after the console's and the tab's guards. */
export const route = (queryClient: QueryClient) => ({
  loader: tabPageLoader(queryClient, 'servers', serversLoader(queryClient)),
  Component: ServersPage,
});
