import { EXPORT_MESSAGES } from '../../shared/schemas/exports';
/**
 * E-mail list export benchmark (staff-console §2 Emails page): `npm run bench -- email-list`.
 *
 * 100,000 contacts (teachers, school administrators, parents and personal accounts; written
 * straight to the table, a tenth of them never signed in) are exported:
 * - through the twin: POST /api/admin/email-list (role All) until its job has succeeded, then the
 *   download link, and the file is counted;
 * - as the worker Lambda would run it: the same job in a Node process of its own, its heap capped
 *   as a 256 MB function's is, whose peak resident memory (tsx's own load included) is read at its end.
 *
 * Targets: the export of 100,000 users < 30 s; the worker's memory < 256 MB.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '../../bin/seed/demo-accounts';
import { functionEnvironment, startLocalStack } from '../../bin/local-stack';
import { jobRecords, newJobRecord } from '../../functions/data/jobs';
import { userProfiles } from '../../functions/data/users';
import { settleEmailListFilter } from '../../functions/domain/email-tools/email-list-report';
import { emailListFilterSchema } from '../../shared/schemas/email-tools';
import type { SessionUser } from '../../shared/schemas/user';
import { aUser } from '../unit/rules/fixtures';
import { printTable, reportTargets } from './stats';
import { twinIdToken } from '../support/twin-sign-in';

const USERS = Number(process.env['BENCH_USERS'] ?? 100_000);
const WRITERS = 8;
/** The old-space limit Lambda's Node runtime gives a function of 256 MB (about 90 % of it, less the code and stacks). */
const WORKER_HEAP_MB = 200;

function contact(index: number): SessionUser {
  const id = randomUUID();
  const kind = index % 4;
  const createdAt = new Date(Date.UTC(2024, 0, 1) + (index % 700) * 86_400_000).toISOString();
  return aUser({
    id,
    username: `bench-${id.slice(0, 13)}@bench.example`,
    email: `bench-${id.slice(0, 13)}@bench.example`,
    firstName: `First${index}`,
    lastName: `Last${index}`,
    homeRole: kind === 2 ? 'parent' : null,
    schoolRole: kind < 2 ? 'teacher' : null,
    isSchoolAdmin: kind === 1,
    schoolId: kind < 2 ? 'demo-primary' : null,
    createdAt,
    lastSignIn: index % 10 === 0 ? null : new Date(Date.parse(createdAt) + 86_400_000).toISOString(),
  });
}

async function seedContacts(): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      for (;;) {
        const start = next;
        next += 1_000;
        if (start >= USERS) return;
        await userProfiles.putAll(
          Array.from({ length: Math.min(1_000, USERS - start) }, (_, offset) => contact(start + offset)),
        );
      }
    }),
  );
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-email-'));
let met = false;
try {
  const stack = await startLocalStack({ dataDir, web: 'none', seed: true, schedules: false });
  const seeding = performance.now();
  await seedContacts();
  console.log(`seeded ${USERS.toLocaleString('en')} contacts in ${Math.round((performance.now() - seeding) / 1000)} s`);
  const token = await twinIdToken(stack.url, stack.userPoolClientId, DEMO_ACCOUNTS.staff.username);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  const started = performance.now();
  const answer = await fetch(`${stack.url}/api/admin/email-list`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ role: 'all' }),
  });
  if (answer.status !== 201)
    throw new Error(`POST /api/admin/email-list answered ${answer.status}: ${await answer.text()}`);
  const { job } = (await answer.json()) as { job: { id: string } };
  let finished: { status: string; counts: Record<string, number>; error: string | null };
  for (;;) {
    finished = (
      (await (await fetch(`${stack.url}/api/jobs/${job.id}`, { headers })).json()) as { job: typeof finished }
    ).job;
    if (finished.status === 'failed') throw new Error(`export failed: ${finished.error ?? ''}`);
    if (finished.status === 'succeeded') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { url } = (await (await fetch(`${stack.url}/api/admin/email-list/${job.id}/file`, { headers })).json()) as {
    url: string;
  };
  const file = await (await fetch(url)).text();
  const routeMs = performance.now() - started;
  const lines = file.split('\r\n').filter(Boolean).length - 1;

  // The same export in a worker process of its own, for its memory.
  const own = newJobRecord({
    id: randomUUID(),
    kind: 'export',
    ownerId: 'bench',
    subject: {
      report: 'email-list',
      params: JSON.stringify(settleEmailListFilter(emailListFilterSchema.parse({ role: 'all' }), new Date())),
      fileName: 'bench.csv',
    },
    runId: '',
    now: new Date(),
    failureMessage: EXPORT_MESSAGES.failed,
  });
  await jobRecords.put(own);
  // Its V8 heap is capped as a 256 MB Lambda's would be, so the job must live within it.
  const worker = spawnSync('npx', ['tsx', path.join(import.meta.dirname, 'export-worker.ts'), own.id], {
    env: { ...process.env, ...functionEnvironment(stack), NODE_OPTIONS: `--max-old-space-size=${WORKER_HEAP_MB}` },
    encoding: 'utf8',
  });
  const workerResult = JSON.parse(worker.stdout.trim().split('\n').at(-1) ?? '{}') as {
    status: string;
    rows: number;
    baselineMb: number;
    maxRssMb: number;
    ms: number;
  };
  await stack.stop();

  console.log('\nE-mail list export (role All)');
  printTable(
    [
      'contacts',
      'rows in the file',
      'through the twin ms',
      'worker process ms',
      'worker RSS before MB',
      'worker peak RSS MB',
    ],
    [[USERS, lines, Math.round(routeMs), workerResult.ms, workerResult.baselineMb, workerResult.maxRssMb]],
  );
  const targets: Array<[boolean, string]> = [
    [
      lines >= USERS,
      `the file lists every contact (${lines.toLocaleString('en')} rows for ${USERS.toLocaleString('en')} seeded)`,
    ],
    [
      routeMs < 30_000,
      `export of ${USERS.toLocaleString('en')} users through the twin = ${Math.round(routeMs)} ms (target < 30,000)`,
    ],
    [
      workerResult.status === 'succeeded' && workerResult.maxRssMb < 256,
      `worker peak memory = ${workerResult.maxRssMb} MB (target < 256; status ${workerResult.status})`,
    ],
  ];
  met = reportTargets(targets);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(met ? 0 : 1);
