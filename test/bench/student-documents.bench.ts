/**
 * Student documents benchmark: `npx tsx test/bench/student-documents.bench.ts`.
 *
 * A school of 1,000 students (generated names, usernames, passphrases, Student IDs and card links
 * of the real length) through the renderers the routes use (functions/domain/student-documents):
 * the school's Export Student List (CSV) and the login cards PDF of 1,000 and of 2,000 students,
 * QR codes included. The first run of each is reported as the cold time; then the sizes take
 * turns for RUNS rounds and the medians are judged:
 *
 * - CSV of 1,000 students under 1 s;
 * - PDF of 1,000 login cards under 3 s;
 * - 2,000 cards no more than 2.2 × the time of 1,000 (the median ratio of back-to-back runs).
 *
 * Then a school year's login cards as a teacher prints them, through the twin: a class of 2,000
 * students (written straight to the table, each with a kept password) and its Print Login Cards
 * job (POST …/students/pdf/login-cards/jobs) from its start until its PDF is downloaded from the
 * job's link, its pages counted. Target: under 60 s (the job's worker may run 15 minutes; a teacher
 * watches its progress bar).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEMO_ACCOUNTS } from '../../bin/seed/demo-accounts';
import { startLocalStack } from '../../bin/local-stack';
import { passwordBox } from '../../functions/adapters/secret-box';
import { addClassMember, classGroups } from '../../functions/data/class-groups';
import { userProfiles } from '../../functions/data/users';
import { keepPassword } from '../../functions/domain/core/accounts/kept-passwords';
import type { CardStudent, DocumentContext } from '../../functions/domain/student-documents/document-rows';
import { studentListCsv } from '../../functions/domain/student-documents/student-list-csv';
import { loginCardsPdf } from '../../functions/domain/student-documents/student-documents-pdf';
import { inGroups } from '../support/in-groups';
import { pdfPageCount } from '../support/pdf-text';
import { twinIdToken } from '../support/twin-sign-in';
import { aUser } from '../unit/rules/fixtures';
import { printTable } from './stats';

const RUNS = 5;
const FIRST = ['Mia', 'Noah', 'Zoë', 'Oliver', 'Amelia', 'Jack', 'Isla', 'William', 'Ava', 'Leo', 'Chloé', 'Lucas'];
const LAST = [
  'Smith',
  'Nguyen',
  'Williams',
  "O'Brien",
  'Brown',
  'Wilson',
  'Taylor',
  'Martin',
  'Anderson',
  'Lee',
  'Thompson',
  'García-López',
];
const WORDS = ['apple', 'river', 'cloud', 'lemon', 'kite', 'sand', 'tiger', 'maple', 'storm', 'pearl'];

function school(size: number): CardStudent[] {
  return Array.from({ length: size }, (_, index) => {
    const firstName = FIRST[index % FIRST.length] ?? 'Mia';
    const username = `${firstName
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '')}${index.toString(36)}`;
    return {
      id: `student-${index}`,
      firstName,
      lastName: LAST[Math.floor(index / FIRST.length) % LAST.length] ?? 'Lee',
      username,
      password: `${WORDS[index % 10]}-${WORDS[(index + 3) % 10]}-${WORDS[(index + 7) % 10]}${index % 10}!`,
      schoolKey: index % 7 === 0 ? null : `S${100_000 + index}`,
      classNames: [`${1 + (index % 6)}${'ABCD'[index % 4]}`],
      cardLink: `https://portal.example.edu.au/card-sign-in?u=${username}#${randomBytes(32).toString('base64url')}`,
    };
  });
}

const CONTEXT: DocumentContext = {
  schoolName: 'Demo Primary School',
  className: '4A',
  portalAddress: 'https://portal.example.edu.au',
  showSchoolKey: true,
  schoolLanguage: null,
};
const median = (values: readonly number[]): number =>
  [...values].sort((left, right) => left - right)[Math.floor(values.length / 2)] ?? Number.NaN;

async function timed(action: () => unknown): Promise<number> {
  const started = performance.now();
  await action();
  return performance.now() - started;
}

const students1000 = school(1_000);
const students2000 = school(2_000);
const workloads = [
  { name: 'CSV, 1,000 students', run: () => studentListCsv(students1000, CONTEXT), timings: [] as number[], cold: 0 },
  { name: 'login cards PDF, 1,000', run: () => loginCardsPdf(students1000, CONTEXT), timings: [] as number[], cold: 0 },
  { name: 'login cards PDF, 2,000', run: () => loginCardsPdf(students2000, CONTEXT), timings: [] as number[], cold: 0 },
];
for (const workload of workloads) workload.cold = await timed(workload.run);
for (let round = 0; round < RUNS; round += 1)
  for (const workload of workloads) workload.timings.push(await timed(workload.run));

const [csv, cards1000, cards2000] = workloads.map((workload) => median(workload.timings));
const growth = median(
  workloads[2]?.timings.map((milliseconds, round) => milliseconds / (workloads[1]?.timings[round] ?? Number.NaN)) ?? [],
);
console.log(
  `Student documents: a school of 1,000 (and 2,000) generated students, median of ${RUNS} runs after a cold one`,
);
printTable(
  ['document', 'cold ms', 'median ms'],
  workloads.map((workload) => [workload.name, Math.round(workload.cold), Math.round(median(workload.timings))]),
);
/** A school year's login cards through the twin: the job's time from its start to its PDF downloaded. */
async function printJobThroughTwin(size: number): Promise<{ ms: number; pages: number; status: string }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-print-'));
  try {
    const stack = await startLocalStack({ dataDir, web: 'none', seed: true, schedules: false });
    try {
      const token = await twinIdToken(stack.url, stack.userPoolClientId, DEMO_ACCOUNTS.teacher.username);
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const created = await fetch(`${stack.url}/api/class-groups`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: `Year ${randomUUID().slice(0, 4)}` }),
      });
      const { classGroup: summary } = (await created.json()) as { classGroup: { id: string; schoolId: string } };
      const classGroup = await classGroups.get({ id: summary.id });
      if (!classGroup) throw new Error(`The class could not be made (${created.status})`);
      const students = school(size).map((student) =>
        aUser({
          id: randomUUID(),
          username: `${student.username}-${randomUUID().slice(0, 6)}`,
          email: null,
          firstName: student.firstName,
          lastName: student.lastName,
          schoolId: summary.schoolId,
          schoolRole: 'student',
          homeRole: null,
          isSchoolAdmin: false,
          hasPassword: true,
        }),
      );
      // A group at a time, as the integration tests set up large classes (test/support/in-groups.ts).
      await inGroups(students, 25, (student) => userProfiles.put(student));
      await inGroups(students, 25, (student) => addClassMember(classGroup, student.id, new Date()));
      await inGroups(students, 25, (student) =>
        keepPassword(passwordBox, student.id, `maple-river-kite${student.id.slice(0, 4)}!`),
      );

      const started = performance.now();
      const answer = await fetch(`${stack.url}/api/class-groups/${classGroup.id}/students/pdf/login-cards/jobs`, {
        method: 'POST',
        headers,
        body: '{}',
      });
      if (answer.status !== 202) throw new Error(`The print job answered ${answer.status}: ${await answer.text()}`);
      const { job } = (await answer.json()) as { job: { id: string } };
      let status = 'queued';
      while (status === 'queued' || status === 'running') {
        await new Promise((resolve) => setTimeout(resolve, 100));
        // The twin runs the worker in its own process: a poll during the render may be reset, and is asked again.
        const read = await fetch(`${stack.url}/api/jobs/${job.id}`, { headers }).catch(() => null);
        if (read?.ok) status = ((await read.json()) as { job: { status: string } }).job.status;
      }
      const link = (await (await fetch(`${stack.url}/api/jobs/${job.id}/file`, { headers })).json()) as {
        url?: string;
      };
      const pdf = link.url ? Buffer.from(await (await fetch(link.url)).arrayBuffer()) : Buffer.alloc(0);
      return { ms: performance.now() - started, pages: pdfPageCount(pdf), status };
    } finally {
      await stack.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const YEAR = 2_000;
const printJob = await printJobThroughTwin(YEAR);
console.log('');
printTable(
  ['job through the twin', 'status', 'pages', 'ms'],
  [[`login cards, ${YEAR.toLocaleString('en')} students`, printJob.status, printJob.pages, Math.round(printJob.ms)]],
);

const checks = [
  { target: `CSV of 1,000 students < 1000 ms (${Math.round(csv ?? Number.NaN)} ms)`, met: (csv ?? Infinity) < 1000 },
  {
    target: `PDF of 1,000 login cards < 3000 ms (${Math.round(cards1000 ?? Number.NaN)} ms)`,
    met: (cards1000 ?? Infinity) < 3000,
  },
  {
    target: `2,000 cards <= 2.2 x 1,000 (median of paired runs: ${growth.toFixed(2)} x; medians ${Math.round(cards2000 ?? Number.NaN)} / ${Math.round(cards1000 ?? Number.NaN)} ms)`,
    met: growth <= 2.2,
  },
  {
    target: `${YEAR.toLocaleString('en')} login cards as a job through the twin, downloaded: ${YEAR / 8} pages < 60000 ms (${printJob.status}, ${printJob.pages} pages, ${Math.round(printJob.ms)} ms)`,
    met: printJob.status === 'succeeded' && printJob.pages === YEAR / 8 && printJob.ms < 60_000,
  },
];
console.log('');
for (const check of checks) console.log(`${check.met ? 'met   ' : 'MISSED'}  ${check.target}`);
process.exit(checks.some((check) => !check.met) ? 1 : 0);
