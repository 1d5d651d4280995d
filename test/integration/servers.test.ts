import { beforeAll, describe, expect, inject, it } from 'vitest';
import { serversEndpoints } from '../../shared/api/endpoints/servers';
import { SERVER_MESSAGES, type Server } from '../../shared/schemas/servers';
import { auditOf } from './support/audit';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { portal } from './support/portal-client';

const { listServers, startServer, stopServer } = serversEndpoints;

/** The Legacy export server of the twin's fleet (the Roster sync worker is left to the demo). */
const LEGACY = 'i-0a1b2c3d4e5f60003';
const UNTAGGED = 'i-0f9e8d7c6b5a40009';

async function serverNamed(id: string): Promise<Server | undefined> {
  return (await callEndpoint(listServers, { as: 'staff' })).data.servers.find((server) => server.id === id);
}

async function settledAs(id: string, state: Server['state']): Promise<Server> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const server = await serverNamed(id);
    if (server?.state === state) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${id} did not become ${state}`);
}

describe('the Servers tab (server.boot)', () => {
  beforeAll(() => useLocalTable());

  it('lists the tagged servers only, by name, with their state and since when', async () => {
    const { servers } = (await callEndpoint(listServers, { as: 'staff' })).data;
    expect(servers.map((server) => server.name)).toEqual([
      'Legacy export server',
      'Reports worker',
      'Roster sync worker',
    ]);
    expect(servers.map((server) => server.id)).not.toContain(UNTAGGED);
    expect(servers.every((server) => server.since !== null)).toBe(true);
  });

  it('starts a stopped server through pending to running, stops it through stopping to stopped, and refuses what its state does not allow', async () => {
    if ((await serverNamed(LEGACY))?.state !== 'stopped') await settledAs(LEGACY, 'stopped');

    const started = await callEndpoint(startServer, { params: { serverId: LEGACY }, as: 'staff' });
    expect(started.status).toBe(200);
    expect(started.data.server.state).toBe('pending');
    const again = await callEndpoint(startServer, { params: { serverId: LEGACY }, as: 'staff' });
    expect(again.status).toBe(409);
    expect(again.errors[0]?.detail).toBe(SERVER_MESSAGES.alreadyRunning);
    const stopWhilePending = await callEndpoint(stopServer, { params: { serverId: LEGACY }, as: 'staff' });
    expect(stopWhilePending.status).toBe(409);
    expect(stopWhilePending.errors[0]?.detail).toBe(SERVER_MESSAGES.busy);
    await settledAs(LEGACY, 'running');

    const stopped = await callEndpoint(stopServer, { params: { serverId: LEGACY }, as: 'staff' });
    expect(stopped.data.server.state).toBe('stopping');
    const startWhileStopping = await callEndpoint(startServer, { params: { serverId: LEGACY }, as: 'staff' });
    expect(startWhileStopping.errors[0]?.detail).toBe(SERVER_MESSAGES.busy);
    expect((await callEndpoint(stopServer, { params: { serverId: LEGACY }, as: 'staff' })).errors[0]?.detail).toBe(
      SERVER_MESSAGES.alreadyStopped,
    );
    await settledAs(LEGACY, 'stopped');

    const audit = await auditOf(inject('demo').userIds.staff, 'server.start');
    expect(audit.some((event) => event.detail['serverId'] === LEGACY)).toBe(true);
    expect(
      (await auditOf(inject('demo').userIds.staff, 'server.stop')).some((event) => event.detail['serverId'] === LEGACY),
    ).toBe(true);
  }, 30_000);

  it('never acts on a server without the portal tag, or an id that names none', async () => {
    for (const serverId of [UNTAGGED, 'i-00000000000000000']) {
      const start = await callEndpoint(startServer, { params: { serverId }, as: 'staff' });
      expect(start.status).toBe(404);
      expect(start.errors[0]?.detail).toBe(SERVER_MESSAGES.notFound);
      expect((await callEndpoint(stopServer, { params: { serverId }, as: 'staff' })).status).toBe(404);
    }
    const malformed = await callEndpoint(startServer, { params: { serverId: 'web-1' }, as: 'staff' });
    expect(malformed.status).toBe(422);
  });

  it('shows the whole simulated fleet, the untagged instance too, on the twin’s /_local/servers page', async () => {
    const page = await (await fetch(`${portal().url}/_local/servers`)).text();
    expect(page).toContain('Simulated servers');
    expect(page).toContain(UNTAGGED);
    expect(page).toContain('Legacy export server');
  });

  it('refuses staff without server.boot', async () => {
    expect((await callEndpoint(listServers, { as: 'teleStaff' })).status).toBe(403);
    expect((await callEndpoint(startServer, { params: { serverId: LEGACY }, as: 'teleStaff' })).status).toBe(403);
    expect((await callEndpoint(stopServer, { params: { serverId: LEGACY }, as: 'supportStaff' })).status).toBe(403);
  });
});
