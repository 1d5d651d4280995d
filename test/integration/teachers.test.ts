import { beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { fileMessages, fileSelectionMessages } from '../../shared/import';
import { teachersEndpoints } from '../../shared/api/endpoints/teachers';
import { TEACHER_MESSAGES } from '../../shared/schemas/teachers';
import { classesEndpoints } from '../../shared/api/endpoints/classes';
import { setDistrictAdministrator } from '../../functions/data/school-administrators';
import { updateProfile } from '../../functions/data/users';
import { randomInt } from 'node:crypto';
import { listOutbox, outboxMailSender } from '../../functions/adapters/mail/outbox';
import { getSchool } from '../../functions/data/schools';
import { loadSessionUser } from '../../functions/data/users';
import { CLASS_MESSAGES } from '../../shared/schemas/classes';
import { freshAccount } from './support/accounts';
import { auditOf } from './support/audit';
import { QUICK_RETRY } from './support/job-faults';
import { permanentFaults, transientFaults } from '../support/transient-faults';
import { RUN_BY_CALLER, resumeOwnJob, runJob } from '../../functions/domain/core/jobs/job-work';
import { startTeacherImport, teacherImportWork } from '../../functions/domain/teachers/teacher-import';
import { cognitoSignInDirectory } from '../../functions/adapters/sign-in-directory/cognito';
import type { MailSender } from '../../functions/adapters/mail/port';
import { cognitoCall, portal, signInTokens, uniqueEmail } from './support/portal-client';
import { putTestProvider } from './support/school-providers';
import { callEndpoint, detailsAt } from './support/call-endpoint';
import { settledJob } from './support/jobs';
import { useLocalTable } from './support/local-table';
import { schoolWithMembers } from './support/school-access';

const {
  listSchoolTeachers,
  addTeacher,
  addExistingTeacher,
  changeSchoolAdminStatus,
  resetTeacherPassword,
  deleteTeacher,
  importTeachers,
} = teachersEndpoints;

/** The temporary password of the newest mail to an address (the welcome or reset mail). */
async function mailedPassword(address: string): Promise<string> {
  const mails = (await listOutbox(portal().mailOutboxDir)).filter((mail) => mail.to === address);
  const password = mails[0]?.text.match(/Temporary password: (\S+)/)?.[1];
  if (!password) throw new Error(`No password mailed to ${address}`);
  return password;
}

const newTeacher = (email = uniqueEmail('teacher')) => ({
  title: 'Ms.' as const,
  firstName: 'Nina',
  lastName: 'Newman',
  email,
});
const { createClassGroup } = classesEndpoints;

type World = Awaited<ReturnType<typeof world>>;

async function world() {
  const [a, b, c, stored, outsider] = await Promise.all([
    schoolWithMembers(),
    schoolWithMembers(),
    schoolWithMembers(),
    freshAccount('teacher'),
    freshAccount('teacher'),
  ]);
  // A teacher school sign-on stored with the role admin is a teacher of the school too.
  await updateProfile(stored.user.id, {
    schoolId: a.school.id,
    schoolRole: 'admin',
    firstName: 'Aaron',
    lastName: 'Aardvark',
  });
  return {
    a,
    b,
    c,
    storedAsAdmin: { id: stored.user.id, as: stored.as },
    outsider: { id: outsider.user.id, as: outsider.as },
    outsiderEmail: outsider.form.email,
  };
}

/** Manage Teachers (school-and-family §2, §5, §8): the school's administrators only. */
describe('teachers', () => {
  let w: World;
  beforeAll(async () => {
    useLocalTable();
    w = await world();
  }, 120_000);

  describe('GET /api/schools/{schoolId}/teachers', () => {
    it("lists the school's teachers by last name with their classes and administrator flag", async () => {
      // Prepare
      const params = { schoolId: w.a.school.id };
      const classGroup = (await callEndpoint(createClassGroup, { body: { name: 'Zebra Class' }, as: w.a.teacher.as }))
        .data.classGroup;

      // Act
      const answer = await callEndpoint(listSchoolTeachers, { params, as: w.a.schoolAdmin.as });

      // Assess
      expect(answer.status).toBe(200);
      const ids = answer.data.teachers.map((teacher) => teacher.id);
      expect(ids).toEqual(expect.arrayContaining([w.a.teacher.id, w.a.schoolAdmin.id, w.storedAsAdmin.id]));
      expect(ids).not.toContain(w.a.student.id);
      expect(ids).toHaveLength(3);
      expect(ids[0]).toBe(w.storedAsAdmin.id);
      const names = answer.data.teachers.map((teacher) => teacher.lastName.toLowerCase());
      expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'en', { sensitivity: 'base' })));
      const teacher = answer.data.teachers.find((row) => row.id === w.a.teacher.id);
      const admin = answer.data.teachers.find((row) => row.id === w.a.schoolAdmin.id);
      expect(teacher?.classGroups).toEqual([{ id: classGroup.id, name: 'Zebra Class' }]);
      expect(teacher?.isSchoolAdmin).toBe(false);
      expect(admin?.isSchoolAdmin).toBe(true);
      expect(teacher?.username).toBe(w.a.teacher.email);
      expect(answer.data.school).toMatchObject({ id: w.a.school.id, restrictAccounts: false });
    });

    it('refuses a teacher of the school who is not its administrator (403), another school (404) and a teacher of no school (403)', async () => {
      // Prepare
      const params = { schoolId: w.a.school.id };

      // Act
      const [teacher, otherAdmin, noSchool] = await Promise.all([
        callEndpoint(listSchoolTeachers, { params, as: w.a.teacher.as }),
        callEndpoint(listSchoolTeachers, { params, as: w.b.schoolAdmin.as }),
        callEndpoint(listSchoolTeachers, { params, as: w.outsider.as }),
      ]);

      // Assess
      expect(teacher.status).toBe(403);
      expect(teacher.errors[0]?.detail).toBe(TEACHER_MESSAGES.onlyAdministrators);
      expect(otherAdmin.status).toBe(404);
      expect(noSchool.status).toBe(403);
    });

    it('admits a district administrator of the school, and school.manage staff for it', async () => {
      // Prepare
      await setDistrictAdministrator(w.a.school.id, w.b.teacher.id, { administrator: true });

      // Act
      const answer = await callEndpoint(listSchoolTeachers, {
        params: { schoolId: w.a.school.id },
        as: w.b.teacher.as,
      });
      const staff = await callEndpoint(listSchoolTeachers, { params: { schoolId: w.a.school.id }, as: 'staff' });
      await setDistrictAdministrator(w.a.school.id, w.b.teacher.id, { administrator: false });

      // Assess
      expect(answer.status).toBe(200);
      expect(answer.data.teachers.map((teacher) => teacher.id)).toContain(w.a.teacher.id);
      expect(staff.status).toBe(200);
    });
  });

  describe('POST /api/schools/{schoolId}/teachers (the inline form)', () => {
    it('adds a teacher whose username is the email, mails a temporary password that must be changed at first sign-in', async () => {
      // Prepare
      const form = newTeacher();

      // Act
      const answer = await callEndpoint(addTeacher, {
        params: { schoolId: w.a.school.id },
        body: form,
        as: w.a.schoolAdmin.as,
      });
      const password = await mailedPassword(form.email);
      const wrong = await cognitoCall('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: portal().userPoolClientId,
        AuthParameters: { USERNAME: form.email, PASSWORD: 'Not-the-one-1!' },
      });
      const first = await cognitoCall('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: portal().userPoolClientId,
        AuthParameters: { USERNAME: form.email, PASSWORD: password },
      });
      const forged = await cognitoCall('RespondToAuthChallenge', {
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        ClientId: portal().userPoolClientId,
        Session: 'forged',
        ChallengeResponses: { USERNAME: form.email, NEW_PASSWORD: 'Chosen-by-me-42!' },
      });
      const weak = await cognitoCall('RespondToAuthChallenge', {
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        ClientId: portal().userPoolClientId,
        Session: first.body['Session'],
        ChallengeResponses: { USERNAME: form.email, NEW_PASSWORD: 'short' },
      });
      const chosen = await cognitoCall('RespondToAuthChallenge', {
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        ClientId: portal().userPoolClientId,
        Session: first.body['Session'],
        ChallengeResponses: { USERNAME: form.email, NEW_PASSWORD: 'Chosen-by-me-42!' },
      });
      const signedIn = await signInTokens(form.email, 'Chosen-by-me-42!');

      // Assess
      expect(answer.status).toBe(201);
      expect(answer.data.teacher).toMatchObject({
        username: form.email,
        email: form.email,
        title: 'Ms.',
        firstName: 'Nina',
        lastName: 'Newman',
        isSchoolAdmin: false,
        classGroups: [],
      });
      expect(password.length).toBeGreaterThan(8);
      expect(wrong.body['message']).toBe('Incorrect username or password.');
      expect(first.body['ChallengeName']).toBe('NEW_PASSWORD_REQUIRED');
      expect(first.body['AuthenticationResult']).toBeUndefined();
      expect(forged.status).toBe(400);
      expect(weak.body['__type']).toBe('InvalidPasswordException');
      expect(chosen.status).toBe(200);
      expect(signedIn.IdToken).toBeTruthy();
      const profile = await loadSessionUser(answer.data.teacher.id);
      expect(profile).toMatchObject({ schoolId: w.a.school.id, schoolRole: 'teacher' });
    });

    it('lists the server validation messages, refuses a taken email, and refuses restricted schools', async () => {
      // Prepare
      const restricted = await schoolWithMembers();
      await putTestProvider({
        id: `restricted-${randomInt(1e9)}`,
        restrictAccounts: true,
        schoolIds: [restricted.school.id],
      });

      // Act
      const [invalid, taken, refused, teacher] = await Promise.all([
        callEndpoint(addTeacher, {
          params: { schoolId: w.a.school.id },
          invalidBody: { title: 'Sir', firstName: '', lastName: 'X', email: ' ' },
          as: w.a.schoolAdmin.as,
        }),
        callEndpoint(addTeacher, {
          params: { schoolId: w.a.school.id },
          body: newTeacher(w.a.teacher.email),
          as: w.a.schoolAdmin.as,
        }),
        callEndpoint(addTeacher, {
          params: { schoolId: restricted.school.id },
          body: newTeacher(),
          as: restricted.schoolAdmin.as,
        }),
        callEndpoint(addTeacher, { params: { schoolId: w.a.school.id }, body: newTeacher(), as: w.a.teacher.as }),
      ]);

      // Assess
      expect(invalid.status).toBe(422);
      expect(invalid.errors.map((error) => error.source?.pointer)).toEqual(
        expect.arrayContaining(['/data/attributes/title', '/data/attributes/firstName', '/data/attributes/email']),
      );
      // The form is about the teacher, not the administrator filling it in.
      expect(detailsAt(invalid, 'firstName')).toEqual(["Please enter the teacher's first name."]);
      expect(detailsAt(invalid, 'email')).toEqual(["Please enter the teacher's email address."]);
      expect(taken.status).toBe(409);
      expect(taken.errors[0]?.detail).toBe(TEACHER_MESSAGES.emailTaken);
      expect(refused.status).toBe(403);
      expect(refused.errors[0]?.detail).toBe(CLASS_MESSAGES.restrictedAccounts);
      expect(teacher.status).toBe(403);
    });
  });

  describe('Add/Remove Administrator, Reset Password, Delete Teacher', () => {
    it('toggles a teacher’s administrator status on both sides, and says when the caller changed their own', async () => {
      // Act
      const made = await callEndpoint(changeSchoolAdminStatus, {
        params: { schoolId: w.a.school.id, teacherId: w.a.teacher.id },
        body: { admin: true },
        as: w.a.schoolAdmin.as,
      });
      const afterMade = await getSchool(w.a.school.id);
      const own = await callEndpoint(changeSchoolAdminStatus, {
        params: { schoolId: w.a.school.id, teacherId: w.a.teacher.id },
        body: { admin: false },
        as: w.a.teacher.as,
      });
      const last = await callEndpoint(changeSchoolAdminStatus, {
        params: { schoolId: w.a.school.id, teacherId: w.a.schoolAdmin.id },
        body: { admin: false },
        as: w.a.schoolAdmin.as,
      });
      const otherSchool = await callEndpoint(changeSchoolAdminStatus, {
        params: { schoolId: w.a.school.id, teacherId: w.b.teacher.id },
        body: { admin: true },
        as: w.a.schoolAdmin.as,
      });

      // Assess
      expect(made.status).toBe(200);
      expect(made.data).toMatchObject({ teacher: { id: w.a.teacher.id, isSchoolAdmin: true }, reload: false });
      expect(afterMade?.administrators).toEqual(expect.arrayContaining([w.a.teacher.id, w.a.schoolAdmin.id]));
      expect(own.data).toMatchObject({ teacher: { isSchoolAdmin: false }, reload: true });
      expect(last.status).toBe(409);
      expect(last.errors[0]?.detail).toBe(TEACHER_MESSAGES.lastAdministrator);
      expect((await loadSessionUser(w.a.schoolAdmin.id))?.isSchoolAdmin).toBe(true);
      expect(otherSchool.status).toBe(404);
    });

    it('resets a teacher’s password to a mailed temporary one', async () => {
      // Prepare
      const form = newTeacher();
      const added = await callEndpoint(addTeacher, {
        params: { schoolId: w.a.school.id },
        body: form,
        as: w.a.schoolAdmin.as,
      });
      const firstPassword = await mailedPassword(form.email);

      // Act
      const answer = await callEndpoint(resetTeacherPassword, {
        params: { schoolId: w.a.school.id, teacherId: added.data.teacher.id },
        as: w.a.schoolAdmin.as,
      });
      const password = await mailedPassword(form.email);
      const signIn = await cognitoCall('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: portal().userPoolClientId,
        AuthParameters: { USERNAME: form.email, PASSWORD: password },
      });

      // Assess
      expect(answer.data.sentTo).toBe(form.email);
      expect(password).not.toBe(firstPassword);
      expect(signIn.body['ChallengeName']).toBe('NEW_PASSWORD_REQUIRED');
    });

    it('deletes one teacher who is not an administrator nor the caller, and takes them off their classes', async () => {
      // Prepare
      const form = newTeacher();
      const added = await callEndpoint(addTeacher, {
        params: { schoolId: w.a.school.id },
        body: form,
        as: w.a.schoolAdmin.as,
      });
      const teacherId = added.data.teacher.id;

      // Act
      const [self, admin] = await Promise.all([
        callEndpoint(deleteTeacher, {
          params: { schoolId: w.a.school.id, teacherId: w.a.schoolAdmin.id },
          as: w.a.schoolAdmin.as,
        }),
        callEndpoint(deleteTeacher, {
          params: { schoolId: w.c.school.id, teacherId: w.c.schoolAdmin.id },
          as: 'staff',
        }),
      ]);
      const deleted = await callEndpoint(deleteTeacher, {
        params: { schoolId: w.a.school.id, teacherId },
        as: w.a.schoolAdmin.as,
      });
      const list = await callEndpoint(listSchoolTeachers, {
        params: { schoolId: w.a.school.id },
        as: w.a.schoolAdmin.as,
      });
      const again = await callEndpoint(deleteTeacher, {
        params: { schoolId: w.a.school.id, teacherId },
        as: w.a.schoolAdmin.as,
      });
      const signIn = await cognitoCall('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: portal().userPoolClientId,
        AuthParameters: { USERNAME: form.email, PASSWORD: 'x' },
      });

      // Assess
      expect(self.status).toBe(409);
      expect(self.errors[0]?.detail).toBe(TEACHER_MESSAGES.cannotDeleteYourself);
      expect(admin.status).toBe(409);
      expect(admin.errors[0]?.detail).toBe(TEACHER_MESSAGES.cannotDeleteAdministrator);
      expect(deleted.data.deleted).toBe(teacherId);
      expect(list.data.teachers.map((teacher) => teacher.id)).not.toContain(teacherId);
      expect(again.status).toBe(404);
      expect(signIn.status).toBe(400);
      expect((await loadSessionUser(teacherId))?.status).toBe('deleted');
    });
  });

  describe('POST /api/schools/{schoolId}/add-existing-teacher', () => {
    it('adds a teacher account with no school, and refuses one of another school, one already here and an unknown one', async () => {
      // Act
      const added = await callEndpoint(addExistingTeacher, {
        params: { schoolId: w.a.school.id },
        body: { username: w.outsiderEmail },
        as: w.a.schoolAdmin.as,
      });
      const [again, other, unknown] = await Promise.all([
        callEndpoint(addExistingTeacher, {
          params: { schoolId: w.a.school.id },
          body: { username: w.outsiderEmail },
          as: w.a.schoolAdmin.as,
        }),
        callEndpoint(addExistingTeacher, {
          params: { schoolId: w.a.school.id },
          body: { username: w.b.teacher.email },
          as: w.a.schoolAdmin.as,
        }),
        callEndpoint(addExistingTeacher, {
          params: { schoolId: w.a.school.id },
          body: { username: uniqueEmail('nobody') },
          as: w.a.schoolAdmin.as,
        }),
      ]);

      // Assess
      expect(added.status).toBe(200);
      expect(added.data.teacher.id).toBe(w.outsider.id);
      expect((await loadSessionUser(w.outsider.id))?.schoolId).toBe(w.a.school.id);
      expect(again.errors[0]?.detail).toBe(TEACHER_MESSAGES.alreadyTeacherHere);
      expect(other.status).toBe(409);
      expect(other.errors[0]?.detail).toBe(TEACHER_MESSAGES.teacherOfAnotherSchool);
      expect(unknown.status).toBe(404);
    });
  });

  describe('POST /api/schools/{schoolId}/teacher-imports', () => {
    it('imports the new teachers of a CSV file, mails each a password, and skips emails that have accounts', async () => {
      // Prepare
      const [one, two] = [uniqueEmail('imported'), uniqueEmail('imported')];
      const fileData = `Title,First Name,Last Name,Email\nMr.,Ivan,Import,${one}\nDr,Ida,Import,${two}\nMs.,Old,Existing,${w.a.teacher.email}\n`;

      // Act
      const answer = await callEndpoint(importTeachers, {
        params: { schoolId: w.c.school.id },
        body: { fileName: 'teachers.csv', fileData },
        as: w.c.schoolAdmin.as,
      });

      // Assess
      expect(answer.status).toBe(200);
      expect(answer.data.errors).toEqual([]);
      const job = await settledJob(answer.data.job?.id ?? '', w.c.schoolAdmin.as);
      expect(job).toMatchObject({ status: 'succeeded', counts: { teachersImported: 2, teachersSkipped: 1 } });
      expect(job.lines).toContain(`${w.a.teacher.email} already has an account, so it was skipped.`);
      expect(await mailedPassword(one)).toBeTruthy();
      expect(await mailedPassword(two)).toBeTruthy();
      const list = await callEndpoint(listSchoolTeachers, {
        params: { schoolId: w.c.school.id },
        as: w.c.schoolAdmin.as,
      });
      expect(
        list.data.teachers
          .filter((teacher) => teacher.lastName === 'Import')
          .map((teacher) => [teacher.title, teacher.username]),
      ).toEqual(
        expect.arrayContaining([
          ['Mr.', one],
          ['Dr.', two],
        ]),
      );
    });

    it('mails every teacher exactly once when runs are cut off between an account and its mail: a step tried again, and a resume', async () => {
      // Prepare: each address's first mail fails as a passing fault (the step is tried again at once),
      // and the last row's fails for good (the run stops; the owner resumes it).
      const admin = await loadSessionUser(w.c.schoolAdmin.id);
      if (!admin) throw new Error('The school administrator has no profile');
      const emails = Array.from({ length: 7 }, () => uniqueEmail('cutoff'));
      const fileData = `Title,First Name,Last Name,Email\n${emails.map((email, index) => `Ms.,Cut${index},Cutoff,${email}`).join('\n')}\n`;
      const started = await startTeacherImport(
        admin,
        w.c.school.id,
        { fileName: 'teachers.csv', fileData },
        RUN_BY_CALLER,
      );
      const jobId = started.job?.id ?? '';
      const outbox = outboxMailSender(portal().mailOutboxDir);
      const sends = new Map<string, number>();
      const cutOff: MailSender = {
        async send(mail) {
          const tries = (sends.get(mail.to) ?? 0) + 1;
          sends.set(mail.to, tries);
          if (tries === 1) throw mail.to === emails[6] ? permanentFaults.bug() : transientFaults.serverError();
          await outbox.send(mail);
        },
      };
      const work = () =>
        teacherImportWork({
          directory: cognitoSignInDirectory,
          mail: cutOff,
          siteUrl: portal().url,
          clock: () => new Date(),
        });

      // Act
      const stopped = await runJob(jobId, work(), { policy: QUICK_RETRY });
      await resumeOwnJob(admin, jobId, RUN_BY_CALLER);
      const resumed = await runJob(jobId, work(), { policy: QUICK_RETRY });

      // Assess
      expect(stopped?.status).toBe('failed');
      expect(resumed).toMatchObject({ status: 'succeeded', counts: { teachersImported: 7 } });
      expect(resumed?.counts['teachersSkipped']).toBeUndefined();
      const mails = await listOutbox(portal().mailOutboxDir);
      for (const email of emails) {
        expect(
          mails.filter((mail) => mail.to === email),
          email,
        ).toHaveLength(1);
        // The one mail's password is the account's: the first sign-in asks for a new one.
        const signIn = await cognitoCall('InitiateAuth', {
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: portal().userPoolClientId,
          AuthParameters: { USERNAME: email, PASSWORD: await mailedPassword(email) },
        });
        expect(signIn.body['ChallengeName'], email).toBe('NEW_PASSWORD_REQUIRED');
      }
      const created = (await auditOf(admin.id, 'teacher.create')).filter((event) => event.detail['jobId'] === jobId);
      expect(created).toHaveLength(7);
    });

    it('imports nothing from a file with errors, naming the rows; refuses a missing column, a restricted school and a non-administrator', async () => {
      // Prepare
      const restricted = await schoolWithMembers();
      await putTestProvider({
        id: `restricted-${randomInt(1e9)}`,
        restrictAccounts: true,
        schoolIds: [restricted.school.id],
      });
      const good = uniqueEmail('never');
      const params = { schoolId: w.c.school.id };

      // Act
      const [rows, column, refused, teacher] = await Promise.all([
        callEndpoint(importTeachers, {
          params,
          body: {
            fileName: 'teachers.csv',
            fileData: `Title,First Name,Last Name,Email\nMr.,Good,Row,${good}\nMr.,,Blank,x@y.example\n`,
          },
          as: w.c.schoolAdmin.as,
        }),
        callEndpoint(importTeachers, {
          params,
          body: { fileName: 'teachers.csv', fileData: 'First Name,Last Name,Email\nA,B,c@d.example\n' },
          as: w.c.schoolAdmin.as,
        }),
        callEndpoint(importTeachers, {
          params: { schoolId: restricted.school.id },
          body: { fileName: 'teachers.csv', fileData: 'x' },
          as: restricted.schoolAdmin.as,
        }),
        callEndpoint(importTeachers, { params, body: { fileName: 'teachers.csv', fileData: 'x' }, as: w.c.teacher.as }),
      ]);

      // Assess
      expect(rows.data.job).toBeNull();
      // The row is named once: in the detail, not again in a title ('Row 3: Row 3, …').
      expect(rows.data.errors[0]).toMatchObject({
        title: null,
        detail: expect.stringMatching(/^Row 3, column 'First Name': /),
      });
      expect(
        await callEndpoint(addExistingTeacher, { params, body: { username: good }, as: w.c.schoolAdmin.as }).then(
          (answer) => answer.status,
        ),
      ).toBe(404);
      expect(column.data.errors[0]?.detail).toMatch(/Title/);
      expect(refused.status).toBe(403);
      expect(refused.errors[0]?.detail).toBe(CLASS_MESSAGES.restrictedAccounts);
      expect(teacher.status).toBe(403);
    });

    /** A real .xlsx workbook of these rows (first sheet), as the SPA sends it: base64. */
    function xlsxBase64(rows: string[][], extraSheet = false): string {
      const workbook = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'Teachers');
      if (extraSheet)
        XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([['Notes'], ['ignored']]), 'Notes');
      return Buffer.from(XLSX.write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer).toString('base64');
    }

    it('imports an .xlsx workbook as it imports a .csv: the same columns, the same skips, mails and row messages (school-and-family §5)', async () => {
      // Prepare
      const [one, two] = [uniqueEmail('xlsx'), uniqueEmail('xlsx')];
      const heading = ['Title', 'First Name', 'Last Name', 'Email'];
      const params = { schoolId: w.c.school.id };
      const bad = [heading, ['Mr.', 'Good', 'Row', uniqueEmail('never')], ['Mr.', '', 'Blank', 'x@y.example']];

      // Act
      const answer = await callEndpoint(importTeachers, {
        params,
        body: {
          fileName: 'Teachers.XLSX',
          fileEncoding: 'base64',
          fileData: xlsxBase64(
            [
              heading,
              ['Mr.', 'Xavier', 'Sheet', one],
              ['Dr', 'Xena', 'Sheet', two],
              ['Ms.', 'Old', 'Existing', w.a.teacher.email],
            ],
            true,
          ),
        },
        as: w.c.schoolAdmin.as,
      });
      const [badXlsx, badCsv] = await Promise.all([
        callEndpoint(importTeachers, {
          params,
          body: { fileName: 'teachers.xlsx', fileEncoding: 'base64', fileData: xlsxBase64(bad) },
          as: w.c.schoolAdmin.as,
        }),
        callEndpoint(importTeachers, {
          params,
          body: { fileName: 'teachers.csv', fileData: bad.map((line) => line.join(',')).join('\n') },
          as: w.c.schoolAdmin.as,
        }),
      ]);
      const missingColumn = await callEndpoint(importTeachers, {
        params,
        body: {
          fileName: 'teachers.xlsx',
          fileEncoding: 'base64',
          fileData: xlsxBase64([
            ['First Name', 'Last Name', 'Email'],
            ['A', 'B', 'c@d.example'],
          ]),
        },
        as: w.c.schoolAdmin.as,
      });
      await settledJob(answer.data.job?.id ?? '', w.c.schoolAdmin.as);
      const list = await callEndpoint(listSchoolTeachers, { params, as: w.c.schoolAdmin.as });

      // Assess
      expect(answer.status).toBe(200);
      expect(answer.data.errors).toEqual([]);
      const job = await settledJob(answer.data.job?.id ?? '', w.c.schoolAdmin.as);
      expect(job).toMatchObject({ status: 'succeeded', counts: { teachersImported: 2, teachersSkipped: 1 } });
      expect(job.lines).toContain(`${w.a.teacher.email} already has an account, so it was skipped.`);
      expect(await mailedPassword(one)).toBeTruthy();
      expect(await mailedPassword(two)).toBeTruthy();
      expect(
        list.data.teachers
          .filter((teacher) => teacher.lastName === 'Sheet')
          .map((teacher) => [teacher.title, teacher.username]),
      ).toEqual(
        expect.arrayContaining([
          ['Mr.', one],
          ['Dr.', two],
        ]),
      );
      expect(badXlsx.data.job).toBeNull();
      expect(badXlsx.data.errors).toEqual(badCsv.data.errors);
      expect(badXlsx.data.errors).toEqual([
        { title: null, detail: "Row 3, column 'First Name': First Name cannot be blank." },
      ]);
      expect(missingColumn.data.errors[0]?.detail).toMatch(/^The file has no Title column/);
    });

    it('refuses a workbook sent as text, bytes that are not a workbook, and data that is not base64, importing nothing', async () => {
      // Prepare
      const params = { schoolId: w.c.school.id };
      const csv = `Title,First Name,Last Name,Email\nMr.,Never,Imported,${uniqueEmail('never')}\n`;

      // Act
      const [asText, notWorkbook, notBase64, unsupported] = await Promise.all([
        callEndpoint(importTeachers, {
          params,
          body: { fileName: 'teachers.xlsx', fileData: csv },
          as: w.c.schoolAdmin.as,
        }),
        callEndpoint(importTeachers, {
          params,
          body: { fileName: 'teachers.xlsx', fileEncoding: 'base64', fileData: Buffer.from(csv).toString('base64') },
          as: w.c.schoolAdmin.as,
        }),
        callEndpoint(importTeachers, {
          params,
          body: { fileName: 'teachers.xlsx', fileEncoding: 'base64', fileData: 'not base64!' },
          as: w.c.schoolAdmin.as,
        }),
        callEndpoint(importTeachers, {
          params,
          body: {
            fileName: 'teachers.pdf',
            fileEncoding: 'base64',
            fileData: Buffer.from('%PDF-1.4').toString('base64'),
          },
          as: w.c.schoolAdmin.as,
        }),
      ]);
      const list = await callEndpoint(listSchoolTeachers, { params, as: w.c.schoolAdmin.as });

      // Assess
      expect(asText.data).toMatchObject({
        job: null,
        errors: [{ title: null, detail: fileMessages.notXlsx }],
      });
      expect(notWorkbook.data).toMatchObject({
        job: null,
        errors: [{ title: null, detail: fileMessages.notXlsx }],
      });
      expect(notBase64.status).toBe(422);
      expect(detailsAt(notBase64, 'fileData')).toEqual([TEACHER_MESSAGES.importNotBase64]);
      expect(unsupported.data.errors).toEqual([{ title: null, detail: fileSelectionMessages.unsupportedFile }]);
      expect(list.data.teachers.some((teacher) => teacher.lastName === 'Imported')).toBe(false);
    });
  });
});
