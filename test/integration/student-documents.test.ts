import { randomUUID } from 'node:crypto';
import jsQR from 'jsqr';
import { beforeAll, describe, expect, it } from 'vitest';
import { addClassMember, assignTeacher, putClassGroup, type ClassGroup } from '../../functions/data/class-groups';
import { auditOfActor, auditSubjectsOf } from '../../functions/data/audit';
import { redeemLoginCard } from '../../functions/data/login-cards';
import { passwordBox } from '../../functions/adapters/secret-box';
import { keepPassword } from '../../functions/domain/core/accounts/kept-passwords';
import { loadSessionUser, userProfiles } from '../../functions/data/users';
import type { ExportFiles } from '../../functions/adapters/export-files/port';
import { RUN_BY_CALLER, runJob } from '../../functions/domain/core/jobs/job-work';
import { inLocale, translatedIn } from '../../functions/platform/language';
import { printJobWork, startPrintJob } from '../../functions/domain/student-documents/print-job';
import { jobRecords, newJobRecord, type JobRecord } from '../../functions/data/jobs';
import { importLocks, importRecords } from '../../functions/data/student-imports';
import { mergeLocks } from '../../functions/data/school-merges';
import { dataLinks } from '../../functions/data/data-links';
import { adminTeachersEndpoints } from '../../shared/api/endpoints/admin-teachers';
import { ROSTER_CHANGING_MESSAGES } from '../../shared/schemas/exports';
import { actingAsEndpoints } from '../../shared/api/endpoints/acting-as';
import { jobsEndpoints } from '../../shared/api/endpoints/jobs';
import { studentDocumentsEndpoints as endpoints } from '../../shared/api/endpoints/student-documents';
import { CLASS_MESSAGES } from '../../shared/schemas/classes';
import {
  MAX_PRINT_JOB_STUDENTS,
  MAX_PRINTED_STUDENTS,
  STUDENT_DOCUMENT_MESSAGES,
} from '../../shared/schemas/student-documents';
import { csvRows } from '../support/csv-rows';
import { inGroups } from '../support/in-groups';
import { pdfOneBitImages, pdfPageCount, pdfText } from '../support/pdf-text';
import { callEndpoint } from './support/call-endpoint';
import { PERMANENT_FAULT_DETAIL, QUICK_RETRY, refusedOnce, throttledTwice } from './support/job-faults';
import { settledJob } from './support/jobs';
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

