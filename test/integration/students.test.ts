import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { classesEndpoints } from '../../shared/api/endpoints/classes';
import { studentsEndpoints } from '../../shared/api/endpoints/students';
import { CLASS_MESSAGES } from '../../shared/schemas/classes';
import { WEBINAR_MESSAGES } from '../../shared/schemas/students';
import { isAcceptablePassword } from '../../shared/rules/password-policy';
import { auditOfActor, auditOfSubject } from '../../functions/data/audit';
import { listClassMembers } from '../../functions/data/class-groups';
import { countAttempt } from '../../functions/data/rate-limits';
import { studentPasswords } from '../../functions/data/student-passwords';
import { loadSessionUser } from '../../functions/data/users';
import { findUserIdByUsername } from '../../functions/data/usernames';
import { WEBINAR_LIMITS } from '../../functions/domain/students/webinar';
import { callEndpoint, detailsAt } from './support/call-endpoint';
import { settledJob } from './support/jobs';
import { useLocalTable } from './support/local-table';
import { uniqueFirstName, signInAs } from './support/managed-accounts';
import { schoolWithMembers } from './support/school-access';
import { putTestProvider } from './support/school-providers';

const { createStudent, updateStudent, regenerateUsername, revealPasswords, deleteStudents, webinarLookup } =
  studentsEndpoints;

type World = Awaited<ReturnType<typeof world>>;

async function world() {
  const [a, b, restricted] = await Promise.all([schoolWithMembers(), schoolWithMembers(), schoolWithMembers()]);
  const [classOfA, adminClassOfA, classOfB, classOfRestricted] = await Promise.all([
    callEndpoint(classesEndpoints.createClassGroup, { body: { name: 'Students 1' }, as: a.teacher.as }),
    callEndpoint(classesEndpoints.createClassGroup, { body: { name: 'Admin class' }, as: a.schoolAdmin.as }),
    callEndpoint(classesEndpoints.createClassGroup, { body: { name: 'Students B' }, as: b.teacher.as }),
    callEndpoint(classesEndpoints.createClassGroup, { body: { name: 'Restricted' }, as: restricted.teacher.as }),
  ]);
  await putTestProvider({
    id: `restricted-${randomInt(1e9)}`,
    restrictAccounts: true,
    schoolIds: [restricted.school.id],
  });
  return {
    a,
    b,
    restricted,
    classOfA: classOfA.data.classGroup,
    adminClassOfA: adminClassOfA.data.classGroup,
    classOfB: classOfB.data.classGroup,
    classOfRestricted: classOfRestricted.data.classGroup,
  };
}

async function newStudent(
  w: World,
  fields: { firstName?: string; lastName?: string | null; schoolKey?: string | null } = {},
  classGroupId = w.classOfA.id,
  as = w.a.teacher.as,
) {
  const answer = await callEndpoint(createStudent, {
    params: { classGroupId },
    body: {
      firstName: fields.firstName ?? uniqueFirstName(),
      lastName: fields.lastName ?? 'Student',
      schoolKey: fields.schoolKey ?? null,
    },
    as,
  });
  return answer.data;
}

