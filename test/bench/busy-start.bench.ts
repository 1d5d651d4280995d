/**
 * Busy start-up benchmark (ARCHITECTURE 'Running': npm start): four twins started at once on the same machine, as four
 * clones' `npm start`s would be, each with its own data folder, stand-ins and fresh demo seed.
 * Two more processes keep both cores busy meanwhile (a build or a browser beside them). Before the
 * stand-ins got a laptop's call limits and the seed its retries, about one start in five failed
 * on such a machine. Target: all four answer, sign the demo parent in and complete their demo data.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { printTable, reportTargets } from './stats';

const STACKS = 4;
/** Processes that only spin, so the cores stay busy the whole time. */
const SPINNERS = 2;

function startSpinner() {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

interface StartOutcome {
  ok: boolean;
  answeredS: number;
  signedInS: number;
  demoReadyS: number;
  /** The seed's retries (its stages tried again after a busy stand-in). */
  seedRetries: number;
  /** The first lines of what went wrong, when the start failed. */
  failure: string;
}

/** One `npm start` as measure-start.ts runs it, in its own process and data folder. */
async function startOne(dataDir: string): Promise<StartOutcome> {
  const spawnedAt = Date.now();
  const child = spawn('npx', ['tsx', path.join(import.meta.dirname, 'measure-start.ts'), dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number>((resolve) => child.on('close', (exit) => resolve(exit ?? 1)));
  const secondsTo = (name: string) =>
    (Number(new RegExp(`${name}=(\\d+)`).exec(stdout)?.[1] ?? Number.NaN) - spawnedAt) / 1000;
  const outcome = {
    answeredS: secondsTo('ANSWERED_AT'),
    signedInS: secondsTo('SIGNED_IN_AT'),
    demoReadyS: secondsTo('DEMO_READY_AT'),
    seedRetries: (stderr.match(/met a busy stand-in/g) ?? []).length,
  };
  const ok = code === 0 && ![outcome.answeredS, outcome.signedInS, outcome.demoReadyS].some(Number.isNaN);
  return { ok, ...outcome, failure: ok ? '' : stderr.split('\n').slice(-8).join('\n') };
}

const dataDirs = await Promise.all(
  Array.from({ length: STACKS }, () => mkdtemp(path.join(os.tmpdir(), 'portal-busy-start-'))),
);
const spinners = Array.from({ length: SPINNERS }, startSpinner);
try {
  const outcomes = await Promise.all(dataDirs.map((dataDir) => startOne(dataDir)));
  for (const spinner of spinners) spinner.kill();
  console.log(
    `${STACKS} twins started at once on ${os.cpus().length} cores kept busy by ${SPINNERS} spinning processes (seconds from each spawn)\n`,
  );
  printTable(
    ['stack', 'came up', 'answered', 'signed in', 'demo data complete', 'seed retries'],
    outcomes.map((outcome, index) => [
      String(index + 1),
      outcome.ok ? 'yes' : 'NO',
      outcome.answeredS,
      outcome.signedInS,
      outcome.demoReadyS,
      String(outcome.seedRetries),
    ]),
  );
  for (const [index, outcome] of outcomes.entries())
    if (!outcome.ok) console.log(`\nstack ${index + 1} failed:\n${outcome.failure}`);
  const cameUp = outcomes.filter((outcome) => outcome.ok).length;
  const ok = reportTargets([
    [cameUp === STACKS, `${cameUp} of ${STACKS} twins started at once came up with their demo data (target: all)`],
  ]);
  process.exitCode = ok ? 0 : 1;
} finally {
  for (const spinner of spinners) spinner.kill();
  await Promise.all(dataDirs.map((dataDir) => rm(dataDir, { recursive: true, force: true })));
}
