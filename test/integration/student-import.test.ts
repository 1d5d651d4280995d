import { RUN_BY_CALLER } from '../../functions/domain/core/jobs/job-work';
import { PERSON_NAME_MAX_LENGTH, STUDENT_ID_MAX_LENGTH } from '../../shared/constants';
import { passwordBox } from '../../functions/adapters/secret-box';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobsEndpoints } from '../../shared/api/endpoints/jobs';
import { studentImportEndpoints } from '../../shared/api/endpoints/student-import';
import type { ImportApplyUser } from '../../shared/import';
import { JOB_MESSAGES, type Job } from '../../shared/schemas/jobs';
import { CLASS_MESSAGES } from '../../shared/schemas/classes';
import { STUDENT_IMPORT_MESSAGES, type ApplyImportRequest } from '../../shared/schemas/student-import';
import { cognitoSignInDirectory } from '../../functions/adapters/sign-in-directory/cognito';
import {
  listSchoolClassGroups,
  listSchoolMemberships,
  putClassGroup,
  addClassMember,
} from '../../functions/data/class-groups';
import { setDistrictAdministrator } from '../../functions/data/school-administrators';
import { listSchoolStudents } from '../../functions/data/class-groups';
import { loadSessionUser, updateProfile } from '../../functions/data/users';
import { runJob, STALLED_AFTER_MINUTES } from '../../functions/domain/core/jobs/job-work';
import { claimJob } from '../../functions/data/jobs';
import { applySchoolImport } from '../../functions/domain/student-import/apply';
import { importApplyWork } from '../../functions/domain/student-import/apply-work';
import { importUndoWork, undoSchoolImport } from '../../functions/domain/student-import/undo';
import { PERMANENT_FAULT_DETAIL, QUICK_RETRY, refusedOnce, throttledTwice } from './support/job-faults';
import { listOutbox, outboxMailSender } from '../../functions/adapters/mail/outbox';
import { findUserIdByUsername } from '../../functions/data/usernames';
import { callEndpoint } from './support/call-endpoint';
import { putTestProvider, testProviderSignIn } from './support/school-providers';
import { findUserIdBySamlNameId } from '../../functions/data/saml-accounts';
import { cognitoCall, portal } from './support/portal-client';
import { useLocalTable } from './support/local-table';
import { schoolWithMembers } from './support/school-access';

const { prepareImport, applyImport, listImports, checkUndo, undoImport } = studentImportEndpoints;
const { getJob, resumeJob } = jobsEndpoints;
const student = { 'school-role': 'student' } as const;
const teacherRole = { 'school-role': 'teacher' } as const;

/** What the apply worker gets in the twin: the user pool, the local outbox, the site. */
function workDependencies() {
  return {
    directory: cognitoSignInDirectory,
    mail: outboxMailSender(portal().mailOutboxDir),
    siteUrl: portal().url,
    passwords: passwordBox,
  };
}

type School = Awaited<ReturnType<typeof schoolWithMembers>>;

function row(fields: Partial<ImportApplyUser> & { firstName: string }): ImportApplyUser {
  return {
    lastName: null,
    schoolKey: null,
    password: null,
    nameId: null,
    school: null,
    email: null,
    title: null,
    centralId: null,
    classGroups: [],
    matches: [],
    ...fields,
  };
}

function applyBody(
  users: ImportApplyUser[],
  deleted: string[] = [],
  choices = { removeOtherClassGroups: false, removeOtherUsersInClassGroups: true },
): ApplyImportRequest {
  return {
    requestId: randomUUID(),
    users,
    deleted,
    ...choices,
    summary: {
      createdCount: users.filter((user) => user.matches.length === 0).length,
      matchedCount: 0,
      retainedCount: 0,
      mergedCount: 0,
      deletedCount: deleted.length,
      totalAfterImport: users.length,
    },
  };
}

