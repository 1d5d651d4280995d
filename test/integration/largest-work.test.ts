import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { studentImportEndpoints } from '../../shared/api/endpoints/student-import';
import { teachersEndpoints } from '../../shared/api/endpoints/teachers';
import { STUDENT_IMPORT_MESSAGES } from '../../shared/schemas/student-import';
import { DEMO_SCHOOL_ID } from '../../bin/seed/demo-profiles';
import { MAX_TEACHER_IMPORT_ROWS } from '../../shared/schemas/teachers';
import { listOutbox } from '../../functions/adapters/mail/outbox';
import { auditOfActor } from '../../functions/data/audit';
import { RUN_BY_CALLER, runJob } from '../../functions/domain/core/jobs/job-work';
import { startStudentsDelete, studentsDeleteWork } from '../../functions/domain/students/delete-students';
import { signInDirectory } from '../../functions/adapters/sign-in-directory';
import { sendBatchWrite } from '../../functions/data/batch-write';
import { normaliseUsername, usernameClaims } from '../../functions/data/usernames';
import { loadSessionUser, userProfiles } from '../../functions/data/users';
import type { SessionUser } from '../../shared/schemas/user';
import { ROUTE_FUNCTION_TIMEOUT_SECONDS } from '../../lib-infra/function-limits';
import { callEndpoint } from './support/call-endpoint';
import { settledJob } from './support/jobs';
import { profile } from './support/local-table';
import { portal, uniqueEmail } from './support/portal-client';
import { schoolWithMembers } from './support/school-access';

/**
 * The largest work a school administrator asks for in one request, within a route's Lambda limits
 * (its timeout and 6 MB each way), which the twin's gateway keeps as AWS does
 * (lib-infra/local/lambda-limits.ts): each answers well within them, and the work is a job.
 */
const ROUTE_LIMIT_MS = ROUTE_FUNCTION_TIMEOUT_SECONDS * 1000;

/** Profiles written straight to the table, 25 to a batch, four batches at once. */
async function putProfiles(profiles: readonly SessionUser[]): Promise<void> {
  const items = profiles.map((user) => userProfiles.toItem(user));
  for (let start = 0; start < items.length; start += 100)
    await Promise.all(
      [0, 25, 50, 75]
        .map((offset) => items.slice(start + offset, start + offset + 25))
        .filter((batch) => batch.length > 0)
        .map((batch) => sendBatchWrite(batch.map((Item) => ({ PutRequest: { Item } })))),
    );
}

/** Accounts' usernames taken (active claims), as an account that has the email as its username holds it. */
async function takeUsernames(usernames: readonly string[]): Promise<void> {
  const claimedAt = new Date().toISOString();
  const items = usernames.map((username) =>
    usernameClaims.toItem({ username: normaliseUsername(username), state: 'active', claimedAt, userId: randomUUID() }),
  );
  for (let start = 0; start < items.length; start += 25)
    await sendBatchWrite(items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })));
}