/** The actor's latest password reveal: a print job's reveal may land before or after the actor's next entries. */
async function latestReveal(actorId: string) {
  const { items } = await auditOfActor(actorId, { limit: 10 });
  return items.find((event) => event.action === 'passwords.reveal');
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
  }, 120_000);

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

  describe("a school year's cards and letters: printed as a job, written to the exports, downloaded from a link", () => {
    // A school of its own: the other tests' whole-school lists stay small.
    let high: School;
    let year: Awaited<ReturnType<typeof aClass>>;
    /** The students in the order the documents print them: by last name, then first name. */
    const sorted = () =>
      [...year.students].sort(
        (left, right) =>
          left.lastName.localeCompare(right.lastName, 'en', { numeric: true }) ||
          left.firstName.localeCompare(right.firstName, 'en', { numeric: true }),
      );

    beforeAll(async () => {
      high = await schoolWithMembers({ name: 'Acacia High' });
      year = await aClass(
        high,
        'Year 7',
        Array.from({ length: MAX_PRINT_JOB_STUDENTS }, (_, index) => ({
          firstName: `Pupil${index}`,
          lastName: `Year${String(index % 40).padStart(2, '0')}`,
        })),
        high.teacher.id,
      );
    }, 300_000);

    /**
     * The job once settled, polled as the SPA polls it. The twin runs a job's worker in its own
     * process (AWS: a Lambda of its own), so while 2,000 letters are laid out (seconds of
     * synchronous work) a poll may find its connection reset: it is asked again, as the SPA's API
     * client asks a GET again.
     */
    async function settledThroughRenders(jobId: string) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        try {
          return await settledJob(jobId, high.teacher.as);
        } catch (error) {
          if (!(error instanceof TypeError)) throw error;
        }
      }
      throw new Error(`Job ${jobId} could not be read`);
    }

    /** Starts the job as the class's teacher, waits for it and downloads its PDF through the link the Jobs routes give. */
    async function printedAsJob(format: 'login-cards' | 'home-letters') {
      const started = await callEndpoint(endpoints.startPrintJob, {
        params: { classGroupId: year.classGroup.id, format },
        body: {},
        as: high.teacher.as,
      });
      expect(started.status).toBe(202);
      const job = await settledThroughRenders(started.data.job.id);
      const link = await callEndpoint(jobsEndpoints.getJobFile, { params: { jobId: job.id }, as: high.teacher.as });
      expect(link.status).toBe(200);
      const download = await fetch(link.data.url);
      return { job, link: link.data, download, pdf: Buffer.from(await download.arrayBuffer()) };
    }

    it(`prints ${MAX_PRINT_JOB_STUDENTS} login cards: the job's PDF has every card, its passwords revealed with one audit entry`, async () => {
      // Act
      const { job, link, download, pdf } = await printedAsJob('login-cards');
      const text = pdfText(pdf);
      const [first, last] = [sorted()[0], sorted().at(-1)];
      const reveal = await latestReveal(high.teacher.id);
      const stranger = await callEndpoint(jobsEndpoints.getJobFile, {
        params: { jobId: job.id },
        as: otherSchool.teacher.as,
      });

      // Assess
      expect(job).toMatchObject({ status: 'succeeded', result: { fileName: 'Year 7 login cards.pdf' } });
      expect(job.counts).toEqual({ students: MAX_PRINT_JOB_STUDENTS, cards: MAX_PRINT_JOB_STUDENTS });
      expect(job.done).toBe(job.total);
      expect(link.fileName).toBe('Year 7 login cards.pdf');
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      // Eight cards a page.
      expect(pdfPageCount(pdf)).toBe(MAX_PRINT_JOB_STUDENTS / 8);
      expect(text.match(/\bPupil\d+ Year\d\d\b/g)).toHaveLength(MAX_PRINT_JOB_STUDENTS);
      expect(text.match(/Password: /g)).toHaveLength(MAX_PRINT_JOB_STUDENTS);
      expect(text).toContain(`${first?.firstName} ${first?.lastName}`);
      expect(text).toContain(`Password: ${year.passwords.get(first?.id ?? '')}`);
      expect(text).toContain(`${last?.firstName} ${last?.lastName}`);
      expect(reveal).toMatchObject({
        action: 'passwords.reveal',
        schoolId: high.school.id,
        detail: { reason: 'login-cards' },
      });
      expect(new Set(reveal ? await auditSubjectsOf(reveal) : [])).toEqual(
        new Set(year.students.map((student) => student.id)),
      );
      expect(stranger.status).toBe(404);
    }, 300_000);

    it(`prints ${MAX_PRINT_JOB_STUDENTS} home letters, a page each, with a QR code on each`, async () => {
      // Act
      const { job, pdf } = await printedAsJob('home-letters');
      const first = sorted()[0];

      // Assess
      expect(job).toMatchObject({ status: 'succeeded', result: { fileName: 'Year 7 home letters.pdf' } });
      expect(pdfPageCount(pdf)).toBe(MAX_PRINT_JOB_STUDENTS);
      expect(pdfText(pdf)).toContain(`Dear family of ${first?.firstName} ${first?.lastName},`);
      expect(await latestReveal(high.teacher.id)).toMatchObject({ detail: { reason: 'home-letters' } });
    }, 300_000);

    it(`refuses more than ${MAX_PRINT_JOB_STUDENTS} students (413), and the synchronous route still refuses over ${MAX_PRINTED_STUDENTS}, before any password is revealed`, async () => {
      // Prepare
      const before = await latestReveal(high.teacher.id);
      const tooMany = [...year.students.map((student) => student.id), own.students[0]?.id ?? ''];

      // Act
      const [job, answer] = await Promise.all([
        callEndpoint(endpoints.startPrintJob, {
          params: { classGroupId: year.classGroup.id, format: 'login-cards' },
          body: { studentIds: tooMany },
          as: high.teacher.as,
        }),
        callEndpoint(endpoints.printClassDocument, {
          params: { classGroupId: year.classGroup.id, format: 'login-cards' },
          as: high.teacher.as,
        }),
      ]);

      // Assess
      expect(job.status).toBe(413);
      expect(job.errors[0]?.detail).toBe(STUDENT_DOCUMENT_MESSAGES.tooManyForJob);
      expect(answer.status).toBe(413);
      expect(answer.errors[0]?.detail).toBe(STUDENT_DOCUMENT_MESSAGES.tooManyToPrint);
      expect(await latestReveal(high.teacher.id)).toEqual(before);
    });
  });

  it("starts a print job of the chosen students only, and refuses another school's teacher, a student, a class not theirs and students not in the class, starting nothing", async () => {
    // Prepare
    const mia = own.students[0];
    const before = await Promise.all([latestReveal(otherSchool.teacher.id), latestReveal(school.teacher.id)]);
    const start = (classGroupId: string, as: School['teacher']['as'], studentIds?: string[]) =>
      callEndpoint(endpoints.startPrintJob, {
        params: { classGroupId, format: 'home-letters' },
        body: studentIds ? { studentIds } : {},
        as,
      });

    // Act
    const [stranger, student, notTheirs, notInClass] = await Promise.all([
      start(own.classGroup.id, otherSchool.teacher.as),
      start(own.classGroup.id, school.student.as),
      start(notAssigned.classGroup.id, school.teacher.as),
      start(own.classGroup.id, school.teacher.as, [mia?.id ?? '', notAssigned.students[0]?.id ?? '']),
    ]);
    const refusedReveals = await Promise.all([latestReveal(otherSchool.teacher.id), latestReveal(school.teacher.id)]);
    const chosen = await start(own.classGroup.id, school.teacher.as, [mia?.id ?? '']);
    const job = await settledJob(chosen.data.job.id, school.teacher.as);
    const link = await callEndpoint(jobsEndpoints.getJobFile, { params: { jobId: job.id }, as: school.teacher.as });
    const pdf = Buffer.from(await (await fetch(link.data.url)).arrayBuffer());

    // Assess
    expect([stranger.status, student.status, notTheirs.status, notInClass.status]).toEqual([404, 403, 404, 404]);
    expect(stranger.errors[0]?.detail).toBe(CLASS_MESSAGES.classNotFound);
    expect(notTheirs.errors[0]?.detail).toBe(CLASS_MESSAGES.classNotFound);
    expect(notInClass.errors[0]?.detail).toBe(STUDENT_DOCUMENT_MESSAGES.notInClass);
    expect(refusedReveals).toEqual(before);
    expect(chosen.status).toBe(202);
    expect(job.status).toBe('succeeded');
    expect(pdfPageCount(pdf)).toBe(1);
    expect(pdfText(pdf)).toContain('Dear family of Mia Nguyen,');
    expect(await latestReveal(school.teacher.id)).toMatchObject({
      action: 'passwords.reveal',
      subjectIds: [mia?.id],
      detail: { reason: 'home-letters' },
    });
  });

  it('records the reveal of a print job started by staff logged in as the teacher as the staff member’s, on the teacher’s behalf', async () => {
    // Prepare
    const mia = own.students[0];
    const login = await callEndpoint(actingAsEndpoints.startLoginAs, {
      body: { user: school.teacher.id },
      as: 'staff',
    });
    expect(login.status).toBe(201);
    const staffId = login.data.actingAs.actor.id;

    // Act
    const started = await callEndpoint(endpoints.startPrintJob, {
      params: { classGroupId: own.classGroup.id, format: 'login-cards' },
      body: { studentIds: [mia?.id ?? ''] },
      as: 'staff',
      actAs: login.data.grant.secret,
    });
    await callEndpoint(actingAsEndpoints.endActingAs, { as: 'staff', actAs: login.data.grant.secret });
    const job = await settledJob(started.data.job.id, school.teacher.as);

    // Assess
    expect(started.status).toBe(202);
    expect(job.status).toBe('succeeded');
    expect(await latestReveal(staffId)).toMatchObject({
      action: 'passwords.reveal',
      actorId: staffId,
      effectiveUserId: school.teacher.id,
      subjectIds: [mia?.id],
      detail: { reason: 'login-cards' },
    });
  });

  describe("the print job's runs", () => {
    /** The job's work with the exports kept in memory: the file it writes, by job id. */
    function work() {
      const written = new Map<string, Uint8Array>();
      const files = { writeFile: async (id: string, body: Uint8Array) => void written.set(id, body) };
      return {
        written,
        work: printJobWork({
          files: () => files as unknown as ExportFiles,
          passwordBox,
          siteAddress: () => 'https://portal.example',
        }),
      };
    }
    async function started() {
      const teacher = await loadSessionUser(school.teacher.id);
      if (!teacher) throw new Error('no teacher');
      const { job } = await startPrintJob(teacher, teacher.id, own.classGroup.id, 'login-cards', null, RUN_BY_CALLER);
      return job.id;
    }

    it('retries a step throttled twice by itself and ends as an uninterrupted job does', async () => {
      // Prepare
      const jobId = await started();
      const faults = throttledTwice();
      const { written, work: printing } = work();

      // Act
      const ended = await runJob(jobId, printing, { hooks: faults, policy: QUICK_RETRY });

      // Assess
      expect(faults.failures()).toBe(2);
      expect(ended).toMatchObject({ status: 'succeeded', counts: { students: 3, cards: 3 } });
      expect(ended?.lines).toEqual([
        'The details of 3 students read.',
        '3 login cards issued.',
        '4A login cards.pdf written.',
      ]);
      expect(pdfPageCount(Buffer.from(written.get(jobId) ?? new Uint8Array()))).toBe(1);
    });

    it('writes its lines, its error and how far it got in the language of the request that started it', async () => {
      // Prepare
      const teacher = await loadSessionUser(school.teacher.id);
      if (!teacher) throw new Error('no teacher');
      const start = (locale: 'es' | 'fr') =>
        inLocale(locale, () =>
          startPrintJob(teacher, teacher.id, own.classGroup.id, 'login-cards', null, RUN_BY_CALLER),
        );
      const [spanish, french] = await Promise.all([start('es'), start('fr')]);

      // Act
      const printed = await runJob(spanish.job.id, work().work, { policy: QUICK_RETRY });
      const stopped = await runJob(french.job.id, work().work, { hooks: refusedOnce(), policy: QUICK_RETRY });

      // Assess
      expect(printed?.lines).toEqual([
        'Leídos los datos de 3 alumnos.',
        '3 tarjetas de acceso emitidas.',
        '4A login cards.pdf escrito.',
      ]);
      expect(stopped).toMatchObject({
        status: 'failed',
        error: translatedIn('fr', STUDENT_DOCUMENT_MESSAGES.printFailed),
      });
      expect(stopped?.error).not.toBe(STUDENT_DOCUMENT_MESSAGES.printFailed);
      expect(stopped?.lines.at(-1)).toMatch(/^Arrêté après \d+ étapes? sur \d+\.$/);
    });

    it('fails at once with its message when a step is refused, writing no file', async () => {
      // Prepare
      const jobId = await started();
      const faults = refusedOnce();
      const { written, work: printing } = work();

      // Act
      const ended = await runJob(jobId, printing, { hooks: faults, policy: QUICK_RETRY });

      // Assess
      expect(faults.failures()).toBe(1);
      expect(ended).toMatchObject({ status: 'failed', error: STUDENT_DOCUMENT_MESSAGES.printFailed });
      expect(ended?.lines).toContain(PERMANENT_FAULT_DETAIL);
      expect(written.size).toBe(0);
    });
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
        callEndpoint(endpoints.startPrintJob, {
          params: { classGroupId: own.classGroup.id, format: 'login-cards' },
          body: {},
          as: school.teacher.as,
        }),
      ]);
    /** Every list made: the print job's start is answered 202. */
    const MADE = [200, 200, 200, 200, 200, 202];
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
        expect(refusals(whileRunning)).toEqual(Array(6).fill([409, ROSTER_CHANGING_MESSAGES.import]));
        expect(revealedWhileRunning).toEqual(before);
        expect(afterItStopped.map((answer) => answer.status)).toEqual(MADE);
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
      expect(refusals(whileMerging)).toEqual(Array(6).fill([409, ROSTER_CHANGING_MESSAGES.merge]));
      expect(refusals(whileSyncing)).toEqual(Array(6).fill([409, ROSTER_CHANGING_MESSAGES.sync]));
      expect((await lists()).map((answer) => answer.status)).toEqual(MADE);
    });
  });
});
