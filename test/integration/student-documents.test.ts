import { randomUUID } from 'node:crypto';
import jsQR from 'jsqr';
import { beforeAll, describe, expect, it } from 'vitest';
import { addClassMember, assignTeacher, putClassGroup, type ClassGroup } from '../../functions/data/class-groups';
import { auditOfActor } from '../../functions/data/audit';
import { redeemLoginCard } from '../../functions/data/login-cards';
import { passwordBox } from '../../functions/adapters/secret-box';
import { keepPassword } from '../../functions/domain/core/accounts/kept-passwords';
import { userProfiles } from '../../functions/data/users';
import { jobRecords, newJobRecord, type JobRecord } from '../../functions/data/jobs';
import { importLocks, importRecords } from '../../functions/data/student-imports';
import { mergeLocks } from '../../functions/data/school-merges';
import { dataLinks } from '../../functions/data/data-links';
import { adminTeachersEndpoints } from '../../shared/api/endpoints/admin-teachers';
import { ROSTER_CHANGING_MESSAGES } from '../../shared/schemas/exports';
import { studentDocumentsEndpoints as endpoints } from '../../shared/api/endpoints/student-documents';
import { CLASS_MESSAGES } from '../../shared/schemas/classes';
import { MAX_PRINTED_STUDENTS, STUDENT_DOCUMENT_MESSAGES } from '../../shared/schemas/student-documents';
import { csvRows } from '../support/csv-rows';
import { inGroups } from '../support/in-groups';
import { pdfOneBitImages, pdfPageCount, pdfText } from '../support/pdf-text';
import { callEndpoint } from './support/call-endpoint';
import { profile, useLocalTable } from './support/local-table';
import { schoolWithMembers } from './support/school-access';

type School = Awaited<ReturnType<typeof schoolWithMembers>>;

const NOW = new Date();
const SETUP_GROUP = 25;
const FORMULA_NAME = '=HYPERLINK("http://evil.example","Click")';

/** A class of the school with students in it, each with a kept password (straight to the table). */
async function aClass(
  school: School,
  name: string,
  students: { firstName: string; lastName: string }[],
  teacherId: string | null,
) {
  const classGroup: ClassGroup = {
    id: randomUUID(),
    schoolId: school.school.id,
    name,
    code: randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase(),
  };
  await putClassGroup(classGroup);
  if (teacherId) await assignTeacher(classGroup, teacherId, NOW);
  const profiles = students.map((names) =>
    profile({ ...names, schoolId: school.school.id, schoolRole: 'student', homeRole: null, hasPassword: true }),
  );
  await inGroups(profiles, SETUP_GROUP, (student) => userProfiles.put(student));
  await inGroups(profiles, SETUP_GROUP, (student) => addClassMember(classGroup, student.id, NOW));
  const passwords = new Map(profiles.map((student, index) => [student.id, `maple-river-kite${index}!`]));
  await inGroups([...passwords], SETUP_GROUP, ([id, password]) => keepPassword(passwordBox, id, password));
  return { classGroup, students: profiles, passwords };
}

async function latestReveal(actorId: string) {
  const { items } = await auditOfActor(actorId, { limit: 1 });
  return items[0];
}

