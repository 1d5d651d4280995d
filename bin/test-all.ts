/**
 * `npm test`: every layer — type check and lint side by side, then unit, integration (local
 * stack), infra (CDK assertions and cdk-nag), e2e (Chromium) — and one closing line with the
 * totals. Each layer also runs alone: npm run typecheck | lint | test:unit | test:integration |
 * test:infra | test:e2e. The whole suite must stay within CI's 30 minutes on 2 cores, so what is
 * independent uses both cores: type check beside lint, two workers for the unit files (vitest's
 * default on 2 cores is one), and infra beside integration.
 */
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { findJava } from '../lib-infra/local/java';
import { nodeVersionLine } from '../lib-infra/node-version';
import { findChromium } from './find-chromium';

interface StepResult {
  name: string;
  ok: boolean;
  passed: number;
  failed: number;
  seconds: number;
  /** What failed, a line each (the test and its first line of error), repeated under the summary. */
  failures?: string[];
}

type StepOutcome = Omit<StepResult, 'name' | 'seconds'>;

/** Failures listed under the summary at most; the rest are counted. */
const FAILURES_LISTED = 20;

const RESULTS_DIR = path.resolve('test-results');

/**
 * Runs a command. `capture` keeps its standard output (and echoes it); `quiet` holds its output
 * back instead, so two commands run side by side print one after the other.
 */