describe('the largest work of one request, within the Lambda limits', () => {
  it('starts the deletion of 1,000 students well within a route’s time, audited, leaving the deleting to the job', async () => {
    // Prepare: the route's own work at the most one request may name (the job's deleting, a minute
    // at the user pool's rate, is the students tests' part: the in-process runner would spend it here).
    const world = await schoolWithMembers();
    const students = Array.from({ length: 1_000 }, (_, index) =>
      profile({ schoolId: world.school.id, schoolRole: 'student', lastName: `Bulk${index}` }),
    );
    await putProfiles(students);
    const admin = await loadSessionUser(world.schoolAdmin.id);
    if (!admin) throw new Error('the school administrator is missing');

    // Act
    const started = performance.now();
    const { job } = await startStudentsDelete(
      admin,
      world.school.id,
      students.map((student) => student.id),
      RUN_BY_CALLER,
    );
    const answeredMs = performance.now() - started;
    const audited = await auditOfActor(admin.id, { limit: 1 });

    // Assess
    expect(answeredMs).toBeLessThan(ROUTE_LIMIT_MS / 2);
    expect(job).toMatchObject({ kind: 'students-delete', status: 'queued' });
    expect(audited.items[0]).toMatchObject({ action: 'students.delete' });
  }, 60_000);

  it('finishes a deletion whose students change while it runs: those changed are read again, deleted or counted gone', async () => {
    // Prepare
    const world = await schoolWithMembers();
    const students = Array.from({ length: 200 }, (_, index) =>
      profile({ schoolId: world.school.id, schoolRole: 'student', lastName: `Moving${index}` }),
    );
    await putProfiles(students);
    const admin = await loadSessionUser(world.schoolAdmin.id);
    if (!admin) throw new Error('the school administrator is missing');
    const { job } = await startStudentsDelete(
      admin,
      world.school.id,
      students.map((student) => student.id),
      RUN_BY_CALLER,
    );

    // Act: all but the first 20 leave the school while the job deletes
    const [ended] = await Promise.all([
      runJob(job.id, studentsDeleteWork({ directory: signInDirectory() })),
      putProfiles(
        students
          .slice(20)
          .reverse()
          .map((student) => ({ ...student, schoolId: null })),
      ),
    ]);

    // Assess
    expect(ended?.status).toBe('succeeded');
    expect((ended?.counts['studentsDeleted'] ?? 0) + (ended?.counts['alreadyGone'] ?? 0)).toBe(200);
    expect((await loadSessionUser(students[0]?.id ?? ''))?.status).toBe('deleted');
    expect((await loadSessionUser(students[19]?.id ?? ''))?.status).toBe('deleted');
  }, 60_000);

  it('reads a file of 200 teachers and answers at once with the job that goes through every row; more than the limit is refused', async () => {
    // Prepare: 195 of the emails already have accounts (skipped: the job still reads every row), so
    // the test makes 5 accounts, not 200 (the twin's user pool and table take seconds for each few).
    const world = await schoolWithMembers();
    const emails = Array.from({ length: 200 }, () => uniqueEmail('bulk-teacher'));
    await takeUsernames(emails.slice(5));
    const csv = (rows: readonly string[]) =>
      `Title,First Name,Last Name,Email\n${rows.map((email, index) => `Ms.,Tess,Bulk${index},${email}`).join('\n')}\n`;
    const tooMany = Array.from({ length: MAX_TEACHER_IMPORT_ROWS + 1 }, (_, index) => `t${index}@example.com`);

    // Act
    const started = performance.now();
    const answer = await callEndpoint(teachersEndpoints.importTeachers, {
      params: { schoolId: world.school.id },
      body: { fileName: 'teachers.csv', fileData: csv(emails) },
      as: world.schoolAdmin.as,
    });
    const answeredMs = performance.now() - started;
    const refused = await callEndpoint(teachersEndpoints.importTeachers, {
      params: { schoolId: world.school.id },
      body: { fileName: 'many.csv', fileData: csv(tooMany) },
      as: world.schoolAdmin.as,
    });
    const job = await settledJob(answer.data.job?.id ?? '', world.schoolAdmin.as);
    const mailed = new Set((await listOutbox(portal().mailOutboxDir)).map((mail) => mail.to));

    // Assess
    expect(answer.status).toBe(200);
    expect(answeredMs).toBeLessThan(ROUTE_LIMIT_MS / 2);
    expect(job).toMatchObject({ status: 'succeeded', counts: { teachersImported: 5, teachersSkipped: 195 } });
    expect(emails.slice(0, 5).filter((email) => !mailed.has(email))).toEqual([]);
    expect(refused.data).toEqual({
      errors: [{ title: null, detail: expect.stringMatching(/at most 1,000 teachers/) }],
      job: null,
    });
  }, 120_000);

  it('refuses a SMART Tool file whose prepared answer would pass Lambda’s 6 MB, saying what to do, rather than failing bare', async () => {
    // Prepare: 14,000 rows of long names (3.8 MB sent) prepare to more than 6 MB.
    const long = (text: string) => text.padEnd(100, 'x');
    const data = Array.from({ length: 14_000 }, (_, index) => ({
      rowNumber: index + 2,
      firstName: long(`First${index}`),
      lastName: long(`Last${index}`),
      schoolKey: `S${index}`,
    }));

    // Act
    const answer = await callEndpoint(studentImportEndpoints.prepareImport, {
      params: { schoolId: DEMO_SCHOOL_ID },
      query: { 'school-role': 'student' },
      body: { data },
      as: 'schoolAdmin',
    });

    // Assess
    expect(answer.status).toBe(413);
    expect(answer.errors[0]?.detail).toBe(STUDENT_IMPORT_MESSAGES.preparedTooLarge);
  }, 60_000);
});