async function settled(jobId: string, as: School['schoolAdmin']['as']): Promise<Job> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const answer = await callEndpoint(getJob, { params: { jobId }, as });
    const { job } = answer.data;
    if (job.status === 'succeeded' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Job ${jobId} did not finish`);
}

/** The school's students with their class names and names, sorted: what an import leaves behind. */
async function schoolState(schoolId: string) {
  const [students, memberships, classes] = await Promise.all([
    listSchoolStudents(schoolId),
    listSchoolMemberships(schoolId),
    listSchoolClassGroups(schoolId),
  ]);
  const className = new Map(classes.map((classGroup) => [classGroup.id, classGroup.name]));
  return students
    .map((profile) => ({
      name: `${profile.firstName} ${profile.lastName}`,
      schoolKey: profile.schoolKey,
      classes: memberships
        .filter((place) => place.userId === profile.id)
        .map((place) => className.get(place.classId))
        .sort(),
    }))
    .sort((left, right) => left.name.localeCompare(right.name));
}

/** A school with the signed-in student renamed Sam Lee (Student ID S1) in class 7A, and Old Timer in 7B. */
async function importSchool(): Promise<School & { classA: string; classB: string; oldTimer: string }> {
  const school = await schoolWithMembers();
  await updateProfile(school.student.id, { firstName: 'Sam', lastName: 'Lee', schoolKey: 'S1' });
  const classA = randomUUID();
  const classB = randomUUID();
  await putClassGroup({
    id: classA,
    schoolId: school.school.id,
    name: '7A',
    code: randomUUID().slice(0, 8).toUpperCase(),
  });
  await putClassGroup({
    id: classB,
    schoolId: school.school.id,
    name: '7B',
    code: randomUUID().slice(0, 8).toUpperCase(),
  });
  await addClassMember({ id: classA, schoolId: school.school.id }, school.student.id, new Date());
  const other = await schoolWithMembers();
  await updateProfile(other.student.id, { schoolId: school.school.id, firstName: 'Old', lastName: 'Timer' });
  await addClassMember({ id: classB, schoolId: school.school.id }, other.student.id, new Date());
  return { ...school, classA, classB, oldTimer: other.student.id };
}

/** The plan most tests apply: Sam stays in 7A as Samuel, Nina is new in 7A and 7C, Old Timer is deleted. */
function rolloverRows(school: Awaited<ReturnType<typeof importSchool>>) {
  return applyBody(
    [
      row({ firstName: 'Samuel', lastName: 'Lee', schoolKey: 'S1', classGroups: ['7A'], matches: [school.student.id] }),
      row({ firstName: 'Nina', lastName: 'New', classGroups: ['7A', '7C'] }),
    ],
    [school.oldTimer],
  );
}

describe('the SMART Tool server: prepare, apply as a job, history and undo', () => {
  useLocalTable();
  let school: Awaited<ReturnType<typeof importSchool>>;

  beforeAll(async () => {
    school = await importSchool();
  });

  it('prepare matches the file against the school for its administrators only: 403 for its other teachers, 404 for another school, district administrators allowed', async () => {
    // Prepare
    const other = await schoolWithMembers();
    const district = await schoolWithMembers();
    await setDistrictAdministrator(school.school.id, district.teacher.id, { administrator: true });
    const body = {
      data: [
        { rowNumber: 2, firstName: 'Sam', lastName: 'Lee', schoolKey: 'S1', classGroups: ['7A'] },
        { rowNumber: 3, firstName: 'Nina', lastName: 'New' },
      ],
    };
    const params = { schoolId: school.school.id };

    // Act
    const [admin, teacher, otherAdmin, districtAdmin] = await Promise.all([
      callEndpoint(prepareImport, { params, query: student, body, as: school.schoolAdmin.as }),
      callEndpoint(prepareImport, { params, query: student, body, as: school.teacher.as }),
      callEndpoint(prepareImport, { params, query: student, body, as: other.schoolAdmin.as }),
      callEndpoint(prepareImport, { params, query: student, body, as: district.teacher.as }),
    ]);

    // Assess
    expect(admin.status).toBe(200);
    const prepared = admin.data;
    expect(prepared.users.map((user) => user.id).sort()).toEqual([school.student.id, school.oldTimer].sort());
    expect(prepared.users.find((user) => user.id === school.student.id)?.classGroups).toEqual(['7A']);
    expect(prepared.import.find((record) => record.rowNumber === 2)?.certainMatch).toEqual({
      userId: school.student.id,
      rule: 'studentId',
    });
    expect(prepared.import.find((record) => record.rowNumber === 3)?.certainMatch).toBeNull();
    expect(teacher.status).toBe(403);
    expect(teacher.errors[0]?.detail).toBe(STUDENT_IMPORT_MESSAGES.notAdministrator);
    expect(otherAdmin.status).toBe(404);
    expect(districtAdmin.status).toBe(200);
  });

  it('apply refuses an account prepare would not offer, with 422 and nothing written', async () => {
    // Prepare
    const other = await schoolWithMembers();
    const body = applyBody([row({ firstName: 'Sneaky', matches: [other.student.id] })]);

    // Act
    const answer = await callEndpoint(applyImport, {
      params: { schoolId: school.school.id },
      query: student,
      body,
      as: school.schoolAdmin.as,
    });
    const twice = await callEndpoint(applyImport, {
      params: { schoolId: school.school.id },
      query: student,
      body: applyBody([row({ firstName: 'Sam', matches: [school.student.id] })], [school.student.id]),
      as: school.schoolAdmin.as,
    });
    const history = await callEndpoint(listImports, {
      params: { schoolId: school.school.id },
      as: school.schoolAdmin.as,
    });

    // Assess
    expect(answer.status).toBe(422);
    expect(answer.errors[0]?.detail).toBe(STUDENT_IMPORT_MESSAGES.accountNotOffered);
    expect(twice.status).toBe(422);
    expect(twice.errors[0]?.detail).toBe(STUDENT_IMPORT_MESSAGES.accountTwice);
    expect(history.data.imports).toEqual([]);
    expect((await loadSessionUser(other.student.id))?.schoolId).toBe(other.school.id);
  });

  it("a new student's Student ID that another student of the school, or another row, has is that row's warning in the preview, and apply imports every row with its ID (school-and-family §5: warning only)", async () => {
    // Prepare
    const own = await importSchool();
    await updateProfile(own.oldTimer, { schoolKey: 'T7' });
    const params = { schoolId: own.school.id };
    const data = [
      { rowNumber: 2, firstName: 'Sam', lastName: 'Lee', schoolKey: 'S1', classGroups: ['7A'] },
      { rowNumber: 3, firstName: 'Zed', lastName: 'Quinn', schoolKey: 't-7' },
      { rowNumber: 4, firstName: 'Ana', lastName: 'Bell', schoolKey: 'N9' },
      { rowNumber: 5, firstName: 'Ben', lastName: 'Cole', schoolKey: 'n9' },
      { rowNumber: 6, firstName: 'Cara', lastName: 'Dunn', schoolKey: 'N10' },
    ];

    // Act
    const prepared = await callEndpoint(prepareImport, {
      params,
      query: student,
      body: { data },
      as: own.schoolAdmin.as,
    });
    const applied = await callEndpoint(applyImport, {
      params,
      query: student,
      body: applyBody([
        row({ rowNumber: 2, firstName: 'Sam', lastName: 'Lee', schoolKey: 'S1', matches: [own.student.id] }),
        row({ rowNumber: 3, firstName: 'Zed', lastName: 'Quinn', schoolKey: 't-7' }),
        row({ rowNumber: 4, firstName: 'Ana', lastName: 'Bell', schoolKey: 'N9' }),
        row({ rowNumber: 5, firstName: 'Ben', lastName: 'Cole', schoolKey: 'n9' }),
        row({ rowNumber: 6, firstName: 'Cara', lastName: 'Dunn', schoolKey: 'N10' }),
      ]),
      as: own.schoolAdmin.as,
    });
    const job = await settled(applied.data.job.id, own.schoolAdmin.as);
    const after = await schoolState(own.school.id);

    // Assess
    expect(prepared.status).toBe(200);
    expect(prepared.data.import.find((record) => record.rowNumber === 2)?.certainMatch?.userId).toBe(own.student.id);
    expect(prepared.data.errors).toEqual([]);
    expect(prepared.data.warnings).toEqual([
      {
        code: 'student-id-taken',
        row: 3,
        column: 'Student ID',
        message: `Row 3, column 'Student ID': ${CLASS_MESSAGES.studentIdTaken('t-7', ['7B'])}`,
      },
      {
        code: 'student-id-taken',
        row: 4,
        column: 'Student ID',
        message:
          "Row 4, column 'Student ID': Student ID 'N9' already belongs to another student of this file, on row 5.",
      },
      {
        code: 'student-id-taken',
        row: 5,
        column: 'Student ID',
        message:
          "Row 5, column 'Student ID': Student ID 'n9' already belongs to another student of this file, on row 4.",
      },
    ]);
    expect(CLASS_MESSAGES.studentIdTaken('t-7', ['7B'])).toBe(
      "Student ID 't-7' already belongs to another student of this school, in class 7B.",
    );
    expect(applied.status).toBe(202);
    expect(job.status).toBe('succeeded');
    // No Student ID is lost: each student keeps the one the school or the file gave them.
    expect(after.map((each) => [each.name, each.schoolKey])).toEqual([
      ['Ana Bell', 'N9'],
      ['Ben Cole', 'n9'],
      ['Cara Dunn', 'N10'],
      ['Old Timer', 'T7'],
      ['Sam Lee', 'S1'],
      ['Zed Quinn', 't-7'],
    ]);
  });

  it("holds names and Student IDs to the forms' limits (PERSON_NAME_MAX_LENGTH, STUDENT_ID_MAX_LENGTH) in prepare and apply, as Create Student does", async () => {
    // Prepare
    const own = await importSchool();
    const params = { schoolId: own.school.id };
    const longest = 'N'.repeat(PERSON_NAME_MAX_LENGTH);
    const tooLong = `${longest}n`;
    const prepareWith = (fields: Record<string, string>) =>
      callEndpoint(prepareImport, {
        params,
        query: student,
        body: { data: [{ rowNumber: 2, firstName: 'Ana', lastName: 'Bell', ...fields }] },
        as: own.schoolAdmin.as,
      });
    const applyWith = (fields: Partial<ImportApplyUser>) =>
      callEndpoint(applyImport, {
        params,
        query: student,
        body: applyBody([row({ firstName: 'Ana', lastName: 'Bell', ...fields })]),
        as: own.schoolAdmin.as,
      });

    // Act
    const [firstName, lastName, studentId, longestName] = await Promise.all([
      prepareWith({ firstName: tooLong }),
      prepareWith({ lastName: tooLong }),
      prepareWith({ schoolKey: 'S'.repeat(STUDENT_ID_MAX_LENGTH + 1) }),
      prepareWith({ firstName: longest, schoolKey: 'S'.repeat(STUDENT_ID_MAX_LENGTH) }),
    ]);
    const appliedTooLong = await applyWith({ firstName: tooLong });
    const history = await callEndpoint(listImports, { params, as: own.schoolAdmin.as });

    // Assess
    expect([firstName.status, lastName.status, studentId.status, longestName.status]).toEqual([422, 422, 422, 200]);
    expect(firstName.errors[0]?.detail).toBe(`The first name is longer than ${PERSON_NAME_MAX_LENGTH} characters.`);
    expect(lastName.errors[0]?.detail).toBe(`The last name is longer than ${PERSON_NAME_MAX_LENGTH} characters.`);
    expect(studentId.errors[0]?.detail).toBe(`The Student ID is longer than ${STUDENT_ID_MAX_LENGTH} characters.`);
    expect(appliedTooLong.status).toBe(422);
    expect(appliedTooLong.errors[0]?.source?.pointer).toBe('/data/attributes/users/0/firstName');
    expect(history.data.imports).toEqual([]);
  });

  it('a row that matches the student with its Student ID, or one whose holder the plan deletes, is no error (school-and-family §5)', async () => {
    // Prepare
    const own = await importSchool();
    await updateProfile(own.oldTimer, { schoolKey: 'T7' });
    const params = { schoolId: own.school.id };

    // Act
    const prepared = await callEndpoint(prepareImport, {
      params,
      query: student,
      body: {
        data: [
          { rowNumber: 2, firstName: 'Sam', lastName: 'Lee', schoolKey: 'S1' },
          { rowNumber: 3, firstName: 'Old', lastName: 'Timer', schoolKey: 'T7' },
        ],
      },
      as: own.schoolAdmin.as,
    });
    const applied = await callEndpoint(applyImport, {
      params,
      query: student,
      body: applyBody(
        [
          row({ rowNumber: 2, firstName: 'Sam', lastName: 'Lee', matches: [own.student.id] }),
          row({ rowNumber: 3, firstName: 'Tia', lastName: 'Ng', schoolKey: 'T7' }),
        ],
        [own.oldTimer],
      ),
      as: own.schoolAdmin.as,
    });
    const job = await settled(applied.data.job.id, own.schoolAdmin.as);

    // Assess
    expect(prepared.status).toBe(200);
    expect(prepared.data.errors).toEqual([]);
    expect(prepared.data.import.map((record) => record.certainMatch?.userId)).toEqual([own.student.id, own.oldTimer]);
    expect(applied.status).toBe(202);
    expect(job.status).toBe('succeeded');
    expect((await schoolState(own.school.id)).map((each) => [each.name, each.schoolKey])).toEqual([
      ['Sam Lee', 'S1'],
      ['Tia Ng', 'T7'],
    ]);
  });

  it('apply runs as a job: matched, created, deleted, class places set; the same request id answers the same import; only its owner reads the job; undo puts the school back', async () => {
    // Prepare
    const body = rolloverRows(school);
    const params = { schoolId: school.school.id };
    const before = await schoolState(school.school.id);

    // Act
    const applied = await callEndpoint(applyImport, { params, query: student, body, as: school.schoolAdmin.as });
    const again = await callEndpoint(applyImport, { params, query: student, body, as: school.schoolAdmin.as });
    const job = await settled(applied.data.job.id, school.schoolAdmin.as);
    const strangers = await callEndpoint(getJob, { params: { jobId: job.id }, as: school.teacher.as });
    const after = await schoolState(school.school.id);
    const history = await callEndpoint(listImports, { params, as: school.schoolAdmin.as });
    const check = await callEndpoint(checkUndo, {
      params: { ...params, importId: applied.data.import.id },
      as: school.schoolAdmin.as,
    });
    const undo = await callEndpoint(undoImport, {
      params: { ...params, importId: applied.data.import.id },
      body: { confirmConflicts: false },
      as: school.schoolAdmin.as,
    });
    const undoJob = await settled(undo.data.job.id, school.schoolAdmin.as);
    const restored = await schoolState(school.school.id);
    const undoneHistory = await callEndpoint(listImports, { params, as: school.schoolAdmin.as });

    // Assess
    expect(applied.status).toBe(202);
    expect(again.status).toBe(202);
    expect(again.data.import.id).toBe(applied.data.import.id);
    expect(again.data.job.id).toBe(applied.data.job.id);
    expect(job).toMatchObject({ status: 'succeeded', error: null, result: { importId: applied.data.import.id } });
    expect(job.done).toBe(job.total);
    expect(job.counts).toMatchObject({ created: 1, matched: 1, deleted: 1, classesCreated: 1 });
    expect(strangers.status).toBe(404);
    expect(after).toEqual([
      { name: 'Nina New', schoolKey: null, classes: ['7A', '7C'] },
      { name: 'Samuel Lee', schoolKey: 'S1', classes: ['7A'] },
    ]);
    expect(history.data.imports.map((past) => [past.id, past.state])).toEqual([[applied.data.import.id, 'applied']]);
    expect(check.data.conflicts).toEqual([]);
    expect(undo.status).toBe(202);
    expect(undoJob.status).toBe('succeeded');
    expect(restored).toEqual(before);
    expect(undoneHistory.data.imports[0]?.state).toBe('undone');
  });

  it('undo after later edits names them, asks for confirmation, then leaves them as they are', async () => {
    // Prepare
    const edited = await importSchool();
    const params = { schoolId: edited.school.id };
    const applied = await callEndpoint(applyImport, {
      params,
      query: student,
      body: rolloverRows(edited),
      as: edited.schoolAdmin.as,
    });
    await settled(applied.data.job.id, edited.schoolAdmin.as);
    await updateProfile(edited.student.id, { firstName: 'Sammy' });
    const importParams = { ...params, importId: applied.data.import.id };

    // Act
    const check = await callEndpoint(checkUndo, { params: importParams, as: edited.schoolAdmin.as });
    const refused = await callEndpoint(undoImport, {
      params: importParams,
      body: { confirmConflicts: false },
      as: edited.schoolAdmin.as,
    });
    const confirmed = await callEndpoint(undoImport, {
      params: importParams,
      body: { confirmConflicts: true },
      as: edited.schoolAdmin.as,
    });
    const undoJob = await settled(confirmed.data.job.id, edited.schoolAdmin.as);
    const state = await schoolState(edited.school.id);

    // Assess
    expect(check.data.conflicts).toEqual([
      { kind: 'account', id: edited.student.id, name: 'Samuel Lee', change: 'renamed since the import' },
    ]);
    expect(refused.status).toBe(409);
    expect(refused.errors[0]?.detail).toBe(STUDENT_IMPORT_MESSAGES.undoNeedsConfirmation);
    expect(undoJob.status).toBe('succeeded');
    // Sammy keeps the later edit (and the classes the import gave); Old Timer is back in 7B; Nina is gone.
    expect(state).toEqual([
      { name: 'Old Timer', schoolKey: null, classes: ['7B'] },
      { name: 'Sammy Lee', schoolKey: 'S1', classes: ['7A'] },
    ]);
  });

  it('an apply that fails half-way says so, is resumed by its owner only, and ends as an uninterrupted one does', async () => {
    // Prepare
    const [interrupted, uninterrupted] = await Promise.all([importSchool(), importSchool()]);
    const admin = await loadSessionUser(interrupted.schoolAdmin.id);
    if (!admin) throw new Error('no admin');
    const started = await applySchoolImport(admin, interrupted.school.id, 'student', rolloverRows(interrupted), {
      runner: RUN_BY_CALLER,
    });
    let thrown = false;
    const failed = await runJob(started.job.id, importApplyWork(workDependencies()), {
      hooks: {
        beforeStep(phase, index) {
          if (phase === 'accounts' && index === 1 && !thrown) {
            thrown = true;
            throw new Error('the user pool is away');
          }
        },
      },
    });
    const whileFailed = await callEndpoint(listImports, {
      params: { schoolId: interrupted.school.id },
      as: interrupted.schoolAdmin.as,
    });
    const blocked = await callEndpoint(applyImport, {
      params: { schoolId: interrupted.school.id },
      query: student,
      body: rolloverRows(interrupted),
      as: interrupted.schoolAdmin.as,
    });

    // Act
    const stranger = await callEndpoint(resumeJob, { params: { jobId: started.job.id }, as: interrupted.teacher.as });
    const resumed = await callEndpoint(resumeJob, {
      params: { jobId: started.job.id },
      as: interrupted.schoolAdmin.as,
    });
    const finished = await settled(started.job.id, interrupted.schoolAdmin.as);
    const notAgain = await callEndpoint(resumeJob, {
      params: { jobId: started.job.id },
      as: interrupted.schoolAdmin.as,
    });
    const reference = await callEndpoint(applyImport, {
      params: { schoolId: uninterrupted.school.id },
      query: student,
      body: rolloverRows(uninterrupted),
      as: uninterrupted.schoolAdmin.as,
    });
    await settled(reference.data.job.id, uninterrupted.schoolAdmin.as);

    // Assess
    expect(failed).toMatchObject({ status: 'failed', error: STUDENT_IMPORT_MESSAGES.applyFailed });
    expect(failed?.lines.at(-1)).toMatch(/^Stopped after \d+ of \d+ steps\.$/);
    expect(whileFailed.data.imports[0]?.state).toBe('failed');
    expect(blocked.status).toBe(409);
    expect(blocked.errors[0]?.detail).toBe(STUDENT_IMPORT_MESSAGES.importRunning);
    expect(stranger.status).toBe(404);
    expect(resumed.status).toBe(202);
    expect(finished).toMatchObject({
      status: 'succeeded',
      counts: { created: 1, matched: 1, deleted: 1, classesCreated: 1 },
    });
    expect(notAgain.status).toBe(409);
    expect(await schoolState(interrupted.school.id)).toEqual(await schoolState(uninterrupted.school.id));
  });

  it('an apply and its undo retry a step throttled twice by themselves and end as uninterrupted ones do', async () => {
    // Prepare
    const [faulty, clean] = await Promise.all([importSchool(), importSchool()]);
    const [faultyAdmin, cleanAdmin] = await Promise.all([
      loadSessionUser(faulty.schoolAdmin.id),
      loadSessionUser(clean.schoolAdmin.id),
    ]);
    if (!faultyAdmin || !cleanAdmin) throw new Error('no admin');
    const applyOf = (admin: NonNullable<typeof faultyAdmin>, school: typeof faulty) =>
      applySchoolImport(admin, school.school.id, 'student', rolloverRows(school), { runner: RUN_BY_CALLER });
    const applyFaults = throttledTwice();
    const undoFaults = throttledTwice();

    // Act: apply both imports, one meeting throttling
    const [faultyApply, cleanApply] = await Promise.all([applyOf(faultyAdmin, faulty), applyOf(cleanAdmin, clean)]);
    const appliedFaulty = await runJob(faultyApply.job.id, importApplyWork(workDependencies()), {
      hooks: applyFaults,
      policy: QUICK_RETRY,
    });
    const appliedClean = await runJob(cleanApply.job.id, importApplyWork(workDependencies()));
    const afterApply = [await schoolState(faulty.school.id), await schoolState(clean.school.id)];
    // Act: undo both, one meeting throttling
    const undoOf = async (admin: NonNullable<typeof faultyAdmin>, school: typeof faulty, importId: string) =>
      (await undoSchoolImport(admin, school.school.id, importId, true, { runner: RUN_BY_CALLER })).job.id;
    const undoneFaulty = await runJob(
      await undoOf(faultyAdmin, faulty, appliedFaulty?.result?.['importId'] ?? ''),
      importUndoWork(workDependencies()),
      { hooks: undoFaults, policy: QUICK_RETRY },
    );
    const undoneClean = await runJob(
      await undoOf(cleanAdmin, clean, appliedClean?.result?.['importId'] ?? ''),
      importUndoWork(workDependencies()),
    );

    // Assess
    expect([applyFaults.failures(), undoFaults.failures()]).toEqual([2, 2]);
    expect(appliedFaulty).toMatchObject({ status: 'succeeded', counts: appliedClean?.counts });
    expect(afterApply[0]).toEqual(afterApply[1]);
    expect(undoneFaulty).toMatchObject({ status: 'succeeded', counts: undoneClean?.counts });
    expect(await schoolState(faulty.school.id)).toEqual(await schoolState(clean.school.id));
  });

  it('an apply and an undo fail at once with their message when a step is refused', async () => {
    // Prepare
    const [refusedApply, refusedUndo] = await Promise.all([importSchool(), importSchool()]);
    const [applyAdmin, undoAdmin] = await Promise.all([
      loadSessionUser(refusedApply.schoolAdmin.id),
      loadSessionUser(refusedUndo.schoolAdmin.id),
    ]);
    if (!applyAdmin || !undoAdmin) throw new Error('no admin');
    const applying = await applySchoolImport(
      applyAdmin,
      refusedApply.school.id,
      'student',
      rolloverRows(refusedApply),
      {
        runner: RUN_BY_CALLER,
      },
    );
    const applied = await applySchoolImport(undoAdmin, refusedUndo.school.id, 'student', rolloverRows(refusedUndo), {
      runner: RUN_BY_CALLER,
    });
    const importId = (await runJob(applied.job.id, importApplyWork(workDependencies())))?.result?.['importId'] ?? '';
    const undoing = await undoSchoolImport(undoAdmin, refusedUndo.school.id, importId, true, { runner: RUN_BY_CALLER });
    const applyFaults = refusedOnce();
    const undoFaults = refusedOnce();

    // Act
    const apply = await runJob(applying.job.id, importApplyWork(workDependencies()), {
      hooks: applyFaults,
      policy: QUICK_RETRY,
    });
    const undo = await runJob(undoing.job.id, importUndoWork(workDependencies()), {
      hooks: undoFaults,
      policy: QUICK_RETRY,
    });

    // Assess
    expect([applyFaults.failures(), undoFaults.failures()]).toEqual([1, 1]);
    expect(apply).toMatchObject({ status: 'failed', error: STUDENT_IMPORT_MESSAGES.applyFailed });
    expect(apply?.lines).toContain(PERMANENT_FAULT_DETAIL);
    expect(undo).toMatchObject({ status: 'failed', error: STUDENT_IMPORT_MESSAGES.undoFailed });
    expect(undo?.lines).toContain(PERMANENT_FAULT_DETAIL);
  });

  it('a job whose worker was stopped shows as failed once it has not moved for the cut-off, and its owner resumes it', async () => {
    // Prepare
    const stopped = await importSchool();
    const admin = await loadSessionUser(stopped.schoolAdmin.id);
    if (!admin) throw new Error('no admin');
    const started = await applySchoolImport(admin, stopped.school.id, 'student', rolloverRows(stopped), {
      runner: RUN_BY_CALLER,
    });
    const longAgo = new Date(Date.now() - (STALLED_AFTER_MINUTES + 1) * 60_000);
    // A run claimed the job long ago and never wrote again (its Lambda reached its timeout).
    await claimJob(started.job.id, randomUUID(), 'queued', longAgo);

    // Act
    const shown = await callEndpoint(getJob, { params: { jobId: started.job.id }, as: stopped.schoolAdmin.as });
    const resumed = await callEndpoint(resumeJob, { params: { jobId: started.job.id }, as: stopped.schoolAdmin.as });
    const finished = await settled(started.job.id, stopped.schoolAdmin.as);

    // Assess
    expect(shown.data.job).toMatchObject({ status: 'failed', error: JOB_MESSAGES.stalled });
    expect(resumed.status).toBe(202);
    expect(finished).toMatchObject({ status: 'succeeded', counts: { created: 1, matched: 1, deleted: 1 } });
  });

  it('a teacher import mails each new teacher a temporary password that must be changed at first sign-in', async () => {
    // Prepare
    const school = await schoolWithMembers();
    const email = `imported-${randomUUID().slice(0, 8)}@school.example`;
    const body = applyBody([row({ firstName: 'Tia', lastName: 'Taylor', title: 'Ms.', email })]);

    // Act
    const started = await callEndpoint(applyImport, {
      params: { schoolId: school.school.id },
      query: teacherRole,
      body,
      as: school.schoolAdmin.as,
    });
    const finished = await settled(started.data.job.id, school.schoolAdmin.as);
    const mail = (await listOutbox(portal().mailOutboxDir)).find((sent) => sent.to === email);
    const password = /Temporary password: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const signIn = await cognitoCall('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: portal().userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });

    // Assess
    expect(finished).toMatchObject({ status: 'succeeded', counts: { created: 1 } });
    expect(mail?.subject).toBeTruthy();
    expect(password).not.toBe('');
    expect(signIn.body['ChallengeName']).toBe('NEW_PASSWORD_REQUIRED');
    // A member of the school as every other way of making one leaves it: the school's country, its teacher.
    expect(await loadSessionUser(String(await findUserIdByUsername(email)))).toMatchObject({
      countryId: school.school.countryId,
      schoolId: school.school.id,
      schoolRole: 'teacher',
      title: 'Ms.',
    });
  });

  it("at a school that signs in through its school system, the file's NameIDs sign the accounts in; applying again changes nothing", async () => {
    // Prepare
    const school = await importSchool();
    const idp = await putTestProvider({ id: `si-${randomUUID().slice(0, 8)}`, schoolIds: [school.school.id] });
    const [samId, ninaId] = [`sam-${randomUUID().slice(0, 8)}`, `nina-${randomUUID().slice(0, 8)}`];
    const rows = () =>
      applyBody([
        row({
          firstName: 'Sam',
          lastName: 'Lee',
          schoolKey: 'S1',
          nameId: samId,
          classGroups: ['7A'],
          matches: [school.student.id],
        }),
        row({ firstName: 'Nina', lastName: 'New', nameId: ninaId, classGroups: ['7A'] }),
      ]);

    // Act
    const first = await callEndpoint(applyImport, {
      params: { schoolId: school.school.id },
      query: student,
      body: rows(),
      as: school.schoolAdmin.as,
    });
    const firstJob = await settled(first.data.job.id, school.schoolAdmin.as);
    const again = await callEndpoint(applyImport, {
      params: { schoolId: school.school.id },
      query: student,
      body: rows(),
      as: school.schoolAdmin.as,
    });
    const againJob = await settled(again.data.job.id, school.schoolAdmin.as);
    const [samOwner, ninaOwner] = await Promise.all([
      findUserIdBySamlNameId(idp.id, samId),
      findUserIdBySamlNameId(idp.id, ninaId),
    ]);
    const signedIn = await testProviderSignIn(idp, {
      nameId: ninaId,
      firstName: 'Nina',
      lastName: 'New',
      role: 'student',
      schoolId: school.school.id,
    });

    // Assess
    expect(firstJob).toMatchObject({ status: 'succeeded', counts: { nameIdsLinked: 2 } });
    expect(againJob.status).toBe('succeeded');
    expect(againJob.counts['nameIdsLinked'] ?? 0).toBe(0);
    expect(samOwner).toBe(school.student.id);
    expect(ninaOwner).not.toBeNull();
    expect(signedIn.sub).toBe(ninaOwner);
  });

  it('undoing such an import gives each account back the NameID it had, and frees the NameIDs of the accounts it made', async () => {
    // Prepare
    const school = await importSchool();
    const idp = await putTestProvider({ id: `su-${randomUUID().slice(0, 8)}`, schoolIds: [school.school.id] });
    const [samId, ninaId] = [`sam-${randomUUID().slice(0, 8)}`, `nina-${randomUUID().slice(0, 8)}`];
    const body = applyBody([
      row({
        firstName: 'Sam',
        lastName: 'Lee',
        schoolKey: 'S1',
        nameId: samId,
        classGroups: ['7A'],
        matches: [school.student.id],
      }),
      row({ firstName: 'Nina', lastName: 'New', nameId: ninaId, classGroups: ['7A'] }),
    ]);
    const applied = await callEndpoint(applyImport, {
      params: { schoolId: school.school.id },
      query: student,
      body,
      as: school.schoolAdmin.as,
    });
    await settled(applied.data.job.id, school.schoolAdmin.as);
    const linked = await Promise.all([findUserIdBySamlNameId(idp.id, samId), findUserIdBySamlNameId(idp.id, ninaId)]);

    // Act
    const undo = await callEndpoint(undoImport, {
      params: { schoolId: school.school.id, importId: applied.data.import.id },
      body: { confirmConflicts: false },
      as: school.schoolAdmin.as,
    });
    const undone = await settled(undo.data.job.id, school.schoolAdmin.as);
    const after = await Promise.all([findUserIdBySamlNameId(idp.id, samId), findUserIdBySamlNameId(idp.id, ninaId)]);

    // Assess
    expect(linked[0]).toBe(school.student.id);
    expect(linked[1]).not.toBeNull();
    expect(undo.status).toBe(202);
    expect(undone.status).toBe('succeeded');
    expect(after).toEqual([null, null]);
  });
});
