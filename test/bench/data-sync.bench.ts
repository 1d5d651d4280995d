/**
 * Data Link sync benchmark (staff-console §4 data link state): `npm run bench -- data-sync`.
 *
 * A school of 4,850 students (written straight to the table, in classes of 25) is linked to a
 * OneRoster bundle of 5,000 students in 200 classes with 10 teachers: 97 % of the students again
 * by Student ID, 3 % new (real accounts in the user pool), every teacher new. It times POST …/sync
 * until its job has succeeded (polled every 100 ms, as the progress modal does), through the
 * twin's gateway, after link-to and request-data-access.
 *
 * Target: a sync of 5,000 students < 60 s.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS } from '../../bin/seed/demo-accounts';
import { startLocalStack } from '../../bin/local-stack';
import { classGroups, classMembers } from '../../functions/data/class-groups';
import { putSchools } from '../../functions/data/schools';
import { userProfiles } from '../../functions/data/users';
import { aSchool } from '../support/schools';
import { aUser } from '../unit/rules/fixtures';
import { printTable, reportTargets } from './stats';
import { twinIdToken } from '../support/twin-sign-in';

const STUDENTS = 5_000;
const TEACHERS = 10;
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
const ORG = 'org-bench';

const nameOf = (index: number) => ({
  givenName: `${FIRST[index % FIRST.length]}${index}`,
  familyName: LAST[Math.floor(index / FIRST.length) % LAST.length] ?? '',
});

/** The roster's bundle: 5,000 students in 200 classes, each class with a teacher of the 10. */
async function writeBundle(rosterDir: string): Promise<void> {
  const folder = path.join(rosterDir, ORG, '2026-09-01-bulk');
  await mkdir(folder, { recursive: true });
  const at = '2026-09-01T00:00:00.000Z';
  const classCount = STUDENTS / CLASS_SIZE;
  const classes = Array.from(
    { length: classCount },
    (_, index) => `c${index},,${at},Year ${7 + (index % 6)} ${index},${ORG}`,
  );
  const students = Array.from({ length: STUDENTS }, (_, index) => {
    const { givenName, familyName } = nameOf(index);
    return `s${index},,${at},true,${givenName},${familyName},S${100_000 + index},,${ORG}`;
  });
  const teachers = Array.from(
    { length: TEACHERS },
    (_, index) =>
      `t${index},,${at},true,Teacher${index},Bench,,bench-teacher-${index}-${randomUUID().slice(0, 6)}@bench.example,${ORG}`,
  );
  const enrolments = [
    ...Array.from(
      { length: STUDENTS },
      (_, index) => `es${index},,${at},c${Math.floor(index / CLASS_SIZE)},${ORG},s${index},student`,
    ),
    ...Array.from(
      { length: classCount },
      (_, index) => `et${index},,${at},c${index},${ORG},t${index % TEACHERS},teacher`,
    ),
  ];
  await Promise.all([
    writeFile(
      path.join(folder, 'manifest.csv'),
      'propertyName,value\nmanifest.version,1.0\noneroster.version,1.2\nfile.orgs,bulk\nfile.users,bulk\nfile.classes,bulk\nfile.enrollments,bulk\n',
    ),
    writeFile(
      path.join(folder, 'orgs.csv'),
      `sourcedId,status,dateLastModified,name,type\n${ORG},,${at},Bench Roster School,school\n`,
    ),
    writeFile(
      path.join(folder, 'classes.csv'),
      `sourcedId,status,dateLastModified,title,schoolSourcedId\n${classes.join('\n')}\n`,
    ),
    writeFile(
      path.join(folder, 'users.csv'),
      `sourcedId,status,dateLastModified,enabledUser,givenName,familyName,identifier,email,primaryOrgSourcedId\n${[...teachers, ...students].join('\n')}\n`,
    ),
    writeFile(
      path.join(folder, 'enrollments.csv'),
      `sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role\n${enrolments.join('\n')}\n`,
    ),
    writeFile(
      path.join(rosterDir, 'directory.csv'),
      `sourcedId,name,address,city,postcode,country\n${ORG},Bench Roster School,1 Bench Road,Benchville,9999,Australia\n`,
    ),
  ]);
}

/** The school as it stands before: 97 % of the roster's students, in their classes. */
async function writeSchool(): Promise<string> {
  const school = aSchool({ name: 'Bench Sync School' });
  await putSchools([school]);
  const kept = Math.round(STUDENTS * 0.97);
  const students = Array.from({ length: kept }, (_, index) => {
    const id = randomUUID();
    const { givenName, familyName } = nameOf(index);
    return aUser({
      id,
      username: `bench-${id.slice(0, 12)}`,
      email: null,
      firstName: givenName,
      lastName: familyName,
      schoolRole: 'student',
      schoolId: school.id,
      schoolKey: `S${100_000 + index}`,
    });
  });
  const classes = Array.from({ length: STUDENTS / CLASS_SIZE }, (_, index) => ({
    id: randomUUID(),
    schoolId: school.id,
    name: `Year ${7 + (index % 6)} ${index}`,
    code: `BS${index}X${school.id.slice(0, 4)}`,
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
  return school.id;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-sync-'));
let met = false;
try {
  const rosterDir = path.join(dataDir, 'oneroster');
  await writeBundle(rosterDir);
  process.env['ROSTER_DIR'] = rosterDir;
  const stack = await startLocalStack({ dataDir, web: 'none', seed: true });
  const schoolId = await writeSchool();
  const token = await twinIdToken(stack.url, stack.userPoolClientId, DEMO_ACCOUNTS.teleStaff.username);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const base = `${stack.url}/api/admin/schools/${schoolId}`;
  const call = async (pathname: string, body: unknown) => {
    const answer = await fetch(`${base}${pathname}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!answer.ok) throw new Error(`${pathname} answered ${answer.status}: ${await answer.text()}`);
    return answer.json() as Promise<unknown>;
  };
  await call('/link-to', { dataSource: 'oneroster', dataId: ORG });
  await call('/request-data-access', {
    contact: { firstName: 'Bench', lastName: 'Mark', email: 'bench@bench.example' },
  });

  const started = performance.now();
  const { job } = (await call('/sync', {})) as { job: { id: string } };
  let finished: { status: string; counts: Record<string, number>; lines: string[] };
  for (;;) {
    finished = (
      (await (await fetch(`${stack.url}/api/jobs/${job.id}`, { headers })).json()) as { job: typeof finished }
    ).job;
    if (finished.status === 'failed') throw new Error(`sync failed: ${finished.lines.join(' / ')}`);
    if (finished.status === 'succeeded') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const syncMs = performance.now() - started;
  await stack.stop();

  console.log('\nData Link sync through the twin (POST …/sync and its job until succeeded)');
  printTable(
    ['students', 'teachers', 'classes', 'sync ms', 'job counts'],
    [[STUDENTS, TEACHERS, STUDENTS / CLASS_SIZE, Math.round(syncMs), JSON.stringify(finished.counts)]],
  );
  console.log(finished.lines.map((line) => `  ${line}`).join('\n'));
  const targets: Array<[boolean, string]> = [
    [syncMs < 60_000, `sync of ${STUDENTS.toLocaleString('en')} students = ${Math.round(syncMs)} ms (target < 60,000)`],
  ];
  met = reportTargets(targets);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(met ? 0 : 1);
