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
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { CardStudent, DocumentContext } from '../../functions/domain/student-documents/document-rows';
import { studentListCsv } from '../../functions/domain/student-documents/student-list-csv';
import { loginCardsPdf } from '../../functions/domain/student-documents/student-documents-pdf';
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
];
console.log('');
for (const check of checks) console.log(`${check.met ? 'met   ' : 'MISSED'}  ${check.target}`);
if (checks.some((check) => !check.met)) process.exitCode = 1;
