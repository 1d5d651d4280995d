import { beforeAll, describe, expect, it } from 'vitest';
import { deleteClassGroup } from '../../functions/data/class-groups';
import { expectValidRosterResponse, type RosterResponseKind } from '../support/oneroster-schemas';
import type {
  RosterClass,
  RosterCourse,
  RosterEnrollment,
  RosterOrg,
  RosterUser,
} from '../../functions/domain/oneroster/roster/roster-records';
import { useLocalTable } from './support/local-table';
import { imsxOf, readRoster, recordsOf, rosterSchool, rosterToken, type RosterSchoolWorld } from './support/oneroster';

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
