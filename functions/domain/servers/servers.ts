import { SERVER_MESSAGES, type Server } from '../../../shared/schemas/servers';
import type { SessionUser } from '../../../shared/schemas/user';
import { IncorrectServerStateError, type ServerChange, type ServerFleet } from '../../adapters/servers/port';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { recordAudit } from '../core/audit/audit';

/** The Servers tab's table (server.boot): the portal's tagged servers, by name. */
export function listServers(fleet: ServerFleet): Promise<Server[]> {
  return fleet.list();
}

async function ownServer(fleet: ServerFleet, serverId: string): Promise<Server> {
  const server = await fleet.find(serverId);
  if (!server) throw new NotFoundError(SERVER_MESSAGES.notFound);
  return server;
}

/** EC2's refusal of the state (a change that began meanwhile) is the server being busy. */
async function changeState(change: () => Promise<ServerChange>): Promise<ServerChange> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof IncorrectServerStateError) throw new ConflictError(SERVER_MESSAGES.busy);
    throw error;
  }
}

/** The server as the start or stop left it: EC2's answer says its new state, so it is not described again. */
function changed(server: Server, change: ServerChange, now: Date = new Date()): Server {
  return change.state === server.state ? server : { ...server, state: change.state, since: now.toISOString() };
}

/**
 * Start (server.boot): only a tagged server, and only a stopped one — a running server is
 * refused with what it is doing rather than sent to EC2, which would change nothing. Audited.
 */
export async function startServer(user: SessionUser, serverId: string, fleet: ServerFleet): Promise<Server> {
  const server = await ownServer(fleet, serverId);
  if (server.state === 'running' || server.state === 'pending') throw new ConflictError(SERVER_MESSAGES.alreadyRunning);
  if (server.state === 'stopping') throw new ConflictError(SERVER_MESSAGES.busy);
  const change = await changeState(() => fleet.start(serverId));
  await recordAudit({
    actorId: user.id,
    action: 'server.start',
    subjectIds: [],
    schoolId: null,
    detail: { serverId, name: server.name },
  });
  return changed(server, change);
}

/** Stop (server.boot): only a tagged server that is running. Audited. */
export async function stopServer(user: SessionUser, serverId: string, fleet: ServerFleet): Promise<Server> {
  const server = await ownServer(fleet, serverId);
  if (server.state === 'stopped' || server.state === 'stopping')
    throw new ConflictError(SERVER_MESSAGES.alreadyStopped);
  if (server.state === 'pending') throw new ConflictError(SERVER_MESSAGES.busy);
  const change = await changeState(() => fleet.stop(serverId));
  await recordAudit({
    actorId: user.id,
    action: 'server.stop',
    subjectIds: [],
    schoolId: null,
    detail: { serverId, name: server.name },
  });
  return changed(server, change);
}
