import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { SignInDirectory } from '../../functions/adapters/sign-in-directory/port';
import {
  addClassMember,
  deleteClassGroup,
  removeClassMember,
  renameClassGroup,
  unassignClassTeacher,
} from '../../functions/data/class-groups';
import { setDistrictAdministrator } from '../../functions/data/school-administrators';
import { updateProfile, userProfiles } from '../../functions/data/users';
import { pairwiseNameId } from '../../functions/domain/app-launch/pairwise-name-id';
import { removeSchoolAccount } from '../../functions/domain/students/student-accounts';
import { loadOrCreateKey } from '../../functions/platform/local-key-file';
import { aUser } from '../unit/rules/fixtures';
import { expectValidRosterResponse, type RosterResponseKind } from '../support/oneroster-schemas';
import type {
  RosterClass,
  RosterCourse,
  RosterEnrollment,
  RosterOrg,
  RosterUser,
} from '../../functions/domain/oneroster/roster/roster-records';
import { useLocalTable } from './support/local-table';
import {
  imsxOf,
  readRoster,
  recordsOf,
  ROSTER_APP_ID,
  rosterSchool,
  rosterToken,
  type RosterSchoolWorld,
} from './support/oneroster';

/**
 * Every endpoint of the OneRoster 1.2 Rostering Service answers the app its schools' roster, each
 * answer valid against the 1.2 model (docs/using/oneroster-api.md 'Endpoints'); the query language
 * itself is oneroster-queries.test.ts, tokens and sharing oneroster-access.test.ts.
 */
/** Any record of the service, to read the fields a test looks at. */
type Row = RosterOrg & RosterCourse & RosterClass & RosterUser & RosterEnrollment;

let world: RosterSchoolWorld;
let token: string;
let schoolId: string;
const ofSchool = (field: string) => `filter=${encodeURIComponent(`${field}='${schoolId}'`)}`;
/** A school's academic sessions: their sourcedIds begin with the school's (the model gives a session no org). */
let inSchool = '';

beforeAll(async () => {
  useLocalTable();
  world = await rosterSchool({ classes: 3, students: 6 });
  schoolId = world.school.id;
  inSchool = `filter=${encodeURIComponent(`sourcedId~'${schoolId}'`)}`;
  ({ token } = await rosterToken());
}, 60_000);

