/**
 * A child's data at its largest (the child's data page and 'Download {name}'s data', docs/privacy.md):
 * `npm run bench -- child-data`.
 *
 * The demo parent's child Mia is given five years of the busiest child's history as AWS's table
 * still holds it (test/support/child-history.ts BUSY_CHILD: 3 sign-ins, 10 launches and 2 audit
 * lines a day, about 7,100 items with a month past each TTL), then, through the twin:
 * - GET /api/children/{childId}/data, the page: its time and the bytes of its answer;
 * - POST /api/children/{childId}/data-export until its job has succeeded: the ZIP's time and counts.
 *
 * Targets: the page within half a route's timeout (7.5 s) and half Lambda's 6 MB answer; the ZIP
 * job done in < 60 s with every entry the page shows (and its own start in the history).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '../../bin/seed/demo-accounts';
import { startLocalStack } from '../../bin/local-stack';
import { ROUTE_FUNCTION_TIMEOUT_SECONDS } from '../../lib-infra/function-limits';
import { LAMBDA_RESPONSE_PAYLOAD_BYTES } from '../../lib-infra/local/lambda-limits';
import { childrenEndpoints } from '../../shared/api/endpoints/children';
import { jobsEndpoints } from '../../shared/api/endpoints/jobs';
import type { PersonRecord } from '../../shared/schemas/privacy';
import { BUSY_CHILD, fiveYearsOf, writeChildHistory } from '../support/child-history';
import { twinIdToken } from '../support/twin-sign-in';
import { printTable, reportTargets } from './stats';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-child-data-'));
let met = false;
try {
  const stack = await startLocalStack({ dataDir, web: 'none', seed: true, schedules: false });
  const childId = stack.demo?.userIds.child;
  const parentId = stack.demo?.userIds.parent;
  if (!childId || !parentId) throw new Error('The twin was started without its demo data');
  const history = fiveYearsOf(childId, parentId, BUSY_CHILD);
  const items = history.signIns.length + history.launches.length + history.lines.length;
  const seeding = performance.now();
  await writeChildHistory(history);
  console.log(`seeded ${items.toLocaleString('en')} items in ${Math.round((performance.now() - seeding) / 1000)} s`);
  const token = await twinIdToken(stack.url, stack.userPoolClientId, DEMO_ACCOUNTS.parent.username);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const at = (template: string, values: Record<string, string>) =>
    `${stack.url}${template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')}`;

  const pageStarted = performance.now();
  const pageAnswer = await fetch(at(childrenEndpoints.getChildData.path, { childId }), { headers });
  const pageText = await pageAnswer.text();
  const pageMs = performance.now() - pageStarted;
  if (pageAnswer.status !== 200) throw new Error(`the data page answered ${pageAnswer.status}: ${pageText}`);
  const { record } = JSON.parse(pageText) as { record: PersonRecord };

  const exportStarted = performance.now();
  const started = await fetch(at(childrenEndpoints.startChildDataExport.path, { childId }), {
    method: 'POST',
    headers,
    body: '{}',
  });
  if (started.status !== 202) throw new Error(`the download answered ${started.status}: ${await started.text()}`);
  const { job } = (await started.json()) as { job: { id: string } };
  let finished: { status: string; counts: Record<string, number>; error: string | null };
  for (;;) {
    finished = (
      (await (await fetch(at(jobsEndpoints.getJob.path, { jobId: job.id }), { headers })).json()) as {
        job: typeof finished;
      }
    ).job;
    if (finished.status === 'failed') throw new Error(`the download failed: ${finished.error ?? ''}`);
    if (finished.status === 'succeeded') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const exportMs = performance.now() - exportStarted;
  await stack.stop();

  console.log("\nA child's data: five years of the busiest child's history");
  printTable(
    ['items seeded', 'sign-ins', 'launches', 'history lines', 'page ms', 'page bytes', 'ZIP job ms'],
    [
      [
        items,
        record.signIns.length,
        record.appLaunches.length,
        record.history.length,
        Math.round(pageMs),
        Buffer.byteLength(pageText),
        Math.round(exportMs),
      ],
    ],
  );
  const routeLimitMs = ROUTE_FUNCTION_TIMEOUT_SECONDS * 1000;
  met = reportTargets([
    [
      pageMs < routeLimitMs / 2,
      `the data page = ${Math.round(pageMs)} ms (target < ${routeLimitMs / 2}, half a route's timeout)`,
    ],
    [
      Buffer.byteLength(pageText) < LAMBDA_RESPONSE_PAYLOAD_BYTES / 2,
      `the data page's answer = ${Buffer.byteLength(pageText).toLocaleString('en')} bytes (target < half Lambda's 6 MB)`,
    ],
    [
      finished.counts['signIns'] === record.signIns.length &&
        finished.counts['launches'] === record.appLaunches.length &&
        finished.counts['history'] === record.history.length + 1,
      `the ZIP holds every entry the page shows (${JSON.stringify(finished.counts)})`,
    ],
    [exportMs < 60_000, `the ZIP job = ${Math.round(exportMs)} ms (target < 60,000)`],
  ]);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(met ? 0 : 1);
