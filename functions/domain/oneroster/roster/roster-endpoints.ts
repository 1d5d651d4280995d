import { rosterIds } from './roster-mapping';
import { ROSTER_SCOPES, type RosterScope } from '../../../../shared/schemas/api-credentials';
import type {
  RosterAcademicSession,
  RosterClass,
  RosterCourse,
  RosterDemographics,
  RosterEnrollment,
  RosterOrg,
  RosterRecords,
  RosterUser,
} from './roster-records';

/** The OneRoster 1.2 scopes, in the contract's order: roster-core, roster, demographics. */
const [CORE, ROSTER, DEMOGRAPHICS_SCOPE] = ROSTER_SCOPES;

/** A kind of record as the binding answers it: the JSON key of a list and of one record, and its fields. */
export interface RecordKind<T> {
  /** The collection's name in the query language's messages ('users'). */
  name: string;
  listKey: string;
  singleKey: string;
  fields: readonly (keyof T & string)[];
  /** Paths into references a filter may name as well (`roles.role`, `school.sourcedId`). */
  filterPaths: readonly string[];
  /** Who may read it: roster-core covers the core records, roster.readonly enrollments too, demographics its own. */
  scope: RosterScope;
  all: (records: RosterRecords) => T[];
}

const BASE = ['sourcedId', 'status', 'dateLastModified'] as const;

const ORGS: RecordKind<RosterOrg> = {
  name: 'orgs',
  listKey: 'orgs',
  singleKey: 'org',
  fields: [...BASE, 'name', 'type', 'identifier', 'parent', 'children'],
  filterPaths: ['parent.sourcedId'],
  scope: CORE,
  all: (records) => joinDistricts(records.orgs),
};

/**
 * The orgs with each district once: every school maps its own part of its district (the district
 * with that school as its one child, roster-mapping.ts), so the parts of one district are joined,
 * their children together and the latest change their time. Pure; the mapped records stay as they are.
 */
export function joinDistricts(orgs: readonly RosterOrg[]): RosterOrg[] {
  const districts = new Map<string, RosterOrg>();
  const joined: RosterOrg[] = [];
  for (const org of orgs) {
    if (org.type !== 'district') {
      joined.push(org);
      continue;
    }
    const before = districts.get(org.sourcedId);
    if (!before) {
      const district = { ...org, children: [...(org.children ?? [])] };
      districts.set(org.sourcedId, district);
      joined.push(district);
      continue;
    }
    before.children = [...(before.children ?? []), ...(org.children ?? [])];
    if (org.dateLastModified > before.dateLastModified) before.dateLastModified = org.dateLastModified;
  }
  return joined;
}
const SESSIONS: RecordKind<RosterAcademicSession> = {
  name: 'academicSessions',
  listKey: 'academicSessions',
  singleKey: 'academicSession',
  fields: [...BASE, 'title', 'startDate', 'endDate', 'type', 'schoolYear', 'parent', 'children'],
  filterPaths: ['parent.sourcedId'],
  scope: CORE,
  all: (records) => records.academicSessions,
};
const COURSES: RecordKind<RosterCourse> = {
  name: 'courses',
  listKey: 'courses',
  singleKey: 'course',
  fields: [...BASE, 'title', 'courseCode', 'schoolYear', 'org'],
  filterPaths: ['org.sourcedId', 'schoolYear.sourcedId'],
  scope: CORE,
  all: (records) => records.courses,
};
const CLASSES: RecordKind<RosterClass> = {
  name: 'classes',
  listKey: 'classes',
  singleKey: 'class',
  fields: [...BASE, 'title', 'classCode', 'classType', 'course', 'school', 'terms'],
  filterPaths: ['course.sourcedId', 'school.sourcedId', 'terms.sourcedId'],
  scope: CORE,
  all: (records) => records.classes,
};
const USERS: RecordKind<RosterUser> = {
  name: 'users',
  listKey: 'users',
  singleKey: 'user',
  fields: [
    ...BASE,
    'username',
    'userIds',
    'enabledUser',
    'givenName',
    'familyName',
    'roles',
    'primaryOrg',
    'email',
    'identifier',
  ],
  filterPaths: ['roles.role', 'roles.roleType', 'roles.org.sourcedId', 'primaryOrg.sourcedId', 'userIds.identifier'],
  scope: CORE,
  all: (records) => records.users,
};
const ENROLLMENTS: RecordKind<RosterEnrollment> = {
  name: 'enrollments',
  listKey: 'enrollments',
  singleKey: 'enrollment',
  fields: [...BASE, 'class', 'user', 'school', 'role', 'primary', 'beginDate'],
  filterPaths: ['class.sourcedId', 'user.sourcedId', 'school.sourcedId'],
  scope: ROSTER,
  all: (records) => records.enrollments,
};
const DEMOGRAPHICS: RecordKind<RosterDemographics> = {
  name: 'demographics',
  listKey: 'demographics',
  singleKey: 'demographics',
  fields: [...BASE, 'birthDate', 'sex'],
  filterPaths: [],
  scope: DEMOGRAPHICS_SCOPE,
  all: (records) => records.demographics,
};