/** A read the app is allowed, checked against the model; its records. */
async function valid(path: string, kind: RosterResponseKind, key: string) {
  const answer = await readRoster(path, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expectValidRosterResponse(kind, answer.body);
  return key in answer.body ? answer.body[key] : undefined;
}

describe('collections', () => {
  it('lists the school as an org of type school, under orgs and schools', async () => {
    // Act
    const orgs = (await valid(`/orgs?${ofSchool('sourcedId')}`, 'orgs', 'orgs')) as Record<string, unknown>[];
    const schools = (await valid(`/schools?${ofSchool('sourcedId')}`, 'orgs', 'orgs')) as Record<string, unknown>[];

    // Assess
    expect(orgs).toEqual(schools);
    expect(orgs).toEqual([
      expect.objectContaining({
        sourcedId: schoolId,
        status: 'active',
        name: world.school.name,
        type: 'school',
        identifier: world.school.code,
      }),
    ]);
  });

  it('gives the school one academic session, its school year, and no terms or grading periods', async () => {
    // Act
    const sessions = (await valid(`/academicSessions?${inSchool}`, 'academicSessions', 'academicSessions')) as Record<
      string,
      unknown
    >[];
    const terms = await valid(`/terms?${inSchool}`, 'academicSessions', 'academicSessions');
    const periods = await valid(`/gradingPeriods?${inSchool}`, 'academicSessions', 'academicSessions');

    // Assess: an Australian school's year is the calendar year.
    const year = String(new Date().getUTCFullYear());
    expect(sessions).toEqual([
      expect.objectContaining({
        type: 'schoolYear',
        schoolYear: year,
        startDate: `${year}-01-01`,
        endDate: `${year}-12-31`,
      }),
    ]);
    expect(terms).toEqual([]);
    expect(periods).toEqual([]);
  });

  it('maps each class group to a class with a course of its own, in the school year', async () => {
    // Act
    const classes = (await valid(`/classes?${ofSchool('school.sourcedId')}`, 'classes', 'classes')) as Row[];
    const courses = (await valid(`/courses?${ofSchool('org.sourcedId')}`, 'courses', 'courses')) as Row[];

    // Assess
    expect(classes.map((record) => record.sourcedId).sort()).toEqual([...world.classIds].sort());
    expect(courses).toHaveLength(3);
    for (const record of classes) {
      expect(courses.map((course) => course.sourcedId)).toContain(record.course.sourcedId);
      expect(record.terms).toHaveLength(1);
      expect(record.course.href).toMatch(/^https?:\/\/.+\/ims\/oneroster\/rostering\/v1p2\/courses\//);
    }
  });

  it('lists the people in classes as users, students and teachers, with the pairwise id as sourcedId', async () => {
    // Act
    const users = (await valid(`/users?${ofSchool('roles.org.sourcedId')}&limit=1000`, 'users', 'users')) as Row[];
    const students = (await valid(`/students?${ofSchool('roles.org.sourcedId')}`, 'users', 'users')) as Row[];
    const teachers = (await valid(`/teachers?${ofSchool('roles.org.sourcedId')}`, 'users', 'users')) as Row[];

    // Assess
    expect(users).toHaveLength(9);
    expect(students).toHaveLength(6);
    expect(teachers).toHaveLength(3);
    for (const user of users) {
      expect(user.sourcedId).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect([...world.studentIds, ...world.teacherIds]).not.toContain(user.sourcedId);
    }
    expect(students.every((user) => user.roles[0]?.role === 'student')).toBe(true);
    expect(teachers.every((user) => user.roles[0]?.role === 'teacher')).toBe(true);
  });

  it('lists every place in a class as an enrollment: students, and teachers as primary', async () => {
    // Act
    const enrollments = (await valid(
      `/enrollments?${ofSchool('school.sourcedId')}`,
      'enrollments',
      'enrollments',
    )) as Row[];

    // Assess
    expect(enrollments).toHaveLength(9);
    expect(enrollments.filter((enrollment) => enrollment.role === 'teacher').map((e) => e.primary)).toEqual([
      'true',
      'true',
      'true',
    ]);
    expect(enrollments.filter((enrollment) => enrollment.role === 'student').every((e) => e.primary === 'false')).toBe(
      true,
    );
  });

  it('answers demographics empty: the portal shares none', async () => {
    expect(await valid('/demographics', 'demographics', 'demographics')).toEqual([]);
  });
});

describe('one record by its sourcedId', () => {
  it('answers each kind of record under its singular key', async () => {
    // Prepare
    const [classId] = world.classIds;
    const classes = (await valid(`/classes?${ofSchool('school.sourcedId')}`, 'classes', 'classes')) as Row[];
    const aClass = classes.find((record) => record.sourcedId === classId);
    const students = (await valid(`/students?${ofSchool('roles.org.sourcedId')}`, 'users', 'users')) as Row[];
    const teachers = (await valid(`/teachers?${ofSchool('roles.org.sourcedId')}`, 'users', 'users')) as Row[];
    const enrollments = (await valid(
      `/enrollments?${ofSchool('school.sourcedId')}`,
      'enrollments',
      'enrollments',
    )) as Row[];
    const sessions = (await valid(`/academicSessions?${inSchool}`, 'academicSessions', 'academicSessions')) as Row[];
    const studentId = students[0]?.sourcedId as string;
    const teacherId = teachers[0]?.sourcedId as string;

    // Act + Assess
    expect(await valid(`/orgs/${schoolId}`, 'org', 'org')).toMatchObject({ sourcedId: schoolId });
    expect(await valid(`/schools/${schoolId}`, 'org', 'org')).toMatchObject({ sourcedId: schoolId });
    expect(await valid(`/classes/${classId}`, 'class', 'class')).toEqual(aClass);
    expect(await valid(`/courses/${aClass?.course.sourcedId}`, 'course', 'course')).toMatchObject({
      sourcedId: aClass?.course.sourcedId,
    });
    expect(await valid(`/academicSessions/${sessions[0]?.sourcedId}`, 'academicSession', 'academicSession')).toEqual(
      sessions[0],
    );
    expect(await valid(`/users/${studentId}`, 'user', 'user')).toEqual(students[0]);
    expect(await valid(`/students/${studentId}`, 'user', 'user')).toEqual(students[0]);
    expect(await valid(`/teachers/${teacherId}`, 'user', 'user')).toEqual(teachers[0]);
    expect(await valid(`/enrollments/${enrollments[0]?.sourcedId}`, 'enrollment', 'enrollment')).toEqual(
      enrollments[0],
    );
  });

  it('answers 404 unknownobject for an unknown sourcedId, and for a student asked as a teacher', async () => {
    // Prepare
    const students = recordsOf(await readRoster(`/students?${ofSchool('roles.org.sourcedId')}`, token), 'users');

    // Act
    const unknown = await readRoster('/classes/no-such-class', token);
    const asTeacher = await readRoster(`/teachers/${String(students[0]?.sourcedId)}`, token);
    const unknownTerm = await readRoster(`/terms/${schoolId}.2020`, token);

    // Assess
    for (const answer of [unknown, asTeacher, unknownTerm]) {
      expectValidRosterResponse('imsx', answer.body);
      expect(imsxOf(answer)).toMatchObject({
        status: 404,
        codeMajor: 'failure',
        severity: 'error',
        codeMinor: 'unknownobject',
      });
    }
    expect(imsxOf(unknown).description).toBe("No classes record has the sourcedId 'no-such-class'.");
  });

  it('answers 404 for a path the service does not have', async () => {
    // Act
    const answer = await readRoster('/lineItems', token);

    // Assess
    expectValidRosterResponse('imsx', answer.body);
    expect(imsxOf(answer)).toMatchObject({ status: 404, codeMinor: 'unknownobject' });
    expect(imsxOf(answer).description).toBe('The Rostering service has no endpoint /lineItems.');
  });
});

describe('relationship endpoints', () => {
  it("answers a school's classes, students, teachers, enrollments, terms and courses", async () => {
    // Act
    const classes = (await valid(`/schools/${schoolId}/classes`, 'classes', 'classes')) as unknown[];
    const students = (await valid(`/schools/${schoolId}/students`, 'users', 'users')) as unknown[];
    const teachers = (await valid(`/schools/${schoolId}/teachers`, 'users', 'users')) as unknown[];
    const enrollments = (await valid(`/schools/${schoolId}/enrollments`, 'enrollments', 'enrollments')) as unknown[];
    const terms = (await valid(`/schools/${schoolId}/terms`, 'academicSessions', 'academicSessions')) as unknown[];
    const courses = (await valid(`/schools/${schoolId}/courses`, 'courses', 'courses')) as unknown[];

    // Assess
    expect([classes, students, teachers, enrollments, terms, courses].map((list) => list.length)).toEqual([
      3, 6, 3, 9, 0, 3,
    ]);
  });

  it("answers a class's students and teachers, and a person's classes", async () => {
    // Prepare: students are spread over the classes in turn, so the first class has students 0 and 3.
    const [classId] = world.classIds;

    // Act
    const students = (await valid(`/classes/${classId}/students`, 'users', 'users')) as Row[];
    const teachers = (await valid(`/classes/${classId}/teachers`, 'users', 'users')) as Row[];
    const studentId = students[0]?.sourcedId as string;
    const teacherId = teachers[0]?.sourcedId as string;
    const ofStudent = (await valid(`/students/${studentId}/classes`, 'classes', 'classes')) as Row[];
    const ofUser = (await valid(`/users/${studentId}/classes`, 'classes', 'classes')) as Row[];
    const ofTeacher = (await valid(`/teachers/${teacherId}/classes`, 'classes', 'classes')) as Row[];

    // Assess: the app's registration releases the last name's initial only (the release rule of app sign-on).
    expect(students.map((user) => [user.givenName, user.familyName])).toEqual([
      ['Student', 'S'],
      ['Student', 'S'],
    ]);
    expect(teachers.map((user) => user.familyName)).toEqual(['T']);
    for (const list of [ofStudent, ofUser, ofTeacher])
      expect(list.map((record) => record.sourcedId)).toEqual([classId]);
  });

  it("answers a term's and a course's classes", async () => {
    // Prepare
    const [classId] = world.classIds;
    const aClass = (await valid(`/classes/${classId}`, 'class', 'class')) as Row;

    // Act
    const ofCourse = (await valid(`/courses/${aClass.course.sourcedId}/classes`, 'classes', 'classes')) as unknown[];
    const ofYear = await readRoster(`/terms/${aClass.terms[0]?.sourcedId}/classes`, token);

    // Assess: the school year is an academic session but no term, so it has no term's classes.
    expect(ofCourse).toEqual([aClass]);
    expect(imsxOf(ofYear)).toMatchObject({ status: 404, codeMinor: 'unknownobject' });
  });

  it('answers 404 for the related records of a parent the app cannot see', async () => {
    // Act
    const answer = await readRoster('/schools/no-such-school/classes', token);

    // Assess
    expectValidRosterResponse('imsx', answer.body);
    expect(imsxOf(answer)).toMatchObject({ status: 404, codeMinor: 'unknownobject' });
    expect(imsxOf(answer).description).toBe("No schools record has the sourcedId 'no-such-school'.");
  });
});

describe('deleted records', () => {
  it('lists a deleted class, its course and its places as tobedeleted, for delta reads', async () => {
    // Prepare: a school of its own, the class deleted before its first read.
    const gone = await rosterSchool({ classes: 2, students: 4 });
    const [classId = '', keptId = ''] = gone.classIds;
    await deleteClassGroup({ id: classId, schoolId: gone.school.id, name: 'Class 0', code: `C${classId.slice(0, 7)}` });

    // Act
    const classes = (await valid(`/schools/${gone.school.id}/classes`, 'classes', 'classes')) as Row[];
    const courses = (await valid(`/schools/${gone.school.id}/courses`, 'courses', 'courses')) as Row[];
    const enrollments = (await valid(`/schools/${gone.school.id}/enrollments`, 'enrollments', 'enrollments')) as Row[];
    const removed = (await valid(
      `/classes?${`filter=${encodeURIComponent(`status='tobedeleted' AND school.sourcedId='${gone.school.id}'`)}`}`,
      'classes',
      'classes',
    )) as Row[];

    // Assess: students 0 and 2 and the class's teacher had places in it.
    const statusOf = (list: Row[]) => Object.fromEntries(list.map((record) => [record.sourcedId, record.status]));
    expect(statusOf(classes)).toEqual({ [classId]: 'tobedeleted', [keptId]: 'active' });
    expect(Object.values(statusOf(courses)).sort()).toEqual(['active', 'tobedeleted']);
    const ofGone = enrollments.filter((enrollment) => enrollment.class.sourcedId === classId);
    expect(ofGone.map((enrollment) => [enrollment.role, enrollment.status]).sort()).toEqual([
      ['student', 'tobedeleted'],
      ['student', 'tobedeleted'],
      ['teacher', 'tobedeleted'],
    ]);
    expect(removed.map((record) => record.sourcedId)).toEqual([classId]);
  });
});

/** A person's sourcedId for the app: the pairwise id of the twin's key (the NameID the app gets at launch). */
function sourcedIdOf(userId: string): string {
  return pairwiseNameId(loadOrCreateKey(inject('portal').pairwiseIdKeyFile, 'pairwise id key'), ROSTER_APP_ID, userId);
}

/** A filter clause on one school's records and the answer's sourcedIds, sorted. */
const inSchoolWhere = (schoolField: string, schoolIdOf: string, clause: string) =>
  `filter=${encodeURIComponent(`${clause} AND ${schoolField}='${schoolIdOf}'`)}&limit=1000`;
const idsOf = (records: Row[]) => records.map((record) => record.sourcedId).sort();
const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Sign-in identities are the directory's: none for the table-only people of rosterSchool. */
const noDirectory = {
  signOutEverywhere: async () => {},
  disableUser: async () => {},
  deleteUser: async () => {},
} as unknown as SignInDirectory;

describe('people and places that went', () => {
  it('lists a place taken away, a deleted student and a teacher off a class as tobedeleted, with no name', async () => {
    // Prepare: class 0 holds students 0 and 2, class 1 students 1 and 3 (rosterSchool).
    const gone = await rosterSchool({ classes: 2, students: 4 });
    const schoolOf = gone.school.id;
    const [class0 = '', class1 = ''] = gone.classIds;
    const [student0 = '', student1 = ''] = gone.studentIds;
    const teacher1 = gone.teacherIds[1] ?? '';
    const deleted = await userProfiles.get({ id: student1 }, { consistent: true });
    if (!deleted) throw new Error('The student was not written');

    // Act: student 0 out of class 0, student 1 deleted, teacher 1 off class 1, before the school's first read.
    expect(await removeClassMember({ id: class0, schoolId: schoolOf }, student0)).toBe(true);
    await removeSchoolAccount(deleted, { directory: noDirectory }, { reversible: true });
    expect(await unassignClassTeacher({ id: class1, schoolId: schoolOf }, teacher1)).toBe(true);
    const removedPlaces = (await valid(
      `/enrollments?${inSchoolWhere('school.sourcedId', schoolOf, "status='tobedeleted'")}`,
      'enrollments',
      'enrollments',
    )) as Row[];
    const removedPeople = (await valid(
      `/users?${inSchoolWhere('primaryOrg.sourcedId', schoolOf, "status='tobedeleted'")}`,
      'users',
      'users',
    )) as Row[];
    const live = (await valid(
      `/users?${inSchoolWhere('primaryOrg.sourcedId', schoolOf, "status='active'")}`,
      'users',
      'users',
    )) as Row[];

    // Assess
    expect(removedPlaces.map((place) => [place.class.sourcedId, place.user.sourcedId, place.role]).sort()).toEqual(
      [
        [class0, sourcedIdOf(student0), 'student'],
        [class1, sourcedIdOf(student1), 'student'],
        [class1, sourcedIdOf(teacher1), 'teacher'],
      ].sort(),
    );
    expect(idsOf(removedPeople)).toEqual([student0, student1, teacher1].map(sourcedIdOf).sort());
    for (const person of removedPeople) {
      expect(person).toMatchObject({ givenName: '', familyName: '', userIds: [], enabledUser: 'false' });
      expect(person.username).toBe(person.sourcedId);
    }
    expect(removedPeople.find((person) => person.sourcedId === sourcedIdOf(teacher1))?.roles[0]?.role).toBe('teacher');
    expect(live.map((person) => person.sourcedId)).not.toContain(sourcedIdOf(student0));
    expect(live).toHaveLength(3); // students 2 and 3, and teacher 0
  });
});

describe('delta reads', () => {
  it('answers after a time exactly what changed since: a renamed student, a renamed class, a new place', async () => {
    // Prepare: the school's first read comes after the changes, so no warm copy of it is older.
    const delta = await rosterSchool({ classes: 2, students: 4 });
    const schoolOf = delta.school.id;
    const [class0 = '', class1 = ''] = delta.classIds;
    const [student0 = '', student1 = ''] = delta.studentIds;
    await pause();
    const since = new Date().toISOString();
    await pause();

    // Act
    await updateProfile(student1, { firstName: 'Renamed' });
    await renameClassGroup({ id: class0, schoolId: schoolOf, name: 'Class 0', code: `C${class0.slice(0, 7)}` }, 'Art');
    expect(await addClassMember({ id: class1, schoolId: schoolOf }, student0, new Date())).toBe(true);
    const after = `dateLastModified>'${since}'`;
    const users = (await valid(
      `/users?${inSchoolWhere('primaryOrg.sourcedId', schoolOf, after)}`,
      'users',
      'users',
    )) as Row[];
    const classes = (await valid(
      `/classes?${inSchoolWhere('school.sourcedId', schoolOf, after)}`,
      'classes',
      'classes',
    )) as Row[];
    const enrollments = (await valid(
      `/enrollments?${inSchoolWhere('school.sourcedId', schoolOf, after)}`,
      'enrollments',
      'enrollments',
    )) as Row[];
    const orgs = (await valid(
      `/orgs?filter=${encodeURIComponent(`${after} AND sourcedId='${schoolOf}'`)}`,
      'orgs',
      'orgs',
    )) as Row[];
    const everyone = (await valid(
      `/users?${inSchoolWhere('primaryOrg.sourcedId', schoolOf, "status='active'")}`,
      'users',
      'users',
    )) as Row[];

    // Assess
    expect(users.map((user) => [user.sourcedId, user.givenName])).toEqual([[sourcedIdOf(student1), 'Renamed']]);
    expect(classes.map((record) => [record.sourcedId, record.title])).toEqual([[class0, 'Art']]);
    expect(enrollments.map((record) => record.sourcedId)).toEqual([`${class1}.${sourcedIdOf(student0)}`]);
    expect(orgs).toEqual([]);
    // Everything else keeps the time it was written (before `since`).
    expect(everyone).toHaveLength(6);
    expect(everyone.filter((user) => user.dateLastModified > since)).toHaveLength(1);
  });
});

describe('districts', () => {
  it("lists a district administrator's schools as a district, each school under the one listed longest", async () => {
    // Prepare: two schools of the app; Ada (of a third school) lists both, then Grace lists the first too.
    const [first, second, home] = await Promise.all([
      rosterSchool({ classes: 1, students: 1 }),
      rosterSchool({ classes: 1, students: 1 }),
      rosterSchool({ classes: 1, students: 1 }, { held: false }),
    ]);
    const admin = (firstName: string) =>
      aUser({
        id: randomUUID(),
        username: `district-${randomUUID().slice(0, 8)}`,
        email: null,
        firstName,
        lastName: 'District',
        schoolId: home.school.id,
        schoolRole: 'teacher',
      });
    const [ada, grace] = [admin('Ada'), admin('Grace')];
    await Promise.all([userProfiles.put(ada), userProfiles.put(grace)]);
    for (const [school, person] of [
      [first, ada],
      [second, ada],
      [first, grace],
    ] as const)
      expect(await setDistrictAdministrator(school.school.id, person.id, { administrator: true })).toBe(true);

    // Act
    const schoolIds = [first.school.id, second.school.id];
    const schools = (await valid(
      `/schools?filter=${encodeURIComponent(schoolIds.map((id) => `sourcedId='${id}'`).join(' OR '))}`,
      'orgs',
      'orgs',
    )) as Row[];
    const parentId = schools[0]?.parent?.sourcedId ?? '';
    const district = (await valid(`/orgs/${parentId}`, 'org', 'org')) as Row;
    const districts = (await valid(
      `/orgs?filter=${encodeURIComponent("type='district'")}&limit=10000`,
      'orgs',
      'orgs',
    )) as Row[];

    // Assess: one district, Ada's, holding both schools; Grace's names none of them (the first is Ada's).
    expect(schools.map((school) => school.parent?.sourcedId)).toEqual([parentId, parentId]);
    expect(parentId).toMatch(/^district\./);
    expect(parentId).not.toContain(ada.id);
    expect(district).toMatchObject({ type: 'district', status: 'active', identifier: '' });
    expect(district.children?.map((child) => child.sourcedId).sort()).toEqual([...schoolIds].sort());
    const ours = districts.filter((org) => org.children?.some((child) => schoolIds.includes(child.sourcedId)));
    expect(ours.map((org) => org.sourcedId)).toEqual([parentId]);
  });
});
