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
export function startProcess(name: string, command: string, args: string[], options: SpawnOptions, log?: (line: string) => void): ManagedProcess {
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
 * Starts a stand-in server (DynamoDB Local, cognito-local) on a loopback port and waits until its
 * API answers; if it exits or never answers, it is stopped and the error carries its last output.
 */
export async function startStandIn<Client extends { destroy(): void }>(options: StandInOptions<Client>): Promise<{ endpoint: string; process: ManagedProcess }> {
  const managed = startProcess(options.name, options.command, options.args, options.spawnOptions, options.log);
  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = options.client(endpoint);
  try {
    await waitUntil(managed.name, async () => {
      if (managed.child.exitCode !== null) throw new Error(`${managed.name} exited:\n${managed.recentOutput()}`);
      await options.probe(client);
      return true;
    });
  } catch (error) {
    await managed.stop();
    throw error;
  } finally {
    client.destroy();
  }
  return { endpoint, process: managed };
}