describe('student accounts', () => {
  let w: World;
  beforeAll(async () => {
    useLocalTable();
    w = await world();
  }, 120_000);

  describe('POST /api/class-groups/{id}/students (create student)', () => {
    it('makes a student of the class’s school in the class, with a username from the first name and a passphrase that signs in', async () => {
      // Prepare
      const firstName = uniqueFirstName();

      // Act
      const answer = await callEndpoint(createStudent, {
        params: { classGroupId: w.classOfA.id },
        body: { firstName: `  ${firstName} `, lastName: 'Zed', schoolKey: 'K-1' },
        as: w.a.teacher.as,
      });

      // Assess
      expect(answer.status).toBe(201);
      const { student, password } = answer.data;
      expect(student).toMatchObject({
        firstName,
        lastName: 'Zed',
        username: firstName.toLowerCase(),
        schoolKey: 'K-1',
        hasPassword: true,
        lastSignIn: null,
        classGroups: [{ id: w.classOfA.id, name: 'Students 1' }],
      });
      expect(isAcceptablePassword(password)).toBe(true);
      expect(password).toMatch(/^[A-Z][a-z]+-[A-Z][a-z]+-[A-Z][a-z]+[2-9][!#%&*?@+=]$/);
      expect((await listClassMembers(w.classOfA.id)).map((member) => member.userId)).toContain(student.id);
      expect(await loadSessionUser(student.id)).toMatchObject({
        schoolRole: 'student',
        schoolId: w.a.school.id,
        username: firstName.toLowerCase(),
      });
      const signIn = await signInAs(student.username ?? '', password);
      expect(signIn).toMatchObject({ status: 200, sub: student.id });
    });

    it('keeps the password sealed, never in plain text, and audits that the teacher set it', async () => {
      // Act
      const { student, password } = await newStudent(w);

      // Assess
      const kept = await studentPasswords.get({ userId: student.id });
      expect(kept?.sealed).toMatch(/^local:v1:/);
      expect(JSON.stringify(kept)).not.toContain(password);
      const audit = await auditOfSubject(student.id, { limit: 10 });
      expect(audit.items).toEqual([
        expect.objectContaining({ action: 'student.password.set', actorId: w.a.teacher.id, schoolId: w.a.school.id }),
      ]);
    });

    it('gives a second student of the same first name the name with a look-alike-free suffix', async () => {
      // Prepare
      const firstName = uniqueFirstName();

      // Act
      const [first, second] = [await newStudent(w, { firstName }), await newStudent(w, { firstName })];

      // Assess
      expect(first.student.username).toBe(firstName.toLowerCase());
      expect(second.student.username).toMatch(new RegExp(`^${firstName.toLowerCase()}[2-9a-hjkmnp-z]{2}$`));
    });

    it('removes accents and anything but letters from the username', async () => {
      // Act
      const { student } = await newStudent(w, { firstName: `Zoë-Ånne ${uniqueFirstName()}` });

      // Assess
      expect(student.username).toMatch(/^zoeanneq[a-z]+$/);
    });

    it('refuses a blank first name with 422, naming the student (not "your"), and makes no account', async () => {
      // Act
      const answer = await callEndpoint(createStudent, {
        params: { classGroupId: w.classOfA.id },
        body: { firstName: '   ', lastName: 'x'.repeat(101), schoolKey: null },
        as: w.a.teacher.as,
      });

      // Assess
      expect(answer.status).toBe(422);
      expect(detailsAt(answer, 'firstName')).toEqual(["Please enter the student's first name."]);
      expect(detailsAt(answer, 'lastName')).toEqual(["The student's last name must be at most 100 characters."]);
    });

    it('answers 404 to a teacher of another school, and to a teacher for a class of their school that is not theirs', async () => {
      // Act
      const otherSchool = await callEndpoint(createStudent, {
        params: { classGroupId: w.classOfA.id },
        body: { firstName: 'Eve', lastName: null, schoolKey: null },
        as: w.b.teacher.as,
      });
      const notTheirs = await callEndpoint(createStudent, {
        params: { classGroupId: w.adminClassOfA.id },
        body: { firstName: 'Eve', lastName: null, schoolKey: null },
        as: w.a.teacher.as,
      });

      // Assess
      for (const answer of [otherSchool, notTheirs]) {
        expect(answer.status).toBe(404);
        expect(answer.errors[0]?.detail).toBe(CLASS_MESSAGES.classNotFound);
      }
    });

    it('refuses a student with 403', async () => {
      // Act
      const answer = await callEndpoint(createStudent, {
        params: { classGroupId: w.classOfA.id },
        body: { firstName: 'Eve', lastName: null, schoolKey: null },
        as: w.a.student.as,
      });

      // Assess
      expect(answer.status).toBe(403);
    });

    it('refuses a school whose accounts its school system makes (restricted accounts) with 403 and its message', async () => {
      // Prepare
      const firstName = uniqueFirstName();

      // Act
      const answer = await callEndpoint(createStudent, {
        params: { classGroupId: w.classOfRestricted.id },
        body: { firstName, lastName: null, schoolKey: null },
        as: w.restricted.teacher.as,
      });

      // Assess
      expect(answer.status).toBe(403);
      expect(answer.errors[0]?.detail).toBe(CLASS_MESSAGES.restrictedAccounts);
      expect(await findUserIdByUsername(firstName.toLowerCase())).toBeNull();
    });
    it('refuses a Student ID another student of the school has (case, spacing and leading zeros ignored), naming their class, and makes no one', async () => {
      // Prepare
      const key = `DUP-${randomInt(1e9)}`;
      await newStudent(w, { schoolKey: key }, w.adminClassOfA.id, w.a.schoolAdmin.as);
      const firstName = uniqueFirstName();

      // Act
      const answer = await callEndpoint(createStudent, {
        params: { classGroupId: w.classOfA.id },
        body: { firstName, lastName: null, schoolKey: ` ${key.toLowerCase()} ` },
        as: w.a.teacher.as,
      });

      // Assess
      expect(answer.status).toBe(409);
      expect(answer.errors[0]).toMatchObject({
        detail: CLASS_MESSAGES.studentIdTaken(key.toLowerCase(), ['Admin class']),
        source: { pointer: '/data/attributes/schoolKey' },
      });
      expect(answer.errors[0]?.detail).toBe(
        `Student ID '${key.toLowerCase()}' already belongs to another student of this school, in class Admin class.`,
      );
      expect(await findUserIdByUsername(firstName.toLowerCase())).toBeNull();
    });

    it('reads numeric Student IDs without their leading zeros, and allows the same Student ID in another school', async () => {
      // Prepare
      const digits = String(randomInt(1e6, 1e9));
      await newStudent(w, { schoolKey: digits });

      // Act
      const sameWithZeros = await callEndpoint(createStudent, {
        params: { classGroupId: w.classOfA.id },
        body: { firstName: uniqueFirstName(), lastName: null, schoolKey: `00${digits}` },
        as: w.a.teacher.as,
      });
      const otherSchool = await newStudent(w, { schoolKey: digits }, w.classOfB.id, w.b.teacher.as);

      // Assess
      expect(sameWithZeros.status).toBe(409);
      expect(sameWithZeros.errors[0]?.detail).toBe(CLASS_MESSAGES.studentIdTaken(`00${digits}`, ['Students 1']));
      expect(otherSchool.student.schoolKey).toBe(digits);
    });
  });

  describe('PATCH /api/students/{id} (inline editing)', () => {
    it('refuses changing a Student ID to another student’s (409, naming their class) and keeps the old one; its own is fine', async () => {
      // Prepare
      const taken = `TAKEN-${randomInt(1e9)}`;
      await newStudent(w, { schoolKey: taken });
      const { student } = await newStudent(w, { schoolKey: `MINE-${randomInt(1e9)}` });

      // Act
      const answer = await callEndpoint(updateStudent, {
        params: { studentId: student.id },
        body: { schoolKey: taken, lastName: 'Changed' },
        as: w.a.teacher.as,
      });
      const own = await callEndpoint(updateStudent, {
        params: { studentId: student.id },
        body: { schoolKey: ` ${student.schoolKey ?? ''} ` },
        as: w.a.teacher.as,
      });

      // Assess
      expect(answer.status).toBe(409);
      expect(answer.errors[0]?.detail).toBe(CLASS_MESSAGES.studentIdTaken(taken, ['Students 1']));
      expect(own.status).toBe(200);
      expect(await loadSessionUser(student.id)).toMatchObject({ schoolKey: student.schoolKey, lastName: 'Student' });
    });

    it('changes only the fields sent', async () => {
      // Prepare
      const { student } = await newStudent(w, { lastName: 'Before', schoolKey: 'S-1' });

      // Act
      const answer = await callEndpoint(updateStudent, {
        params: { studentId: student.id },
        body: { lastName: 'After' },
        as: w.a.teacher.as,
      });

      // Assess
      expect(answer.data.student).toMatchObject({
        firstName: student.firstName,
        lastName: 'After',
        schoolKey: 'S-1',
        username: student.username,
      });
    });

    it('sets a password that meets the rule on the account (the old one stops working), keeps it and audits it', async () => {
      // Prepare
      const { student, password: old } = await newStudent(w);

      // Act
      const answer = await callEndpoint(updateStudent, {
        params: { studentId: student.id },
        body: { password: 'Brand-new-pass-9!' },
        as: w.a.teacher.as,
      });

      // Assess
      expect(answer.status).toBe(200);
      expect((await signInAs(student.username ?? '', 'Brand-new-pass-9!')).status).toBe(200);
      expect((await signInAs(student.username ?? '', old)).status).toBe(400);
      const shown = await callEndpoint(revealPasswords, {
        params: { schoolId: w.a.school.id },
        body: { studentIds: [student.id] },
        as: w.a.teacher.as,
      });
      expect(shown.data.passwords).toEqual({ [student.id]: 'Brand-new-pass-9!' });
      const actions = (await auditOfSubject(student.id, { limit: 10 })).items.map((entry) => entry.action);
      expect(actions.filter((action) => action === 'student.password.set')).toHaveLength(2);
    });

    it.each([
      ['short1!', 'The password must be at least 14 characters.'],
      ['no-number-in-this-one!', 'The password must contain at least one number.'],
      ['NoSymbolInThisOne42', 'The password must contain at least one symbol.'],
    ])('refuses the password %j with the password rule’s message and changes nothing', async (password, message) => {
      // Prepare
      const { student, password: kept } = await newStudent(w);

      // Act
      const answer = await callEndpoint(updateStudent, {
        params: { studentId: student.id },
        body: { password },
        as: w.a.teacher.as,
      });

      // Assess
      expect(answer.status).toBe(422);
      expect(detailsAt(answer, 'password')).toContain(message);
      expect((await signInAs(student.username ?? '', kept)).status).toBe(200);
    });

    it('answers 404 for a student of another school and 403 to a student', async () => {
      // Prepare
      const { student } = await newStudent(w);

      // Act
      const otherSchool = await callEndpoint(updateStudent, {
        params: { studentId: student.id },
        body: { lastName: 'X' },
        as: w.b.teacher.as,
      });
      const asStudent = await callEndpoint(updateStudent, {
        params: { studentId: student.id },
        body: { lastName: 'X' },
        as: w.a.student.as,
      });

      // Assess
      expect(otherSchool.status).toBe(404);
      expect(otherSchool.errors[0]?.detail).toBe(CLASS_MESSAGES.studentNotFound);
      expect(asStudent.status).toBe(403);
      expect((await loadSessionUser(student.id))?.lastName).toBe('Student');
    });
  });

  describe('POST /api/students/{id}/regenerate-username', () => {
    it("answers 409 'The username already matches the student's first name.' when it does", async () => {
      // Prepare
      const { student } = await newStudent(w);

      // Act
      const answer = await callEndpoint(regenerateUsername, { params: { studentId: student.id }, as: w.a.teacher.as });

      // Assess
      expect(answer.status).toBe(409);
      expect(answer.errors[0]?.detail).toBe(CLASS_MESSAGES.usernameUnchanged);
    });

    it('says the first-name username is taken, so the current one is the best available, for a student whose base is someone else’s', async () => {
      // Prepare: Zoë's username is the base with a suffix because another Zoë has the base.
      const firstName = uniqueFirstName();
      const first = await newStudent(w, { firstName });
      const second = await newStudent(w, { firstName });
      const base = firstName.toLowerCase();

      // Act
      const answer = await callEndpoint(regenerateUsername, {
        params: { studentId: second.student.id },
        as: w.a.teacher.as,
      });

      // Assess
      expect(first.student.username).toBe(base);
      expect(second.student.username).toMatch(new RegExp(`^${base}[a-z0-9]{2,}$`));
      expect(answer.status).toBe(409);
      expect(answer.errors[0]?.detail).toBe(CLASS_MESSAGES.usernameBestAvailable(base, second.student.username ?? ''));
      expect(answer.errors[0]?.detail).not.toBe(CLASS_MESSAGES.usernameUnchanged);
      expect((await loadSessionUser(second.student.id))?.username).toBe(second.student.username);
    });

    it('gives a renamed student a username from the new first name, which signs in (the pool’s preferred_username alias)', async () => {
      // Prepare
      const { student, password } = await newStudent(w);
      const renamed = uniqueFirstName();
      await callEndpoint(updateStudent, {
        params: { studentId: student.id },
        body: { firstName: renamed },
        as: w.a.teacher.as,
      });

      // Act
      const answer = await callEndpoint(regenerateUsername, { params: { studentId: student.id }, as: w.a.teacher.as });

      // Assess
      expect(answer.status).toBe(200);
      expect(answer.data.student.username).toBe(renamed.toLowerCase());
      expect(await loadSessionUser(student.id)).toMatchObject({ username: renamed.toLowerCase() });
      expect(await findUserIdByUsername(renamed.toLowerCase())).toBe(student.id);
      expect(await signInAs(renamed.toLowerCase(), password)).toMatchObject({ status: 200, sub: student.id });
      const again = await callEndpoint(regenerateUsername, { params: { studentId: student.id }, as: w.a.teacher.as });
      expect(again.errors[0]?.detail).toBe(CLASS_MESSAGES.usernameUnchanged);
      // Cognito's own username cannot be taken away: it stays the student's, so no one else is given it.
      expect(await findUserIdByUsername(student.username ?? '')).toBe(student.id);
      expect((await auditOfSubject(student.id, { limit: 10 })).items.map((entry) => entry.action)).toContain(
        'student.username.regenerate',
      );
    });

    it('answers 404 to a teacher of another school and 403 to a student, and refuses restricted accounts', async () => {
      // Prepare
      const { student } = await newStudent(w);
      const restrictedStudent = w.restricted.student;

      // Act
      const otherSchool = await callEndpoint(regenerateUsername, {
        params: { studentId: student.id },
        as: w.b.teacher.as,
      });
      const asStudent = await callEndpoint(regenerateUsername, {
        params: { studentId: student.id },
        as: w.a.student.as,
      });
      const restricted = await callEndpoint(regenerateUsername, {
        params: { studentId: restrictedStudent.id },
        as: w.restricted.schoolAdmin.as,
      });

      // Assess
      expect(otherSchool.status).toBe(404);
      expect(asStudent.status).toBe(403);
      expect(restricted.status).toBe(403);
      expect(restricted.errors[0]?.detail).toBe(CLASS_MESSAGES.restrictedAccounts);
    });
  });

  describe('POST /api/schools/{id}/reveal-passwords (Show passwords)', () => {
    it('shows the passwords of the teacher’s students and records who saw whose, when', async () => {
      // Prepare
      const [first, second] = [await newStudent(w), await newStudent(w)];
      const before = new Date().toISOString();

      // Act
      const answer = await callEndpoint(revealPasswords, {
        params: { schoolId: w.a.school.id },
        body: { studentIds: [first.student.id, second.student.id] },
        as: w.a.teacher.as,
      });

      // Assess
      expect(answer.data.passwords).toEqual({
        [first.student.id]: first.password,
        [second.student.id]: second.password,
      });
      const [latest] = (await auditOfActor(w.a.teacher.id, { limit: 1 })).items;
      expect(latest).toMatchObject({
        action: 'passwords.reveal',
        schoolId: w.a.school.id,
        detail: { reason: 'class-page' },
      });
      expect([...(latest?.subjectIds ?? [])].sort()).toEqual([first.student.id, second.student.id].sort());
      expect(latest?.at && latest.at >= before).toBe(true);
      expect((await auditOfSubject(first.student.id, { limit: 1 })).items[0]).toMatchObject({
        action: 'passwords.reveal',
        actorId: w.a.teacher.id,
      });
    });

    it('answers 404 and shows nothing for a student of another school or of a class the teacher does not teach', async () => {
      // Prepare
      const own = await newStudent(w);
      const inAdminClass = await newStudent(w, {}, w.adminClassOfA.id, w.a.schoolAdmin.as);
      const ofB = await newStudent(w, {}, w.classOfB.id, w.b.teacher.as);

      // Act
      const notTaught = await callEndpoint(revealPasswords, {
        params: { schoolId: w.a.school.id },
        body: { studentIds: [own.student.id, inAdminClass.student.id] },
        as: w.a.teacher.as,
      });
      const otherSchool = await callEndpoint(revealPasswords, {
        params: { schoolId: w.a.school.id },
        body: { studentIds: [ofB.student.id] },
        as: w.a.teacher.as,
      });
      const asOtherTeacher = await callEndpoint(revealPasswords, {
        params: { schoolId: w.a.school.id },
        body: { studentIds: [own.student.id] },
        as: w.b.teacher.as,
      });

      // Assess
      for (const answer of [notTaught, otherSchool, asOtherTeacher]) expect(answer.status).toBe(404);
      expect(notTaught.errors[0]?.detail).toBe(CLASS_MESSAGES.studentsOfAnotherSchool);
      expect((await auditOfSubject(own.student.id, { limit: 10 })).items.map((entry) => entry.action)).not.toContain(
        'passwords.reveal',
      );
    });

    it("lets the school's administrator see any student's password", async () => {
      // Prepare
      const { student, password } = await newStudent(w);

      // Act
      const answer = await callEndpoint(revealPasswords, {
        params: { schoolId: w.a.school.id },
        body: { studentIds: [student.id] },
        as: w.a.schoolAdmin.as,
      });

      // Assess
      expect(answer.data.passwords).toEqual({ [student.id]: password });
    });

    it("refuses an empty selection with 'No students are selected' and a student caller with 403", async () => {
      // Act
      const empty = await callEndpoint(revealPasswords, {
        params: { schoolId: w.a.school.id },
        body: { studentIds: [] },
        as: w.a.teacher.as,
      });
      const asStudent = await callEndpoint(revealPasswords, {
        params: { schoolId: w.a.school.id },
        body: { studentIds: [w.a.student.id] },
        as: w.a.student.as,
      });

      // Assess
      expect(empty.status).toBe(422);
      expect(empty.errors.map((error) => error.detail)).toContain(CLASS_MESSAGES.noStudentsSelected);
      expect(asStudent.status).toBe(403);
    });
  });

  describe('POST /api/schools/{id}/delete-students', () => {
    it('refuses a teacher who is not an administrator with 403 and deletes nothing', async () => {
      // Prepare
      const { student } = await newStudent(w);

      // Act
      const answer = await callEndpoint(deleteStudents, {
        params: { schoolId: w.a.school.id },
        body: { studentIds: [student.id] },
        as: w.a.teacher.as,
      });

      // Assess
      expect(answer.status).toBe(403);
      expect((await loadSessionUser(student.id))?.status).toBe('active');
    });

    it('lets the school administrator delete students: profile deleted, out of their classes, password forgotten, no sign-in, audited', async () => {
      // Prepare
      const { student, password } = await newStudent(w);

      // Act
      const answer = await callEndpoint(deleteStudents, {
        params: { schoolId: w.a.school.id },
        body: { studentIds: [student.id] },
        as: w.a.schoolAdmin.as,
      });

      // Assess: a job deletes them, auditing each step's students before it deletes them.
      expect(answer.status).toBe(202);
      const job = await settledJob(answer.data.job.id, w.a.schoolAdmin.as);
      expect(job).toMatchObject({ kind: 'students-delete', status: 'succeeded', counts: { studentsDeleted: 1 } });
      expect((await auditOfSubject(student.id, { limit: 1 })).items[0]).toMatchObject({
        action: 'students.delete',
        actorId: w.a.schoolAdmin.id,
      });
      expect((await loadSessionUser(student.id))?.status).toBe('deleted');
      expect((await listClassMembers(w.classOfA.id)).map((member) => member.userId)).not.toContain(student.id);
      expect(await studentPasswords.get({ userId: student.id })).toBeNull();
      expect((await signInAs(student.username ?? '', password)).status).toBe(400);
    });

    it('answers 404 to the administrator of another school and deletes nothing', async () => {
      // Prepare
      const { student } = await newStudent(w);

      // Act
      const answer = await callEndpoint(deleteStudents, {
        params: { schoolId: w.a.school.id },
        body: { studentIds: [student.id] },
        as: w.b.schoolAdmin.as,
      });
      const ownSchoolPath = await callEndpoint(deleteStudents, {
        params: { schoolId: w.b.school.id },
        body: { studentIds: [student.id] },
        as: w.b.schoolAdmin.as,
      });

      // Assess
      expect(answer.status).toBe(404);
      expect(ownSchoolPath.status).toBe(404);
      expect(ownSchoolPath.errors[0]?.detail).toBe(CLASS_MESSAGES.studentsOfAnotherSchool);
      expect((await loadSessionUser(student.id))?.status).toBe('active');
    });
  });

  describe('POST /api/users/class-search (webinar lookup)', () => {
    it('finds the attendee by the webinar code and their email (trimmed, any case) and records the lookup', async () => {
      // Prepare
      const email = `${uniqueFirstName().toLowerCase()}@webinar.example`;
      const { student, password } = await newStudent(w, { schoolKey: email, lastName: 'Attendee' });

      // Act
      const answer = await callEndpoint(webinarLookup, {
        body: { classCode: ` ${w.classOfA.code.toLowerCase()} `, schoolKey: `  ${email.toUpperCase()} ` },
      });

      // Assess
      expect(answer.data.user).toEqual({
        firstName: student.firstName,
        lastName: 'Attendee',
        username: student.username,
        password,
      });
      const actions = (await auditOfSubject(student.id, { limit: 5 })).items.map((entry) => entry.action);
      expect(actions).toEqual(expect.arrayContaining(['webinar.lookup', 'passwords.reveal']));
    });

    it("answers 404 'No users found' for an unknown email or code", async () => {
      // Act
      const unknownEmail = await callEndpoint(webinarLookup, {
        body: { classCode: w.classOfA.code, schoolKey: 'nobody@webinar.example' },
      });
      const unknownCode = await callEndpoint(webinarLookup, {
        body: { classCode: 'ZZZZZZ', schoolKey: 'nobody@webinar.example' },
      });

      // Assess
      for (const answer of [unknownEmail, unknownCode]) {
        expect(answer.status).toBe(404);
        expect(answer.errors[0]?.detail).toBe(WEBINAR_MESSAGES.noUsers);
      }
    });

    it('refuses a signed-in caller (a request with a bearer token) with 403', async () => {
      // Prepare
      const email = `${uniqueFirstName().toLowerCase()}@webinar.example`;
      await newStudent(w, { schoolKey: email });

      // Act
      const answer = await callEndpoint(webinarLookup, {
        body: { classCode: w.classOfA.code, schoolKey: email },
        as: w.a.teacher.as,
      });

      // Assess
      expect(answer.status).toBe(403);
      expect(answer.errors[0]?.detail).toBe(WEBINAR_MESSAGES.signedIn);
    });

    it('answers 429 once a webinar code has had its lookups for the hour', async () => {
      // Prepare
      const classGroup = (
        await callEndpoint(classesEndpoints.createClassGroup, { body: { name: 'Webinar' }, as: w.a.teacher.as })
      ).data.classGroup;
      const now = new Date();
      for (let count = 0; count < WEBINAR_LIMITS.perClassCode.limit; count += 20) {
        await Promise.all(
          Array.from({ length: 20 }, () => countAttempt(WEBINAR_LIMITS.perClassCode, classGroup.code, now)),
        );
      }

      // Act
      const answer = await callEndpoint(webinarLookup, {
        body: { classCode: classGroup.code, schoolKey: 'someone@webinar.example' },
      });

      // Assess
      expect(answer.status).toBe(429);
      expect(answer.errors[0]?.detail).toBe(WEBINAR_MESSAGES.tooManyAttempts);
    });
  });
});