function run(
  command: string,
  args: string[],
  { capture = false, quiet = false }: { capture?: boolean; quiet?: boolean } = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
      env: process.env,
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
      if (!quiet) process.stdout.write(chunk);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * A vitest project. `workers` overrides vitest's count (one on 2 cores); `quiet` holds its output
 * until it ends, when it runs beside another step.
 */
async function vitestProject(
  project: string,
  { workers, quiet = false }: { workers?: number; quiet?: boolean } = {},
): Promise<StepOutcome> {
  const report = path.join(RESULTS_DIR, `${project}.json`);
  if (!quiet) console.log(`\n━━ ${project} ━━`);
  const { code, output } = await run(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      ...(workers ? [`--maxWorkers=${workers}`] : []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${report}`,
    ],
    { quiet },
  );
  if (quiet) process.stdout.write(`\n━━ ${project} ━━\n${output}`);
  const summary = JSON.parse(await readFile(report, 'utf8').catch(() => '{}')) as VitestReport;
  const passed = summary.numPassedTests ?? 0;
  // A run that executed no test is a failure: a green run must prove something.
  return {
    ok: code === 0 && passed > 0,
    passed,
    failed: summary.numFailedTests ?? (code === 0 ? 0 : 1),
    failures: vitestFailures(summary),
  };
}

/** The parts of vitest's JSON report read here. */
interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

/** An error's first line, cut short enough to read in a summary. */
function firstLine(text: string | undefined): string {
  const line = (text ?? '').trim().split('\n')[0] ?? '';
  return line.length > 240 ? `${line.slice(0, 239)}…` : line;
}

/** Each failed test as `file › test: first line of its error`; a file that failed to run, by its error. */
function vitestFailures(report: VitestReport): string[] {
  return (report.testResults ?? []).flatMap((file) => {
    const where = path.relative(process.cwd(), file.name);
    const tests = (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    return tests.length || file.status !== 'failed' ? tests : [`${where}: ${firstLine(file.message)}`];
  });
}

async function e2e(): Promise<StepOutcome> {
  console.log('\n━━ e2e ━━');
  const { code, output } = await run('npx', ['tsx', 'test/e2e/run.ts'], { capture: true });
  const counts = /e2e: (\d+) passed, (\d+) failed/.exec(output);
  const passed = Number(counts?.[1] ?? 0);
  // The runner marks each failed spec `[project]   FAIL  name`, its error on the project's next
  // line (the other project's lines may come between).
  const lines = output.split('\n');
  const failures = lines.flatMap((line, index) => {
    const failed = /^(\[\w+\]) +FAIL +(.*?)(?: \([\d.]+ s, axe on \d+ pages\))?$/.exec(line);
    if (!failed) return [];
    const [, project = '', spec = ''] = failed;
    const error = lines.slice(index + 1).find((next) => next.startsWith(`${project} `)) ?? '';
    return [`${project} ${spec}: ${firstLine(error.slice(project.length))}`];
  });
  return { ok: code === 0 && passed > 0, passed, failed: Number(counts?.[2] ?? (code === 0 ? 0 : 1)), failures };
}

/** A command whose output is printed once it ends (it may run beside another). */
async function command(name: string, args: string[]): Promise<StepOutcome> {
  const { code, output } = await run('npx', args, { quiet: true });
  console.log(`\n━━ ${name} ━━`);
  if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  return { ok: code === 0, passed: 0, failed: 0 };
}

type Step = [string, () => Promise<StepOutcome>];

/** Steps in groups: the steps of a group run side by side; a group starts once the one before passed. */
const groups: Step[][] = [
  [
    ['type check', () => command('type check', ['tsc', '-p', 'tsconfig.json'])],
    [
      'lint',
      async () => {
        const eslint = await command('lint (eslint)', ['eslint', '.']);
        const prettier = eslint.ok ? await command('lint (prettier)', ['prettier', '--check', '.']) : eslint;
        return prettier.ok ? command('lint (catalogues)', ['npm', 'run', '--silent', 'lint:catalogues']) : prettier;
      },
    ],
  ],
  [['unit', () => vitestProject('unit', { workers: 2 })]],
  // Integration runs one file at a time against one stack and leaves most of a core idle; the
  // CPU-bound CDK synths of infra use it meanwhile (one worker, printed when done).
  [
    ['integration', () => vitestProject('integration')],
    ['infra', () => vitestProject('infra', { workers: 1, quiet: true })],
  ],
  [['e2e', e2e]],
];
const steps = groups.flat();

console.log(`npm test on ${nodeVersionLine()}`);
try {
  findJava();
  await findChromium();
} catch (error) {
  console.error(`\nnpm test cannot run yet:\n${(error as Error).message}`);
  process.exit(1);
}

// The catalogues as the .po files say now (npm ci compiled them once; a translator may have edited since).
if ((await run('npm', ['run', '--silent', 'i18n:compile'], { quiet: true })).code !== 0) {
  console.error('\nnpm test cannot run yet: the message catalogues do not compile (npm run i18n:compile says why)');
  process.exit(1);
}

await rm(RESULTS_DIR, { recursive: true, force: true });
await mkdir(RESULTS_DIR, { recursive: true });
const only = process.argv.slice(2);
const results: StepResult[] = [];
for (const group of groups) {
  const chosen = group.filter(([name]) => only.length === 0 || only.includes(name));
  if (chosen.length === 0) continue;
  const ran = await Promise.all(
    chosen.map(async ([name, step]) => {
      const started = performance.now();
      const result = await step();
      return { name, ...result, seconds: (performance.now() - started) / 1000 };
    }),
  );
  results.push(...ran);
  if (ran.some((result) => !result.ok)) break;
}

console.log('\n━━ summary ━━');
for (const result of results) {
  const counts =
    result.passed + result.failed > 0
      ? `${result.passed} passed, ${result.failed} failed`
      : result.ok
        ? 'clean'
        : 'failed';
  console.log(`${result.ok ? '✔' : '✘'} ${result.name.padEnd(12)} ${counts.padEnd(28)} ${result.seconds.toFixed(1)} s`);
}
const allOk =
  results.length > 0 && results.every((result) => result.ok) && results.length === (only.length || steps.length);
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0) + uncountedFailures(results);
const failures = results.flatMap((result) => (result.failures ?? []).map((failure) => `${result.name}: ${failure}`));
if (failures.length) {
  // Repeated here, at the end, where a log cut to its last lines still shows what failed.
  console.log('\nfailed:');
  for (const failure of failures.slice(0, FAILURES_LISTED)) console.log(`  ${failure}`);
  if (failures.length > FAILURES_LISTED) console.log(`  …and ${failures.length - FAILURES_LISTED} more`);
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);

/** A failed step without test counts (type check, lint) still counts as one failure. */
function uncountedFailures(all: StepResult[]): number {
  return all.filter((result) => !result.ok && result.failed === 0).length;
}
