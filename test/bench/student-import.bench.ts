/**
 * SMART Tool server benchmark (school-and-family §2 Student import wizard): `npm run bench -- student-import`.
 *
 * For a school of N = 1,000 and 5,000 students (written straight to the table, in N / 25 classes)
 * it sends the new year's file of N rows through the twin's gateway: 97 % of the students again
 * (2 % of them renamed, 10 % moved to another class), 3 % new students (real accounts in the user
 * pool), the 3 % left out retained; members not in the file are removed from its classes. It times
 * POST …/prepare, then builds Save & Apply with the engine (createMatchTable + buildApplyRequest,
 * as the wizard does) and times POST …/apply until its job has succeeded (polled every 100 ms).
 *
 * Targets: prepare of 5,000 < 3 s; apply of 5,000 < 60 s; apply's time per row at 5,000 ≤ 1.2 ×
 * that at 1,000.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS } from '../../bin/seed/demo-accounts';
import { startLocalStack } from '../../bin/local-stack';
import { classGroups, classMembers } from '../../functions/data/class-groups';
import { setDistrictAdministrator } from '../../functions/data/school-administrators';
import { putSchools } from '../../functions/data/schools';
import { findUserIdByUsername } from '../../functions/data/usernames';
import { userProfiles } from '../../functions/data/users';
import {
  buildApplyRequest,
  createMatchTable,
  importPrepareResponseSchema,
  type ImportFileRowInput,
} from '../../shared/import';
import type { SessionUser } from '../../shared/schemas/user';
import { aSchool } from '../support/schools';
import { aUser } from '../unit/rules/fixtures';
import { printTable, reportTargets } from './stats';
import { twinIdToken } from '../support/twin-sign-in';

const SIZES = [1_000, 5_000] as const;
const CLASS_SIZE = 25;
const FIRST = [
  'Ava',
  'Noah',
  'Mia',
  'Leo',
  'Isla',
  'Jack',
  'Zoe',
  'Oscar',
  'Ruby',
  'Liam',
  'Ella',
  'Max',
  'Chloe',
  'Finn',
  'Ivy',
  'Theo',
];
const LAST = [
  'Nguyen',
  'Smith',
  'Jones',
  'Brown',
  'Wilson',
  'Taylor',
  'Martin',
  'Lee',
  'Walker',
  'Hall',
  'Young',
  'King',
  'Wright',
  'Scott',
  'Green',
  'Baker',
];

interface Measure {
  size: number;
  prepareMs: number;
  applyMs: number;
  counts: Record<string, number>;
}

function student(schoolId: string, index: number): SessionUser {
  const id = randomUUID();
  return aUser({
    id,
    username: `bench-${id.slice(0, 12)}`,
    email: null,
    firstName: `${FIRST[index % FIRST.length]}${index}`,
    lastName: LAST[Math.floor(index / FIRST.length) % LAST.length] ?? '',
    schoolRole: 'student',
    schoolId,
    schoolKey: `S${100_000 + index}`,
  });
}

async function benchSchool(size: number, adminId: string) {
  const school = aSchool({ name: `Bench ${size} School` });
  await putSchools([school]);
  await setDistrictAdministrator(school.id, adminId, { administrator: true });
  const students = Array.from({ length: size }, (_, index) => student(school.id, index));
  const classes = Array.from({ length: Math.ceil(size / CLASS_SIZE) }, (_, index) => ({
    id: randomUUID(),
    schoolId: school.id,
    name: `Year ${7 + (index % 6)} ${index}`,
    code: `B${size}X${index}`,
  }));
  await userProfiles.putAll(students);
  await classGroups.putAll(classes);
  await classMembers.putAll(
    students.map((profile, index) => ({
      classId: classes[Math.floor(index / CLASS_SIZE)]?.id ?? '',
      userId: profile.id,
      schoolId: school.id,
      joinedAt: profile.createdAt,
    })),
  );
  // The new year's file.
  const rows: ImportFileRowInput[] = [];
  const kept = Math.round(size * 0.97);
  students.slice(0, kept).forEach((profile, index) => {
    const moved = index % 10 === 0 ? 1 : 0;
    rows.push({
      rowNumber: rows.length + 2,
      firstName: index % 50 === 0 ? `${profile.firstName}a` : profile.firstName,
      lastName: profile.lastName,
      schoolKey: profile.schoolKey,
      classGroups: [classes[(Math.floor(index / CLASS_SIZE) + moved) % classes.length]?.name ?? ''],
    });
  });
  for (let index = 0; rows.length < size; index += 1) {
    rows.push({
      rowNumber: rows.length + 2,
      firstName: `New${index}`,
      lastName: `Student${size}`,
      schoolKey: `N${size}-${index}`,
      classGroups: [classes[index % classes.length]?.name ?? ''],
    });
  }
  return { school, rows };
}

async function measure(url: string, token: string, adminId: string, size: number): Promise<Measure> {
  const { school, rows } = await benchSchool(size, adminId);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const base = `${url}/api/advanced-user-import/${school.id}`;
  const prepareStarted = performance.now();
  const prepared = await fetch(`${base}/prepare?school-role=student`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ data: rows, hasClassColumn: true }),
  });
  if (!prepared.ok) throw new Error(`prepare answered ${prepared.status}: ${await prepared.text()}`);
  const response = importPrepareResponseSchema.parse(await prepared.json());
  const prepareMs = performance.now() - prepareStarted;

  const request = buildApplyRequest(createMatchTable(response), {
    removeOtherClassGroups: false,
    removeOtherUsersInClassGroups: true,
  });
  const summary = {
    createdCount: 0,
    matchedCount: 0,
    retainedCount: 0,
    mergedCount: 0,
    deletedCount: 0,
    totalAfterImport: size,
  };
  const applyStarted = performance.now();
  const applied = await fetch(`${base}/apply?school-role=student`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...request, requestId: randomUUID(), summary }),
  });
  if (applied.status !== 202) throw new Error(`apply answered ${applied.status}: ${await applied.text()}`);
  const { job } = (await applied.json()) as { job: { id: string } };
  for (;;) {
    const polled = (await (await fetch(`${url}/api/jobs/${job.id}`, { headers })).json()) as {
      job: { status: string; counts: Record<string, number>; lines: string[] };
    };
    if (polled.job.status === 'failed') throw new Error(`apply failed: ${polled.job.lines.join(' / ')}`);
    if (polled.job.status === 'succeeded')
      return { size, prepareMs, applyMs: performance.now() - applyStarted, counts: polled.job.counts };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-import-'));
let met = false;
try {
  const stack = await startLocalStack({ dataDir, web: 'none', seed: true });
  const adminId = await findUserIdByUsername(DEMO_ACCOUNTS.schoolAdmin.username);
  if (!adminId) throw new Error('The demo school admin is missing');
  const token = await twinIdToken(stack.url, stack.userPoolClientId, DEMO_ACCOUNTS.schoolAdmin.username);
  const results: Measure[] = [];
  for (const size of SIZES) results.push(await measure(stack.url, token, adminId, size));
  await stack.stop();

  console.log('\nSMART Tool through the twin (prepare: one call; apply: the call and its job until succeeded)');
  printTable(
    ['students and rows', 'prepare ms', 'apply ms', 'apply ms per row', 'job counts'],
    results.map((result) => [
      result.size,
      Math.round(result.prepareMs),
      Math.round(result.applyMs),
      (result.applyMs / result.size).toFixed(2),
      JSON.stringify(result.counts),
    ]),
  );
  const [small, large] = results as [Measure, Measure];
  const perRow = large.applyMs / large.size / (small.applyMs / small.size);
  const targets: Array<[boolean, string]> = [
    [large.prepareMs < 3_000, `prepare of 5,000 = ${Math.round(large.prepareMs)} ms (target < 3,000)`],
    [large.applyMs < 60_000, `apply of 5,000 = ${Math.round(large.applyMs)} ms (target < 60,000)`],
    [perRow <= 1.2, `apply per row at 5,000 / at 1,000 = ${perRow.toFixed(2)} (target ≤ 1.2)`],
  ];
  met = reportTargets(targets);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(met ? 0 : 1);