describe('student lists, login cards and home letters', () => {
  let school: School;
  let otherSchool: School;
  let own: Awaited<ReturnType<typeof aClass>>;
  let notAssigned: Awaited<ReturnType<typeof aClass>>;

  beforeAll(async () => {
    useLocalTable();
    [school, otherSchool] = await Promise.all([schoolWithMembers({ name: 'Wattle Primary' }), schoolWithMembers()]);
    own = await aClass(
      school,
      '4A',
      [
        { firstName: 'Mia', lastName: 'Nguyen' },
        { firstName: FORMULA_NAME, lastName: '+61 400' },
        { firstName: 'Ben', lastName: 'Adams' },
      ],
      school.teacher.id,
    );
    notAssigned = await aClass(school, '5C', [{ firstName: 'Ivy', lastName: 'Stone' }], null);
  });

  it('exports the class as CSV: an attachment with every student, their passwords, formula cells neutralised, and the reveal audited', async () => {
    // Act
    const answer = await callEndpoint(endpoints.exportClassStudentsCsv, {
      params: { classGroupId: own.classGroup.id },
      as: school.teacher.as,
    });
    const rows = csvRows(answer.data);

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="4A-students.csv"; filename*=UTF-8''4A%20students.csv`,
    );
    expect(rows[0]).toEqual(['First Name', 'Last Name', 'Username', 'Password', 'Student ID', 'Classes']);
    // Sorted by last name: '+61 400' before 'Adams' and 'Nguyen'; its cells are text, not formulas.
    expect(rows.slice(1).map((row) => [row[0], row[1], row[3], row[5]])).toEqual([
      [`'${FORMULA_NAME}`, "'+61 400", own.passwords.get(own.students[1]?.id ?? ''), '4A'],
      ['Ben', 'Adams', own.passwords.get(own.students[2]?.id ?? ''), '4A'],
      ['Mia', 'Nguyen', own.passwords.get(own.students[0]?.id ?? ''), '4A'],
    ]);
    const reveal = await latestReveal(school.teacher.id);
    expect(reveal).toMatchObject({ action: 'passwords.reveal', schoolId: school.school.id, detail: { reason: 'csv' } });
    expect([...(reveal?.subjectIds ?? [])].sort()).toEqual(own.students.map((student) => student.id).sort());
  });

  it("exports the whole school's students for its administrators only", async () => {
    // Act
    const [admin, teacher, stranger] = await Promise.all([
      callEndpoint(endpoints.exportSchoolStudentsCsv, {
        params: { schoolId: school.school.id },
        as: school.schoolAdmin.as,
      }),
      callEndpoint(endpoints.exportSchoolStudentsCsv, {
        params: { schoolId: school.school.id },
        as: school.teacher.as,
      }),
      callEndpoint(endpoints.exportSchoolStudentsCsv, {
        params: { schoolId: school.school.id },
        as: otherSchool.schoolAdmin.as,
      }),
    ]);

    // Assess
    expect(admin.status).toBe(200);
    const names = csvRows(admin.data)
      .slice(1)
      .map((row) => row[0]);
    expect(names).toEqual(expect.arrayContaining(['Ben', 'Mia', 'Ivy']));
    expect(csvRows(admin.data).find((row) => row[0] === 'Ivy')?.[5]).toBe('5C');
    expect(await latestReveal(school.schoolAdmin.id)).toMatchObject({
      action: 'passwords.reveal',
      detail: { reason: 'csv' },
    });
    expect(teacher.status).toBe(403);
    expect(teacher.errors[0]?.detail).toBe(STUDENT_DOCUMENT_MESSAGES.schoolListAdministratorsOnly);
    expect(stranger.status).toBe(404);
  });

  it('prints the student list as a PDF shown inline, with names and passwords, and audits it', async () => {
    // Act
    const answer = await callEndpoint(endpoints.printClassStudents, {
      params: { classGroupId: own.classGroup.id },
      as: school.teacher.as,
    });
    const pdf = answer.raw as Buffer;
    const text = pdfText(pdf);

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toMatch(/^inline; filename="4A-student-list.pdf"/);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(text).toContain('Class: 4A');
    expect(text).toContain(`Ben Adams ${own.students[2]?.username} ${own.passwords.get(own.students[2]?.id ?? '')}`);
    expect(await latestReveal(school.teacher.id)).toMatchObject({
      action: 'passwords.reveal',
      detail: { reason: 'list-pdf' },
    });
  });

  it('prints login cards of the chosen students, each QR code a card link that signs that student in', async () => {
    // Prepare
    const mia = own.students[0];
    if (!mia) throw new Error('no student');

    // Act
    const answer = await callEndpoint(endpoints.printClassDocument, {
      params: { classGroupId: own.classGroup.id, format: 'login-cards' },
      query: { students: ` ${mia.id} ,${mia.id}` },
      as: school.teacher.as,
    });
    const pdf = answer.raw as Buffer;
    const codes = pdfOneBitImages(pdf).map((image) => jsQR(image.data, image.width, image.height)?.data ?? '');

    // Assess
    expect(answer.status).toBe(200);
    expect(pdfPageCount(pdf)).toBe(1);
    expect(pdfText(pdf)).toContain('Mia Nguyen');
    expect(pdfText(pdf)).toContain(`Password: ${own.passwords.get(mia.id)}`);
    expect(pdfText(pdf)).not.toContain('Ben Adams');
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatch(new RegExp(`^https?://[^/]+/card-sign-in\\?u=${mia.username}#[A-Za-z0-9_-]{43}$`));
    expect(await redeemLoginCard(mia.id, codes[0]?.split('#')[1] ?? '')).toMatchObject({ ok: true, studentId: mia.id });
    const reveal = await latestReveal(school.teacher.id);
    expect(reveal).toMatchObject({
      action: 'passwords.reveal',
      subjectIds: [mia.id],
      detail: { reason: 'login-cards' },
    });
  });

  it('prints a home letter per student with how to sign in at home', async () => {
    // Act
    const answer = await callEndpoint(endpoints.printClassDocument, {
      params: { classGroupId: own.classGroup.id, format: 'home-letters' },
      as: school.teacher.as,
    });
    const pdf = answer.raw as Buffer;

    // Assess
    expect(answer.status).toBe(200);
    expect(pdfPageCount(pdf)).toBe(3);
    expect(pdfText(pdf)).toContain('Dear family of Mia Nguyen,');
    expect(pdfText(pdf)).toContain('How to sign in at home');
    expect(pdfOneBitImages(pdf)).toHaveLength(3);
    expect(await latestReveal(school.teacher.id)).toMatchObject({ detail: { reason: 'home-letters' } });
  });

  it("lets the school's administrator print a class they do not teach, and refuses the teacher it is not theirs (404)", async () => {
    // Act
    const [admin, teacher] = await Promise.all([
      callEndpoint(endpoints.printClassStudents, {
        params: { classGroupId: notAssigned.classGroup.id },
        as: school.schoolAdmin.as,
      }),
      callEndpoint(endpoints.exportClassStudentsCsv, {
        params: { classGroupId: notAssigned.classGroup.id },
        as: school.teacher.as,
      }),
    ]);

    // Assess
    expect(admin.status).toBe(200);
    expect(pdfText(admin.raw as Buffer)).toContain('Ivy Stone');
    expect(teacher.status).toBe(404);
    expect(teacher.errors[0]?.detail).toBe(CLASS_MESSAGES.classNotFound);
  });

  it('refuses a document of more students than one answer carries (413), before any password is revealed', async () => {
    // Prepare
    const large = await aClass(
      school,
      '4L',
      Array.from({ length: MAX_PRINTED_STUDENTS + 1 }, (_, index) => ({ firstName: `Kid${index}`, lastName: 'Large' })),
      school.teacher.id,
    );
    const before = await latestReveal(school.teacher.id);

    // Act
    const letters = await callEndpoint(endpoints.printClassDocument, {
      params: { classGroupId: large.classGroup.id, format: 'home-letters' },
      as: school.teacher.as,
    });

    // Assess
    expect(letters.status).toBe(413);
    expect(letters.errors[0]?.detail).toBe(STUDENT_DOCUMENT_MESSAGES.tooManyToPrint);
    expect(await latestReveal(school.teacher.id)).toEqual(before);
  });

  it('refuses a teacher of another school (404, nothing revealed), a student (403) and students not in the class (404)', async () => {
    // Prepare
    const before = await latestReveal(otherSchool.teacher.id);

    // Act
    const [stranger, strangerPdf, student, notInClass] = await Promise.all([
      callEndpoint(endpoints.exportClassStudentsCsv, {
        params: { classGroupId: own.classGroup.id },
        as: otherSchool.teacher.as,
      }),
      callEndpoint(endpoints.printClassDocument, {
        params: { classGroupId: own.classGroup.id, format: 'login-cards' },
        as: otherSchool.teacher.as,
      }),
      callEndpoint(endpoints.printClassStudents, {
        params: { classGroupId: own.classGroup.id },
        as: school.student.as,
      }),
      callEndpoint(endpoints.printClassDocument, {
        params: { classGroupId: own.classGroup.id, format: 'list' },
        query: { students: `${own.students[0]?.id},${notAssigned.students[0]?.id}` },
        as: school.teacher.as,
      }),
    ]);

    // Assess
    expect([stranger.status, strangerPdf.status, student.status, notInClass.status]).toEqual([404, 404, 403, 404]);
    expect(stranger.errors[0]?.detail).toBe(CLASS_MESSAGES.classNotFound);
    expect(notInClass.errors[0]?.detail).toBe(STUDENT_DOCUMENT_MESSAGES.notInClass);
    expect(await latestReveal(otherSchool.teacher.id)).toEqual(before);
  });

  it('refuses an unknown format with a 422', async () => {
    const answer = await callEndpoint(endpoints.printClassDocument, {
      params: { classGroupId: own.classGroup.id, format: 'passwords' as 'list' },
      as: school.teacher.as,
    });
    expect(answer.status).toBe(422);
  });

  describe('never silently partial: refused while a job changes the school’s accounts', () => {
    /** A job that is running now (its worker writes progress), owned by the school's administrator. */
    async function runningJob(kind: JobRecord['kind'], subject: Record<string, string>): Promise<JobRecord> {
      const job: JobRecord = {
        ...newJobRecord({
          id: randomUUID(),
          kind,
          ownerId: school.schoolAdmin.id,
          subject,
          runId: 'a-run',
          now: new Date(),
          failureMessage: 'It stopped.',
        }),
        status: 'running',
      };
      await jobRecords.put(job);
      return job;
    }

    /** Every list of the school's accounts a teacher, its administrator or staff can make. */
    const lists = () =>
      Promise.all([
        callEndpoint(endpoints.exportClassStudentsCsv, {
          params: { classGroupId: own.classGroup.id },
          as: school.teacher.as,
        }),
        callEndpoint(endpoints.printClassStudents, {
          params: { classGroupId: own.classGroup.id },
          as: school.teacher.as,
        }),
        callEndpoint(endpoints.printClassDocument, {
          params: { classGroupId: own.classGroup.id, format: 'login-cards' },
          as: school.teacher.as,
        }),
        callEndpoint(endpoints.exportSchoolStudentsCsv, {
          params: { schoolId: school.school.id },
          as: school.schoolAdmin.as,
        }),
        callEndpoint(adminTeachersEndpoints.exportClassStats, { query: { school: school.school.id }, as: 'staff' }),
      ]);
    const refusals = (answers: Awaited<ReturnType<typeof lists>>) =>
      answers.map((answer) => [answer.status, answer.errors[0]?.detail]);

    it('while a SMART Tool import applies: every list is refused and no password is revealed; once it stopped, they are made', async () => {
      // Prepare
      const importId = randomUUID();
      const job = await runningJob('import-apply', { importId, schoolId: school.school.id });
      await importRecords.put({
        id: importId,
        schoolId: school.school.id,
        schoolRole: 'student',
        by: { id: school.schoolAdmin.id, name: 'Admin' },
        at: new Date().toISOString(),
        summary: {
          createdCount: 3,
          matchedCount: 0,
          retainedCount: 0,
          mergedCount: 0,
          deletedCount: 0,
          totalAfterImport: 6,
        },
        state: 'applying',
        jobId: job.id,
        undoableUntil: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        requestId: randomUUID(),
        planChunks: 0,
        restoreChunks: 0,
        afterChunks: 0,
        removeOtherClassGroups: false,
        removeOtherUsersInClassGroups: false,
        ttl: Math.floor(Date.now() / 1000) + 86_400,
      });
      await importLocks.put({ schoolId: school.school.id, importId, since: new Date().toISOString() });
      const before = await latestReveal(school.teacher.id);
      try {
        // Act
        const whileRunning = await lists();
        const revealedWhileRunning = await latestReveal(school.teacher.id);
        await jobRecords.update({ id: job.id }, { status: 'failed', error: 'It stopped.' });
        const afterItStopped = await lists();

        // Assess
        expect(refusals(whileRunning)).toEqual(Array(5).fill([409, ROSTER_CHANGING_MESSAGES.import]));
        expect(revealedWhileRunning).toEqual(before);
        expect(afterItStopped.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      } finally {
        await importLocks.remove({ schoolId: school.school.id });
      }
    });

    it('while the school is merged with another, and while it is synced from its data source', async () => {
      // Prepare
      const merge = await runningJob('school-merge', { keepSchoolId: school.school.id, deleteSchoolId: randomUUID() });
      await mergeLocks.put({ schoolId: school.school.id, jobId: merge.id, since: new Date().toISOString() });
      let whileMerging;
      try {
        // Act
        whileMerging = await lists();
      } finally {
        await mergeLocks.remove({ schoolId: school.school.id });
      }
      const sync = await runningJob('data-sync', { schoolId: school.school.id });
      await dataLinks.put({
        schoolId: school.school.id,
        sourceId: 'oneroster',
        dataId: `test-${randomUUID()}`,
        orgName: 'Wattle Primary',
        state: 'ready',
        linkedAt: new Date().toISOString(),
        contact: null,
        requestedAt: null,
        syncJobId: sync.id,
        lastSync: null,
      });
      let whileSyncing;
      try {
        whileSyncing = await lists();
      } finally {
        await dataLinks.remove({ schoolId: school.school.id });
      }

      // Assess
      expect(refusals(whileMerging)).toEqual(Array(5).fill([409, ROSTER_CHANGING_MESSAGES.merge]));
      expect(refusals(whileSyncing)).toEqual(Array(5).fill([409, ROSTER_CHANGING_MESSAGES.sync]));
      expect((await lists()).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    });
  });
});
