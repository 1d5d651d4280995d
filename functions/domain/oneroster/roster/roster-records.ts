/**
 * The OneRoster 1.2 Rostering records the service answers with (1EdTech OneRoster 1.2 Rostering
 * Service, REST/JSON binding; the data model mapping is in docs/internals.md 'OneRoster API').
 * Every record carries `sourcedId`, `status` and `dateLastModified`; a record deleted in the portal
 * within the last TOMBSTONE_DAYS is still listed with `status: 'tobedeleted'`, so an app's delta
 * read learns to remove it.
 */

/** How long a deleted record is still listed as `tobedeleted` (docs/using/oneroster-api.md 'Delta reads'). */
export const TOMBSTONE_DAYS = 30;

export type RosterStatus = 'active' | 'tobedeleted';

/** A reference to another record (the binding's GUIDRef): its address in this service, id and kind. */
export interface GuidRef {
  href: string;
  sourcedId: string;
  type: 'org' | 'academicSession' | 'course' | 'class' | 'user' | 'enrollment' | 'demographics';
}

interface Base {
  sourcedId: string;
  status: RosterStatus;
  dateLastModified: string;
}

export interface RosterOrg extends Base {
  name: string;
  type: 'school' | 'district';
  identifier: string;
  parent?: GuidRef;
  children?: GuidRef[];
}

export interface RosterAcademicSession extends Base {
  title: string;
  startDate: string;
  endDate: string;
  type: 'schoolYear' | 'term' | 'gradingPeriod' | 'semester';
  schoolYear: string;
  parent?: GuidRef;
  children?: GuidRef[];
}

export interface RosterCourse extends Base {
  title: string;
  courseCode: string;
  schoolYear: GuidRef;
  org: GuidRef;
}

export interface RosterClass extends Base {
  title: string;
  classCode: string;
  classType: 'homeroom' | 'scheduled';
  course: GuidRef;
  school: GuidRef;
  terms: GuidRef[];
}

export interface RosterUserRole {
  roleType: 'primary' | 'secondary';
  role: 'student' | 'teacher';
  org: GuidRef;
}

export interface RosterUser extends Base {
  username: string;
  userIds: { type: string; identifier: string }[];
  /** The binding's booleans are the strings 'true' and 'false'. */
  enabledUser: 'true' | 'false';
  givenName: string;
  familyName: string;
  roles: RosterUserRole[];
  primaryOrg: GuidRef;
  email?: string;
  identifier?: string;
}

export interface RosterEnrollment extends Base {
  class: GuidRef;
  user: GuidRef;
  school: GuidRef;
  role: 'student' | 'teacher';
  primary: 'true' | 'false';
  beginDate?: string;
}

export interface RosterDemographics extends Base {
  birthDate?: string;
  sex?: string;
}

/** Everything one app may read of its schools, already released (names, e-mail, Student ID) as sharing allows. */
export interface RosterRecords {
  orgs: RosterOrg[];
  academicSessions: RosterAcademicSession[];
  courses: RosterCourse[];
  classes: RosterClass[];
  users: RosterUser[];
  enrollments: RosterEnrollment[];
  demographics: RosterDemographics[];
}

export function emptyRosterRecords(): RosterRecords {
  return { orgs: [], academicSessions: [], courses: [], classes: [], users: [], enrollments: [], demographics: [] };
}

/** The service's collection for each GUIDRef type (an href is `<base>/<collection>/<sourcedId>`). */
const COLLECTION_OF_TYPE: Record<GuidRef['type'], string> = {
  org: 'orgs',
  academicSession: 'academicSessions',
  course: 'courses',
  class: 'classes',
  user: 'users',
  enrollment: 'enrollments',
  demographics: 'demographics',
};

/** A reference to a record of this service, with its absolute address under `baseUrl`. */
export function guidRef(baseUrl: string, type: GuidRef['type'], sourcedId: string): GuidRef {
  return { href: `${baseUrl}/${COLLECTION_OF_TYPE[type]}/${encodeURIComponent(sourcedId)}`, sourcedId, type };
}
