import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { classesEndpoints } from '../../shared/api/endpoints/classes';
import {
  CLASS_CODE_ALPHABET,
  CLASS_CODE_LENGTH,
  CLASS_MESSAGES,
  type classCreateSchema,
} from '../../shared/schemas/classes';
import type * as z from 'zod/mini';
import { NEW_ACCOUNT_STATE, type SessionUser } from '../../shared/schemas/user';
import { assignTeacher, classNameClaims, putClassGroup } from '../../functions/data/class-groups';
import { loadSessionUser, updateProfile, userProfiles } from '../../functions/data/users';
import { createClassGroup, randomClassCode } from '../../functions/domain/classes/classes';
import { DEMO_CLASS } from '../../bin/seed/demo-profiles';
import { freshAccount } from './support/accounts';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { schoolWithMembers } from './support/school-access';

/** A class form's body as sent; a test of a refusal sends what the contract's types would not allow. */
type ClassCreateRequest = z.input<typeof classCreateSchema>;

const {
  listMyClasses,
  listSchoolClasses,
  getClassGroup,
  createClassGroup: create,
  updateClassGroup,
  unassignTeacher,
  listHandOverTeachers,
  addStudents,
  removeStudents,
  listStudentsInNoClass,
} = classesEndpoints;

const CODE = new RegExp(`^[${CLASS_CODE_ALPHABET}]{${CLASS_CODE_LENGTH}}$`);

/** A student's profile written straight to the table: students never call these routes. */
async function aStudent(
  schoolId: string,
  firstName: string,
  lastName: string,
  schoolKey: string | null = null,
): Promise<SessionUser> {
  const id = randomUUID();
  const student: SessionUser = {
    id,
    username: `${firstName.toLowerCase()}${id.slice(0, 6)}`,
    email: null,
    title: null,
    firstName,
    lastName,
    countryId: 'AU',
    homeRole: null,
    schoolRole: 'student',
    isSchoolAdmin: false,
    schoolId,
    parentId: null,
    staffRoles: [],
    createdAt: new Date().toISOString(),
    ...NEW_ACCOUNT_STATE,
    schoolKey,
    hasPassword: true,
    socialAccounts: [],
  };
  await userProfiles.put(student);
  return student;
}

type World = Awaited<ReturnType<typeof world>>;

async function world() {
  const [a, b, otherTeacher] = await Promise.all([schoolWithMembers(), schoolWithMembers(), freshAccount('teacher')]);
  await updateProfile(otherTeacher.user.id, { schoolId: a.school.id, schoolRole: 'teacher' });
  const [zoe, adam, noClass, ofB] = await Promise.all([
    aStudent(a.school.id, 'Zoe', 'Young', 'Z1'),
    aStudent(a.school.id, 'Adam', 'Ant'),
    aStudent(a.school.id, 'Nora', 'Nobody'),
    aStudent(b.school.id, 'Bea', 'Bee'),
  ]);
  return { a, b, secondTeacherOfA: { id: otherTeacher.user.id, as: otherTeacher.as }, zoe, adam, noClass, ofB };
}

async function classOf(as: { token: string }, name: string) {
  const answer = await callEndpoint(create, { body: { name }, as });
  return answer.data.classGroup;
}