/** A kind of record as an endpoint needs it, whatever the record's type. */
export type KindView = Omit<RecordKind<object>, 'fields' | 'all'> & { fields: readonly string[] };

/** A collection of the service: its kind of record and which of them it holds. */
export interface RosterCollection {
  kind: KindView;
  select: (records: RosterRecords) => readonly object[];
}

function collection<T extends object>(
  kind: RecordKind<T>,
  keep: (record: T) => boolean = () => true,
): RosterCollection {
  return { kind, select: (records) => kind.all(records).filter(keep) };
}

const hasRole = (role: 'student' | 'teacher') => (user: RosterUser) => user.roles.some((held) => held.role === role);

/** The top-level collections, `GET /<name>` and `GET /<name>/{sourcedId}`. */
export const ROSTER_COLLECTIONS: Readonly<Record<string, RosterCollection>> = {
  orgs: collection(ORGS),
  schools: collection(ORGS, (org) => org.type === 'school'),
  academicSessions: collection(SESSIONS),
  terms: collection(SESSIONS, (session) => session.type === 'term'),
  gradingPeriods: collection(SESSIONS, (session) => session.type === 'gradingPeriod'),
  courses: collection(COURSES),
  classes: collection(CLASSES),
  users: collection(USERS),
  students: collection(USERS, hasRole('student')),
  teachers: collection(USERS, hasRole('teacher')),
  enrollments: collection(ENROLLMENTS),
  demographics: collection(DEMOGRAPHICS),
};

/** A relationship endpoint, `GET /<parent>/{sourcedId}/<related>`: the related records of one parent. */
export interface RosterRelation {
  kind: KindView;
  select: (records: RosterRecords, parentId: string) => readonly object[];
}

/** `keep` is made once per request (it may index the enrollments), then asked of every record. */
function related<T extends object>(
  kind: RecordKind<T>,
  keeper: (parentId: string, records: RosterRecords) => (record: T) => boolean,
): RosterRelation {
  return { kind, select: (records, parentId) => kind.all(records).filter(keeper(parentId, records)) };
}

/** The users enrolled in a class with a role. */
const enrolledIn = (role: 'student' | 'teacher') => (classId: string, records: RosterRecords) => {
  const ids = new Set(
    records.enrollments
      .filter((enrollment) => enrollment.class.sourcedId === classId && enrollment.role === role)
      .map((enrollment) => enrollment.user.sourcedId),
  );
  return (user: RosterUser) => ids.has(user.sourcedId);
};
/** The classes a user is enrolled in. */
const classesOf = (userId: string, records: RosterRecords) => {
  const ids = new Set(
    records.enrollments
      .filter((enrollment) => enrollment.user.sourcedId === userId)
      .map((enrollment) => enrollment.class.sourcedId),
  );
  return (record: RosterClass) => ids.has(record.sourcedId);
};
const inSchoolAs = (role: 'student' | 'teacher') => (schoolId: string) => (user: RosterUser) =>
  user.roles.some((held) => held.role === role && held.org.sourcedId === schoolId);

/** `<parent collection>` → `<related>` → the related records; the parent must be one the app sees (404 otherwise). */
export const ROSTER_RELATIONS: Readonly<Record<string, Readonly<Record<string, RosterRelation>>>> = {
  schools: {
    classes: related(CLASSES, (schoolId) => (record) => record.school.sourcedId === schoolId),
    students: related(USERS, inSchoolAs('student')),
    teachers: related(USERS, inSchoolAs('teacher')),
    enrollments: related(ENROLLMENTS, (schoolId) => (enrollment) => enrollment.school.sourcedId === schoolId),
    terms: related(
      SESSIONS,
      (schoolId) => (session) => session.type === 'term' && rosterIds.isSessionOf(session.sourcedId, schoolId),
    ),
    courses: related(COURSES, (schoolId) => (course) => course.org.sourcedId === schoolId),
  },
  classes: { students: related(USERS, enrolledIn('student')), teachers: related(USERS, enrolledIn('teacher')) },
  teachers: { classes: related(CLASSES, classesOf) },
  students: { classes: related(CLASSES, classesOf) },
  users: { classes: related(CLASSES, classesOf) },
  terms: { classes: related(CLASSES, (termId) => (record) => record.terms.some((term) => term.sourcedId === termId)) },
  courses: { classes: related(CLASSES, (courseId) => (record) => record.course.sourcedId === courseId) },
};
