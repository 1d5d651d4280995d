import type { I18n } from '@lingui/core';
import { msg, ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatLocale } from '../../../../../shared/i18n/locales';
import { translated } from '../../../../../shared/i18n/text';
import type { QueryClient } from '@tanstack/react-query';
import { formatDayMonthYearTimeZone } from '../../../lib/day-month-year';
import { useState } from 'react';
import { SERVER_MESSAGES, SERVER_STATE_LABELS, type Server } from '../../../../../shared/schemas/servers';
import { FailureAlert } from '../../../components/alert';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DocumentTitle } from '../../../components/document-title';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { PageHeader } from '../../../components/page-header';
import { failureText, usePageActions } from '../../../lib/use-page-actions';
import { PageActionBar, type PageAction } from '../../../components/page-action-bar';
import { PageNotice } from '../../../components/page-notice';
import { PlainTable, type PlainTableColumn } from '../../../components/plain-table';
import { listServers, startServer, stopServer } from '../api/servers';
import { listAllSystemAlerts } from '../api/system-alerts';
import { SystemAlertsSection } from '../components/system-alerts-section';
import styles from './operations-pages.module.css';
import { tabPageLoader } from '../guards';
import { THING_NAME } from '../components/thing-name';

export const serversLoader = (queryClient: QueryClient) => async () => {
  await Promise.all([
    queryClient.ensureQueryData(listServers.queryOptions()),
    queryClient.ensureQueryData(listAllSystemAlerts.queryOptions()),
  ]);
  return null;
};

/** While a server is changing state the table is read again this often. */
const CHANGING_POLL_MS = 1000;

const isChanging = (server: Server) => server.state === 'pending' || server.state === 'stopping';

const TONES = { running: 'success', pending: 'warning', stopping: 'warning', stopped: 'neutral' } as const;

/** Since when, in the reader's time zone, named: staff and servers are rarely in one zone. */
function since(at: string | null, locale: string): string {
  return at ? formatDayMonthYearTimeZone(at, formatLocale(locale)) : '—';
}

function serverColumns(i18n: I18n): PlainTableColumn<Server>[] {
  return [
    {
      header: i18n._(THING_NAME),
      cell: (server) => (
        <>
          {server.name}
          <br />
          <small>
            <bdi>{server.id}</bdi>
          </small>
        </>
      ),
    },
    {
      header: i18n._(msg`State`),
      cell: (server) => <Badge tone={TONES[server.state]}>{translated(SERVER_STATE_LABELS[server.state])}</Badge>,
    },
    { header: i18n._(msg`Since`), cell: (server) => since(server.since, i18n.locale) },
  ];
}

/** What stopping a server does, naming it. */
function StopWarning({ server }: { server: Server }) {
  const { name, id } = server;
  return (
    <p>
      <Trans>
        {name} (<bdi>{id}</bdi>) will shut down, and whatever it serves stops until someone starts it again.
      </Trans>
    </p>
  );
}

/**
 * The Servers tab (server.boot; staff-console §2 Servers, §4): the portal's servers with their
 * state and since when, Start, Stop (after a confirmation naming the server) and Refresh; read again every second while one is changing.
 * Below them, the system alerts that announce maintenance to every visitor.
 */
export function ServersPage() {
  const { i18n, t } = useLingui();
  const servers = listServers.useRead(undefined, {
    refetchInterval: (query) => (query.state.data?.servers.some(isChanging) ? CHANGING_POLL_MS : false),
  });
  const start = startServer.useMutation();
  const stop = stopServer.useMutation();
  const actions = usePageActions();
  /** The server whose Stop waits for the staff member's confirmation. */
  const [stopping, setStopping] = useState<Server | null>(null);

  const act = (server: Server, action: 'start' | 'stop') =>
    void actions.run(
      `${action}:${server.id}`,
      () => (action === 'start' ? start : stop).mutateAsync({ params: { serverId: server.id } }),
      { failed: translated(action === 'start' ? SERVER_MESSAGES.startFailed : SERVER_MESSAGES.stopFailed) },
    );
  const rowActions = (server: Server): PageAction[] => [
    {
      key: `start:${server.id}`,
      label: t({ message: 'Start', context: 'start a server' }),
      ariaLabel: t`Start ${ph({ name: server.name })}`,
      variant: 'primary',
      disabled: server.state !== 'stopped',
      onRun: () => act(server, 'start'),
    },
    {
      key: `stop:${server.id}`,
      label: t`Stop`,
      ariaLabel: t`Stop ${ph({ name: server.name })}`,
      disabled: server.state !== 'running',
      onRun: () => setStopping(server),
    },
  ];

  return (
    <>
      <DocumentTitle title={t`Servers | Admin Console`} />
      <PageHeader title={t`Servers`} description={t`Start and stop the portal's servers and see their state.`} />
      <section className={styles.section} aria-labelledby="servers-heading">
        <div className={styles.actions}>
          <h2 id="servers-heading">
            <Trans>Servers</Trans>
          </h2>
          <Button
            variant="secondary"
            size="small"
            loading={servers.isFetching && !servers.isPending}
            onClick={() => void servers.refetch()}
          >
            <Trans>Refresh</Trans>
          </Button>
        </div>
        <PageNotice actions={actions} />
        {servers.isPending ? <LoadingIndicator label={t`Loading the servers`} /> : null}
        <FailureAlert
          message={servers.error ? failureText(servers.error, translated(SERVER_MESSAGES.loadFailed)) : null}
        />
        {servers.data ? (
          <PlainTable
            caption={t`The portal's servers`}
            rows={servers.data.servers}
            rowKey={(server) => server.id}
            columns={serverColumns(i18n)}
            live
            emptyText={t`No servers carry the portal's tag.`}
            actions={(server) => (
              <PageActionBar
                label={t`${ph({ name: server.name })} actions`}
                actions={rowActions(server)}
                busy={actions.busy}
              />
            )}
          />
        ) : null}
      </section>
      <ConfirmDialog
        open={stopping !== null}
        title={stopping ? t`Stop ${ph({ name: stopping.name })}?` : t`Stop the server?`}
        confirmLabel={t`Stop server`}
        onClose={() => setStopping(null)}
        onConfirm={() => {
          if (stopping) act(stopping, 'stop');
          setStopping(null);
        }}
      >
        {stopping ? <StopWarning server={stopping} /> : null}
      </ConfirmDialog>
      <SystemAlertsSection />
    </>
  );
}

/** The page's route: its loader after the console's and the tab's guards. */
export const route = (queryClient: QueryClient) => ({
  loader: tabPageLoader(queryClient, 'servers', serversLoader(queryClient)),
  Component: ServersPage,
});