describe('classes', () => {
  let w: World;
  beforeAll(async () => {
    useLocalTable();
    w = await world();
  }, 120_000);

  describe('POST /api/class-groups (Add Class)', () => {
    it('creates a class of the teacher’s school with a new code, the teacher on it, and lists it in My Classes', async () => {
      // Act
      const answer = await callEndpoint(create, { body: { name: '  5C  ' }, as: w.a.teacher.as });
      const mine = await callEndpoint(listMyClasses, { as: w.a.teacher.as });

      // Assess
      expect(answer.status).toBe(201);
      const created = answer.data.classGroup;
      expect(created).toMatchObject({
        name: '5C',
        schoolId: w.a.school.id,
        totalStudents: 0,
        editable: true,
        teachers: [{ id: w.a.teacher.id }],
      });
      expect(created.code).toMatch(CODE);
      expect(mine.data.classGroups.map((classGroup) => classGroup.id)).toContain(created.id);
      expect(mine.data.school).toMatchObject({
        id: w.a.school.id,
        administrators: [expect.objectContaining({ id: w.a.schoolAdmin.id })],
      });
    });

    it.each([
      ['', CLASS_MESSAGES.className],
      ['x'.repeat(61), CLASS_MESSAGES.classNameTooLong],
    ])('refuses the name %j with its message and creates nothing', async (name, message) => {
      // Act
      const answer = await callEndpoint(create, { body: { name }, as: w.a.teacher.as });

      // Assess
      expect(answer.status).toBe(422);
      expect(answer.errors[0]?.detail).toBe(message);
    });

    it('refuses a teacher without a school, a student and a parent', async () => {
      // Prepare
      const schoolless = await freshAccount('teacher');

      // Act
      const answers = await Promise.all([
        callEndpoint(create, { body: { name: '1A' }, as: schoolless.as }),
        callEndpoint(create, { body: { name: '1A' }, as: w.a.student.as }),
        callEndpoint(create, { body: { name: '1A' }, as: 'parent' }),
      ]);

      // Assess
      expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403]);
      expect(answers[0]?.errors[0]?.detail).toBe(CLASS_MESSAGES.noSchool);
    });

    it('refuses a class in another school the teacher does not administer (404)', async () => {
      // Act
      const answer = await callEndpoint(create, { body: { name: '1A', schoolId: w.b.school.id }, as: w.a.teacher.as });

      // Assess
      expect(answer.status).toBe(404);
    });

    it('never gives two classes one code, even when they are created at once with the same first code', async () => {
      // Prepare
      const teacher = (await loadSessionUser(w.a.teacher.id)) as SessionUser;
      const forced = randomClassCode();
      const drawCode = (attempt: number) => (attempt === 1 ? forced : randomClassCode());

      // Act
      const created = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          createClassGroup(teacher, { name: `Race ${index}` }, { now: new Date(), drawCode }),
        ),
      );
      const throughTheApi = await Promise.all(
        Array.from({ length: 6 }, (_, index) => classOf(w.a.teacher.as, `Rush ${index}`)),
      );

      // Assess
      const codes = [...created, ...throughTheApi].map((classGroup) => classGroup.code);
      expect(new Set(codes).size).toBe(codes.length);
      expect(created.filter((classGroup) => classGroup.code === forced)).toHaveLength(1);
    });
  });

  describe('class names are unique in a school (case and spacing ignored)', () => {
    it('refuses a name another class of the school has, naming it, and creates nothing; another school may use it', async () => {
      // Prepare
      const first = await classOf(w.a.teacher.as, 'Dup 4A');

      // Act
      const answers = await Promise.all(
        ['Dup 4A', 'dup 4a', '  DUP   4A '].map((name) =>
          callEndpoint(create, { body: { name }, as: w.a.schoolAdmin.as }),
        ),
      );
      const otherSchool = await callEndpoint(create, { body: { name: 'Dup 4A' }, as: w.b.teacher.as });
      const classes = await callEndpoint(listSchoolClasses, {
        params: { schoolId: w.a.school.id },
        as: w.a.schoolAdmin.as,
      });

      // Assess
      expect(answers.map((answer) => answer.status)).toEqual([409, 409, 409]);
      for (const answer of answers) {
        expect(answer.errors[0]?.detail).toBe(CLASS_MESSAGES.classNameTaken('Dup 4A'));
        expect(answer.errors[0]?.source?.pointer).toBe('/data/attributes/name');
      }
      expect(otherSchool.status).toBe(201);
      expect(
        classes.data.classGroups.filter((classGroup) => classGroup.name.toLowerCase() === 'dup 4a').map((c) => c.id),
      ).toEqual([first.id]);
    });

    it('gives a name to only one of several classes created with it at the same moment', async () => {
      // Act
      const answers = await Promise.all(
        [w.a.teacher.as, w.a.schoolAdmin.as, w.a.teacher.as, w.a.schoolAdmin.as, w.a.teacher.as].map((as) =>
          callEndpoint(create, { body: { name: 'Race Same' }, as }),
        ),
      );

      // Assess
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
      const classes = await callEndpoint(listSchoolClasses, {
        params: { schoolId: w.a.school.id },
        as: w.a.schoolAdmin.as,
      });
      expect(classes.data.classGroups.filter((classGroup) => classGroup.name === 'Race Same')).toHaveLength(1);
    });

    it('refuses renaming to another class’s name, allows a class its own name in other letters, and frees a name when renamed away', async () => {
      // Prepare
      const taken = await classOf(w.a.teacher.as, 'Ren 1');
      const mine = await classOf(w.a.teacher.as, 'Ren 2');

      // Act
      const refused = await callEndpoint(updateClassGroup, {
        params: { classGroupId: mine.id },
        body: { name: 'REN 1' },
        as: w.a.teacher.as,
      });
      const ownInCapitals = await callEndpoint(updateClassGroup, {
        params: { classGroupId: mine.id },
        body: { name: 'REN 2' },
        as: w.a.teacher.as,
      });
      const movedAway = await callEndpoint(updateClassGroup, {
        params: { classGroupId: taken.id },
        body: { name: 'Ren 3' },
        as: w.a.teacher.as,
      });
      const freed = await callEndpoint(updateClassGroup, {
        params: { classGroupId: mine.id },
        body: { name: 'Ren 1' },
        as: w.a.teacher.as,
      });

      // Assess
      expect(refused.status).toBe(409);
      expect(refused.errors[0]?.detail).toBe(CLASS_MESSAGES.classNameTaken('Ren 1'));
      expect(ownInCapitals.data.classGroup.name).toBe('REN 2');
      expect(movedAway.status).toBe(200);
      expect(freed.data.classGroup.name).toBe('Ren 1');
    });

    it('refuses a name a class written before names were claimed already has', async () => {
      // Prepare: a class stored without its name claim, as the school merge or an older release left them.
      const legacy = { id: randomUUID(), schoolId: w.a.school.id, name: 'Legacy 5B', code: randomClassCode() };
      await putClassGroup(legacy);
      await classNameClaims.remove({ schoolId: w.a.school.id, nameKey: 'legacy 5b' });

      // Act
      const answer = await callEndpoint(create, { body: { name: 'legacy 5b' }, as: w.a.teacher.as });

      // Assess
      expect(answer.status).toBe(409);
      expect(answer.errors[0]?.detail).toBe(CLASS_MESSAGES.classNameTaken('Legacy 5B'));
    });
  });

  describe('GET /api/class-groups/{id} (class page)', () => {
    it('answers the class’s teacher with its students by name, their classes and Student IDs, and the school', async () => {
      // Prepare
      const own = await classOf(w.a.teacher.as, '6D');
      const other = await classOf(w.a.schoolAdmin.as, 'Chess');
      await callEndpoint(addStudents, {
        params: { classGroupId: own.id },
        body: { studentIds: [w.zoe.id, w.adam.id] },
        as: w.a.schoolAdmin.as,
      });
      await callEndpoint(addStudents, {
        params: { classGroupId: other.id },
        body: { studentIds: [w.zoe.id] },
        as: w.a.schoolAdmin.as,
      });

      // Act
      const answer = await callEndpoint(getClassGroup, { params: { classGroupId: own.id }, as: w.a.teacher.as });

      // Assess
      expect(answer.status).toBe(200);
      const page = answer.data;
      expect(page).toMatchObject({
        assigned: true,
        administrator: false,
        otherSchool: false,
        school: { id: w.a.school.id, restrictAccounts: false, hideSchoolKey: false },
      });
      expect(page.classGroup).toMatchObject({ id: own.id, totalStudents: 2 });
      expect(
        page.students.map((student) => [
          student.firstName,
          student.schoolKey,
          student.classGroups.map((classGroup) => classGroup.name),
        ]),
      ).toEqual([
        ['Adam', null, ['6D']],
        ['Zoe', 'Z1', ['6D', 'Chess']],
      ]);
      expect(page.students[0]?.username).toBe(w.adam.username);
    });

    it('answers the school’s administrator for a class they are not on, and staff with school.manage as another school', async () => {
      // Prepare
      const own = await classOf(w.a.teacher.as, '7E');

      // Act
      const [admin, staff] = await Promise.all([
        callEndpoint(getClassGroup, { params: { classGroupId: own.id }, as: w.a.schoolAdmin.as }),
        callEndpoint(getClassGroup, { params: { classGroupId: own.id }, as: 'staff' }),
      ]);

      // Assess
      expect(admin.data).toMatchObject({ assigned: false, administrator: true, classGroup: { editable: true } });
      expect(staff.data).toMatchObject({ assigned: false, administrator: true, otherSchool: true });
    });

    it('is 404 to a teacher of another school, a teacher of the school not on the class, and staff managing another school; 403 to students and parents', async () => {
      // Prepare
      const own = await classOf(w.a.teacher.as, '8F');
      const params = { classGroupId: own.id };

      // Act
      const answers = await Promise.all(
        [
          w.b.teacher.as,
          w.b.schoolAdmin.as,
          w.secondTeacherOfA.as,
          'schoolDataStaff' as const,
          w.a.student.as,
          'parent' as const,
        ].map((as) => callEndpoint(getClassGroup, { params, as })),
      );

      // Assess
      expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 403, 403]);
      expect(answers[0]?.errors[0]?.detail).toBe(CLASS_MESSAGES.classNotFound);
    });

    it('answers the demo teacher for the demo class 3B', async () => {
      // Act
      const answer = await callEndpoint(getClassGroup, { params: { classGroupId: DEMO_CLASS.id }, as: 'teacher' });

      // Assess
      expect(answer.data.classGroup.name).toBe('3B');
      expect(answer.data.students.map((student) => student.firstName)).toContain('Sam');
    });
  });

  describe('PATCH /api/class-groups/{id} (Edit Class Details)', () => {
    it('renames the class for its teacher; refuses a blank name, and is 404 to a teacher not on it', async () => {
      // Prepare
      const own = await classOf(w.a.teacher.as, '9G');
      const params = { classGroupId: own.id };

      // Act
      const renamed = await callEndpoint(updateClassGroup, { params, body: { name: '9H' }, as: w.a.teacher.as });
      const blank = await callEndpoint(updateClassGroup, { params, body: { name: ' ' }, as: w.a.teacher.as });
      const stranger = await callEndpoint(updateClassGroup, {
        params,
        body: { name: 'Mine' },
        as: w.secondTeacherOfA.as,
      });
      const otherSchool = await callEndpoint(updateClassGroup, {
        params,
        body: { name: 'Mine' },
        as: w.b.schoolAdmin.as,
      });
      const after = await callEndpoint(getClassGroup, { params, as: w.a.teacher.as });

      // Assess
      expect(renamed.data.classGroup.name).toBe('9H');
      expect(blank.status).toBe(422);
      expect(blank.errors[0]?.detail).toBe(CLASS_MESSAGES.className);
      expect([stranger.status, otherSchool.status]).toEqual([404, 404]);
      expect(after.data.classGroup.name).toBe('9H');
    });
  });

  describe('educational stages (staff-console §5 Class form: several may be chosen)', () => {
    it('keeps the stages a class is created and edited with, in the list order; a rename alone leaves them; an unknown stage is refused', async () => {
      // Prepare
      const params = { schoolId: w.a.school.id };

      // Act
      const created = await callEndpoint(create, {
        body: { name: 'Stages 1', educationalStages: ['Secondary', 'Primary', 'Primary'] },
        as: w.a.teacher.as,
      });
      const classGroupId = created.data.classGroup.id;
      const renamed = await callEndpoint(updateClassGroup, {
        params: { classGroupId },
        body: { name: 'Stages 2' },
        as: w.a.teacher.as,
      });
      const edited = await callEndpoint(updateClassGroup, {
        params: { classGroupId },
        body: { name: 'Stages 2', educationalStages: ['Senior Secondary', 'Early Years'] },
        as: w.a.teacher.as,
      });
      const unknown = await callEndpoint(create, {
        // A stage the form does not offer, as a client the contract does not bind might send it.
        body: { name: 'Stages 3', educationalStages: ['Kindergarten'] } as unknown as ClassCreateRequest,
        as: w.a.teacher.as,
      });
      const unknownEdit = await callEndpoint(updateClassGroup, {
        params: { classGroupId },
        body: { name: 'Stages 2', educationalStages: ['Year 13'] } as unknown as ClassCreateRequest,
        as: w.a.teacher.as,
      });
      const listed = await callEndpoint(listSchoolClasses, { params, as: w.a.schoolAdmin.as });
      const page = await callEndpoint(getClassGroup, { params: { classGroupId }, as: w.a.teacher.as });

      // Assess
      expect(created.status).toBe(201);
      expect(created.data.classGroup.educationalStages).toEqual(['Primary', 'Secondary']);
      expect(renamed.data.classGroup.educationalStages).toEqual(['Primary', 'Secondary']);
      expect(edited.data.classGroup.educationalStages).toEqual(['Early Years', 'Senior Secondary']);
      expect([unknown.status, unknownEdit.status]).toEqual([422, 422]);
      expect(unknown.errors[0]?.detail).toBe(CLASS_MESSAGES.unknownStage);
      expect(unknown.errors[0]?.source?.pointer).toMatch(/^\/data\/attributes\/educationalStages/);
      expect(listed.data.classGroups.find((each) => each.id === classGroupId)?.educationalStages).toEqual([
        'Early Years',
        'Senior Secondary',
      ]);
      expect(page.data.classGroup.educationalStages).toEqual(['Early Years', 'Senior Secondary']);
    });
  });

  describe('POST /api/class-groups/{id}/add-students and remove-students (class manager)', () => {
    it('copies students between the teacher’s classes, tells which were already there, and removes them', async () => {
      // Prepare
      const from = await classOf(w.a.teacher.as, '10A');
      const to = await classOf(w.a.teacher.as, '10B');
      await callEndpoint(addStudents, {
        params: { classGroupId: from.id },
        body: { studentIds: [w.zoe.id, w.adam.id] },
        as: w.a.schoolAdmin.as,
      });

      // Act
      const copied = await callEndpoint(addStudents, {
        params: { classGroupId: to.id },
        body: { studentIds: [w.zoe.id] },
        as: w.a.teacher.as,
      });
      const again = await callEndpoint(addStudents, {
        params: { classGroupId: to.id },
        body: { studentIds: [w.zoe.id, w.adam.id] },
        as: w.a.teacher.as,
      });
      const removed = await callEndpoint(removeStudents, {
        params: { classGroupId: from.id },
        body: { studentIds: [w.zoe.id] },
        as: w.a.teacher.as,
      });
      const removedAgain = await callEndpoint(removeStudents, {
        params: { classGroupId: from.id },
        body: { studentIds: [w.zoe.id] },
        as: w.a.teacher.as,
      });
      const page = await callEndpoint(getClassGroup, { params: { classGroupId: from.id }, as: w.a.teacher.as });

      // Assess
      expect(copied.data).toEqual({ changed: [w.zoe.id], unchanged: [] });
      expect(again.data).toEqual({ changed: [w.adam.id], unchanged: [w.zoe.id] });
      expect(removed.data).toEqual({ changed: [w.zoe.id], unchanged: [] });
      expect(removedAgain.data).toEqual({ changed: [], unchanged: [w.zoe.id] });
      expect(page.data.students.map((student) => student.id)).toEqual([w.adam.id]);
    });

    it('refuses students of another school, and a teacher adding students outside their classes, changing nothing', async () => {
      // Prepare
      const own = await classOf(w.a.teacher.as, '11A');
      const params = { classGroupId: own.id };

      // Act
      const otherSchool = await callEndpoint(addStudents, {
        params,
        body: { studentIds: [w.ofB.id] },
        as: w.a.schoolAdmin.as,
      });
      const notTheirs = await callEndpoint(addStudents, {
        params,
        body: { studentIds: [w.noClass.id] },
        as: w.a.teacher.as,
      });
      const unknown = await callEndpoint(addStudents, {
        params,
        body: { studentIds: ['no-such-student'] },
        as: w.a.teacher.as,
      });
      const teacherAsStudent = await callEndpoint(addStudents, {
        params,
        body: { studentIds: [w.secondTeacherOfA.id] },
        as: w.a.schoolAdmin.as,
      });
      const page = await callEndpoint(getClassGroup, { params, as: w.a.teacher.as });

      // Assess
      for (const answer of [otherSchool, notTheirs, unknown, teacherAsStudent]) {
        expect(answer.status).toBe(404);
        expect(answer.errors[0]?.detail).toBe(CLASS_MESSAGES.studentsOfAnotherSchool);
      }
      expect(page.data.students).toEqual([]);
    });

    it('refuses adding to a class the caller cannot reach (404), an unnamed class (422), and an empty selection (422)', async () => {
      // Prepare
      const ofB = await classOf(w.b.teacher.as, 'B1');
      const unnamed = { id: randomUUID(), schoolId: w.a.school.id, name: '', code: randomClassCode() };
      await putClassGroup(unnamed);
      await assignTeacher(unnamed, w.a.schoolAdmin.id, new Date());

      // Act
      const otherSchool = await callEndpoint(addStudents, {
        params: { classGroupId: ofB.id },
        body: { studentIds: [w.zoe.id] },
        as: w.a.schoolAdmin.as,
      });
      const toUnnamed = await callEndpoint(addStudents, {
        params: { classGroupId: unnamed.id },
        body: { studentIds: [w.zoe.id] },
        as: w.a.schoolAdmin.as,
      });
      const none = await callEndpoint(addStudents, {
        params: { classGroupId: unnamed.id },
        body: { studentIds: [] },
        as: w.a.schoolAdmin.as,
      });
      const removeOther = await callEndpoint(removeStudents, {
        params: { classGroupId: ofB.id },
        body: { studentIds: [w.ofB.id] },
        as: w.a.teacher.as,
      });

      // Assess
      expect([otherSchool.status, toUnnamed.status, none.status, removeOther.status]).toEqual([404, 422, 422, 404]);
      expect(otherSchool.errors[0]?.detail).toBe(CLASS_MESSAGES.classNotFound);
      expect(toUnnamed.errors[0]?.detail).toBe(CLASS_MESSAGES.nameBeforeManaging);
      expect(none.errors[0]?.detail).toBe(CLASS_MESSAGES.noStudentsSelected);
    });
  });

  describe('POST /api/class-groups/{id}/unassign-teacher (Leave Class)', () => {
    it('lets a teacher leave a shared class, an administrator take a teacher off, and says when the teacher is not assigned', async () => {
      // Prepare
      const left = await classOf(w.a.teacher.as, '12A');
      await assignTeacher({ id: left.id, schoolId: w.a.school.id }, w.secondTeacherOfA.id, new Date());
      const taken = await classOf(w.a.teacher.as, '12B');
      await assignTeacher({ id: taken.id, schoolId: w.a.school.id }, w.secondTeacherOfA.id, new Date());

      // Act
      const leave = await callEndpoint(unassignTeacher, {
        params: { classGroupId: left.id },
        body: { teacherId: w.a.teacher.id },
        as: w.a.teacher.as,
      });
      const afterLeaving = await callEndpoint(getClassGroup, { params: { classGroupId: left.id }, as: w.a.teacher.as });
      const notAssigned = await callEndpoint(unassignTeacher, {
        params: { classGroupId: taken.id },
        body: { teacherId: w.a.schoolAdmin.id },
        as: w.a.schoolAdmin.as,
      });
      const byAdmin = await callEndpoint(unassignTeacher, {
        params: { classGroupId: taken.id },
        body: { teacherId: w.a.teacher.id },
        as: w.a.schoolAdmin.as,
      });
      const otherSchool = await callEndpoint(unassignTeacher, {
        params: { classGroupId: taken.id },
        body: { teacherId: w.b.teacher.id },
        as: w.b.teacher.as,
      });

      // Assess
      expect(leave.data.classGroup.teachers.map((teacher) => teacher.id)).toEqual([w.secondTeacherOfA.id]);
      expect(afterLeaving.status).toBe(404);
      expect(notAssigned.status).toBe(409);
      expect(notAssigned.errors[0]?.detail).toBe(CLASS_MESSAGES.notAssigned);
      expect(byAdmin.data.classGroup.teachers.map((teacher) => teacher.id)).toEqual([w.secondTeacherOfA.id]);
      expect(otherSchool.status).toBe(404);
    });

    it('refuses leaving a class with no teacher, and hands it to another teacher of the school in the same step', async () => {
      // Prepare
      const only = await classOf(w.a.teacher.as, '12D');
      const params = { classGroupId: only.id };

      // Act
      const lastTeacher = await callEndpoint(unassignTeacher, {
        params,
        body: { teacherId: w.a.teacher.id },
        as: w.a.teacher.as,
      });
      const lastByAdmin = await callEndpoint(unassignTeacher, {
        params,
        body: { teacherId: w.a.teacher.id },
        as: w.a.schoolAdmin.as,
      });
      const toSelf = await callEndpoint(unassignTeacher, {
        params,
        body: { teacherId: w.a.teacher.id, handTo: w.a.teacher.id },
        as: w.a.teacher.as,
      });
      const toOtherSchool = await callEndpoint(unassignTeacher, {
        params,
        body: { teacherId: w.a.teacher.id, handTo: w.b.teacher.id },
        as: w.a.teacher.as,
      });
      const candidates = await callEndpoint(listHandOverTeachers, { params, as: w.a.teacher.as });
      const candidatesOtherSchool = await callEndpoint(listHandOverTeachers, { params, as: w.b.teacher.as });
      const stillThere = await callEndpoint(getClassGroup, { params, as: w.a.teacher.as });
      const handed = await callEndpoint(unassignTeacher, {
        params,
        body: { teacherId: w.a.teacher.id, handTo: w.secondTeacherOfA.id },
        as: w.a.teacher.as,
      });
      const newTeachers = await callEndpoint(getClassGroup, { params, as: w.secondTeacherOfA.as });

      // Assess
      expect([lastTeacher.status, lastByAdmin.status]).toEqual([409, 409]);
      expect(lastTeacher.errors[0]?.detail).toBe(CLASS_MESSAGES.lastTeacher('12D'));
      expect(lastByAdmin.errors[0]?.detail).toBe(CLASS_MESSAGES.lastTeacher('12D'));
      expect(toSelf.status).toBe(409);
      expect(toSelf.errors[0]?.detail).toBe(CLASS_MESSAGES.handToSelf);
      expect(toOtherSchool.status).toBe(422);
      expect(toOtherSchool.errors[0]?.source?.pointer).toBe('/data/attributes/handTo');
      expect(stillThere.data.classGroup.teachers.map((teacher) => teacher.id)).toEqual([w.a.teacher.id]);
      const ids = candidates.data.teachers.map((teacher) => teacher.id);
      expect(ids).toContain(w.secondTeacherOfA.id);
      expect(ids).not.toContain(w.a.teacher.id);
      expect(ids).not.toContain(w.b.teacher.id);
      expect(candidatesOtherSchool.status).toBe(404);
      expect(handed.status).toBe(200);
      expect(newTeachers.data.classGroup.teachers.map((teacher) => teacher.id)).toEqual([w.secondTeacherOfA.id]);
    });

    it('refuses a teacher taking another teacher off their shared class (403)', async () => {
      // Prepare
      const shared = await classOf(w.a.teacher.as, '12C');
      await assignTeacher({ id: shared.id, schoolId: w.a.school.id }, w.secondTeacherOfA.id, new Date());

      // Act
      const answer = await callEndpoint(unassignTeacher, {
        params: { classGroupId: shared.id },
        body: { teacherId: w.a.teacher.id },
        as: w.secondTeacherOfA.as,
      });

      // Assess
      expect(answer.status).toBe(403);
      expect(answer.errors[0]?.detail).toBe(CLASS_MESSAGES.notYourClass);
    });
  });

  describe('GET /api/schools/{id}/class-groups and students-in-no-class', () => {
    it('shows administrators every class and the students in no class, a teacher only their own classes', async () => {
      // Prepare
      const teachers = await classOf(w.a.teacher.as, '13A');
      const admins = await classOf(w.a.schoolAdmin.as, '13B');
      const params = { schoolId: w.a.school.id };

      // Act
      const [asAdmin, asTeacher, inNoClass, teacherRefused, otherSchool] = await Promise.all([
        callEndpoint(listSchoolClasses, { params, as: w.a.schoolAdmin.as }),
        callEndpoint(listSchoolClasses, { params, as: w.a.teacher.as }),
        callEndpoint(listStudentsInNoClass, { params, as: w.a.schoolAdmin.as }),
        callEndpoint(listStudentsInNoClass, { params, as: w.a.teacher.as }),
        callEndpoint(listSchoolClasses, { params, as: w.b.schoolAdmin.as }),
      ]);

      // Assess
      const adminIds = asAdmin.data.classGroups.map((classGroup) => classGroup.id);
      const teacherIds = asTeacher.data.classGroups.map((classGroup) => classGroup.id);
      expect(adminIds).toEqual(expect.arrayContaining([teachers.id, admins.id]));
      expect(teacherIds).toContain(teachers.id);
      expect(teacherIds).not.toContain(admins.id);
      const names = asAdmin.data.classGroups.map((classGroup) => classGroup.name);
      expect(names).toEqual(
        [...names].sort((x, y) => x.localeCompare(y, 'en', { sensitivity: 'base', numeric: true })),
      );
      expect(inNoClass.data.students.map((student) => student.id)).toContain(w.noClass.id);
      expect(inNoClass.data.students.every((student) => student.classGroups.length === 0)).toBe(true);
      expect(asAdmin.data.totalStudentsInNoClass).toBe(inNoClass.data.students.length);
      expect(asAdmin.data.totalStudents).toBe(4);
      expect(teacherRefused.status).toBe(403);
      expect(otherSchool.status).toBe(404);
    });
  });
});
