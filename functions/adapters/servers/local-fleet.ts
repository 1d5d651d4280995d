import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IncorrectServerStateError, type Server, type ServerChange, type ServerFleet, type ServerState } from './port';

/**
 * The twin's simulated fleet (ARCHITECTURE: local adapters): servers kept in a file, moving
 * through EC2's states over a few seconds — a start goes stopped → pending → running, a stop
 * running → stopping → stopped — and refusing what EC2 refuses (IncorrectInstanceState: starting
 * a server that is stopping, stopping one that is still pending). One server has no portal tag,
 * as another team's instance in the same account would: it is never listed or acted on.
 */
interface SimulatedServer {
  id: string;
  name: string;
  tagged: boolean;
  state: ServerState;
  since: string;
}

interface FleetFile {
  servers: SimulatedServer[];
}

/** How long pending and stopping last in the twin. */
export const LOCAL_TRANSITION_MS = 3000;

/** A server of the initial fleet that is stopped (the demo's Start; the access matrix's sample id). */
export const DEMO_STOPPED_SERVER_ID = 'i-0a1b2c3d4e5f60002';

/** The fleet a new twin starts with. */
export function initialFleet(now: Date): FleetFile {
  const at = now.toISOString();
  return {
    servers: [
      { id: 'i-0a1b2c3d4e5f60001', name: 'Reports worker', tagged: true, state: 'running', since: at },
      { id: DEMO_STOPPED_SERVER_ID, name: 'Roster sync worker', tagged: true, state: 'stopped', since: at },
      { id: 'i-0a1b2c3d4e5f60003', name: 'Legacy export server', tagged: true, state: 'stopped', since: at },
      { id: 'i-0f9e8d7c6b5a40009', name: 'Another team’s instance', tagged: false, state: 'running', since: at },
    ],
  };
}

/** Where a server is now: a transition that has had its time has finished. */
function settled(server: SimulatedServer, now: Date): SimulatedServer {
  const finishedAt = new Date(new Date(server.since).getTime() + LOCAL_TRANSITION_MS);
  if (now < finishedAt) return server;
  if (server.state === 'pending') return { ...server, state: 'running', since: finishedAt.toISOString() };
  if (server.state === 'stopping') return { ...server, state: 'stopped', since: finishedAt.toISOString() };
  return server;
}

function shown(server: SimulatedServer): Server {
  return { id: server.id, name: server.name, state: server.state, since: server.since };
}

export function localServerFleet(file: string, clock: () => Date = () => new Date()): ServerFleet {
  let queue: Promise<unknown> = Promise.resolve();

  async function read(): Promise<FleetFile> {
    try {
      return JSON.parse(await readFile(file, 'utf8')) as FleetFile;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      const fleet = initialFleet(clock());
      await write(fleet);
      return fleet;
    }
  }

  async function write(fleet: FleetFile): Promise<void> {
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(fleet, null, 2));
    await rename(temporary, file);
  }

  /** Changes run one after another, each on the fleet as the last one left it. */
  function change<T>(apply: (fleet: FleetFile, now: Date) => T): Promise<T> {
    const next = queue.then(async () => {
      const now = clock();
      const fleet = await read();
      fleet.servers = fleet.servers.map((server) => settled(server, now));
      const result = apply(fleet, now);
      await write(fleet);
      return result;
    });
    queue = next.catch(() => undefined);
    return next;
  }

  function ownServer(fleet: FleetFile, id: string): SimulatedServer {
    const server = fleet.servers.find((candidate) => candidate.id === id && candidate.tagged);
    // EC2 answers InvalidInstanceID.NotFound; IAM's tag condition refuses an untagged one first.
    if (!server)
      throw Object.assign(new Error(`The instance ID '${id}' does not exist`), { name: 'InvalidInstanceID.NotFound' });
    return server;
  }

  function transition(
    id: string,
    from: { same: ServerState; next: ServerState; refused: ServerState[] },
    verb: string,
  ) {
    return change((fleet, now): ServerChange => {
      const server = ownServer(fleet, id);
      const previousState = server.state;
      if (from.refused.includes(server.state))
        throw new IncorrectServerStateError(`The instance '${id}' is not in a state from which it can be ${verb}.`);
      // As EC2: starting a running server (or stopping a stopped one) changes nothing.
      if (server.state === from.same || server.state === from.next) return { id, previousState, state: server.state };
      server.state = from.next;
      server.since = now.toISOString();
      return { id, previousState, state: server.state };
    });
  }

  return {
    list: () =>
      change((fleet) =>
        fleet.servers
          .filter((server) => server.tagged)
          .map(shown)
          .sort((a, b) => a.name.localeCompare(b.name)),
      ),
    find: (id) =>
      change((fleet) => fleet.servers.filter((server) => server.tagged && server.id === id).map(shown)[0] ?? null),
    start: (id) => transition(id, { same: 'running', next: 'pending', refused: ['stopping'] }, 'started'),
    stop: (id) => transition(id, { same: 'stopped', next: 'stopping', refused: ['pending'] }, 'stopped'),
  };
}
