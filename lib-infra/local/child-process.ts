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

/** Waits until `probe` succeeds; fails early with the process's output if it exits, and stops it on failure. */
export async function waitUntilServing(managed: ManagedProcess, probe: () => Promise<unknown>): Promise<void> {
  try {
    await waitUntil(managed.name, async () => {
      if (managed.child.exitCode !== null) throw new Error(`${managed.name} exited:\n${managed.recentOutput()}`);
      await probe();
      return true;
    });
  } catch (error) {
    await managed.stop();
    throw error;
  }
}
