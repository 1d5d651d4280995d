import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { waitUntil } from './ports';

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  /** The last lines it printed, to explain a failed start. */
  recentOutput(): string;
  stop(): Promise<void>;
}

/** Starts a child that is stopped with its parent, keeping its last output for error messages. */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions,
  log?: (line: string) => void,
): ManagedProcess {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const remember = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      lines.push(line);
      if (lines.length > 30) lines.shift();
      log?.(`[${name}] ${line}`);
    }
  };
  child.stdout?.on('data', remember);
  child.stderr?.on('data', remember);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    name,
    child,
    recentOutput: () => lines.join('\n'),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** What starting a stand-in server needs: how to run it, and an API client to ask whether it serves. */
export interface StandInOptions<Client extends { destroy(): void }> {
  name: string;
  command: string;
  args: string[];
  spawnOptions: SpawnOptions;
  port: number;
  /** An SDK client for the stand-in's endpoint; it is destroyed once the stand-in answers. */
  client: (endpoint: string) => Client;
  /** A cheap call that succeeds once the stand-in serves. */
  probe: (client: Client) => Promise<unknown>;
  log?: (line: string) => void;
}

/**
 * How long a stand-in may take to answer after it is started: a JVM starting beside other stacks
 * on a busy two-core machine takes most of a minute (four stacks at once in test/bench/busy-start.bench.ts).
 */
export const STAND_IN_START_TIMEOUT_MS = 90_000;

/**
 * Starts a stand-in server (DynamoDB Local, cognito-local) on a loopback port and waits until its
 * API answers; if it exits or never answers, it is stopped and the error carries its last output.
 */
export async function startStandIn<Client extends { destroy(): void }>(
  options: StandInOptions<Client>,
): Promise<{ endpoint: string; process: ManagedProcess }> {
  const managed = startProcess(options.name, options.command, options.args, options.spawnOptions, options.log);
  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = options.client(endpoint);
  try {
    await waitUntil(
      managed.name,
      async () => {
        if (managed.child.exitCode !== null) throw new Error(`${managed.name} exited:\n${managed.recentOutput()}`);
        await options.probe(client);
        return true;
      },
      STAND_IN_START_TIMEOUT_MS,
    );
  } catch (error) {
    await managed.stop();
    throw error;
  } finally {
    client.destroy();
  }
  return { endpoint, process: managed };
}

/** What a stopped stand-in tells the person running the twin, and what happens when it cannot come back. */
export interface SupervisionOptions {
  /** Lines for the terminal: printed once per incident, never once per request. */
  notify: (line: string) => void;
  /** Called when the stand-in keeps stopping or cannot be restarted; `npm start` stops then. */
  onGiveUp?: (message: string) => void;
}

export interface SupervisedProcess {
  readonly name: string;
  /** The process serving now (a new one after each restart). */
  current(): ManagedProcess;
  stop(): Promise<void>;
}

/** More restarts than this within RESTART_WINDOW_MS mean the stand-in cannot run here. */
const MAX_RESTARTS = 3;
const RESTART_WINDOW_MS = 60_000;

/**
 * Keeps a stand-in server running: when it exits on its own (killed, crashed, out of memory), the
 * terminal says which one stopped, once, and it is started again on the same port with the same
 * data, so the twin recovers instead of answering every request with an error. Requests made
 * meanwhile fail as they would during an outage of the real service (the functions answer 503).
 */
export async function startSupervised(
  name: string,
  start: () => Promise<ManagedProcess>,
  options: SupervisionOptions,
): Promise<SupervisedProcess> {
  let current = await start();
  let stopping = false;
  const restarts: number[] = [];

  const giveUp = (message: string) => {
    options.notify(message);
    options.onGiveUp?.(message);
  };

  const watch = (managed: ManagedProcess) => {
    managed.child.once('exit', (code, signal) => {
      if (stopping) return;
      const now = Date.now();
      restarts.push(now);
      while (restarts.length > 0 && (restarts[0] ?? now) < now - RESTART_WINDOW_MS) restarts.shift();
      const how = signal ? `signal ${signal}` : `exit code ${code}`;
      if (restarts.length > MAX_RESTARTS) {
        giveUp(
          `${name} stopped again (${how}), ${restarts.length} times within a minute; not restarting it. Its last output:\n${managed.recentOutput()}\nThe portal stops; run npm start again, and if it keeps stopping, npm run reset wipes the local data.`,
        );
        return;
      }
      options.notify(
        `${name} stopped unexpectedly (${how}); restarting it with the same data. If this repeats, stop the portal (Ctrl-C) and run npm start again.`,
      );
      start().then(
        (next) => {
          if (stopping) {
            void next.stop();
            return;
          }
          current = next;
          watch(next);
          options.notify(`${name} is running again.`);
        },
        (error: unknown) =>
          giveUp(`${name} could not be restarted: ${(error as Error).message}\nThe portal stops; run npm start again.`),
      );
    });
  };
  watch(current);

  return {
    name,
    current: () => current,
    async stop() {
      stopping = true;
      await current.stop();
    },
  };
}
