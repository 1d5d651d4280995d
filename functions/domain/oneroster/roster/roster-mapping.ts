import type { SessionUser } from '../../../../shared/schemas/user';
import type { RosterPlace } from '../../../data/roster-tombstones';
import type { StoredProfile } from '../../../data/users';
import type { SchoolRoster } from './school-roster';
import {
  emptyRosterRecords,
  guidRef,
  type RosterAcademicSession,
  type RosterClass,
  type RosterCourse,
  type RosterEnrollment,
  type RosterOrg,
  type RosterRecords,
  type RosterUser,
} from './roster-records';

/** What the app may be told of one person (or-sharing's release rule: names, e-mail, Student ID). */
export interface ReleasedRosterPerson {
  /** The portal username; null where it is not released (it may spell a name the family withholds). */
  username: string | null;
  givenName: string;
  familyName: string;
  email: string | null;
  identifier: string | null;
}

/** Everything the mapping needs beyond the roster read: where the service is, and the app's view of people. */
export interface RosterMappingContext {
  /** `https://<site>/ims/oneroster/rostering/v1p2`, for each reference's href. */
  baseUrl: string;
  /** The person's sourcedId for this app: the pairwise id the app receives as its SAML NameID. */
  personId: (userId: string) => string;
  /** What of the person the app may read (ARCHITECTURE 'What an app may know about a person'). */
  release: (person: SessionUser, role: 'student' | 'teacher') => ReleasedRosterPerson;
  now: Date;
}

/**
 * Countries whose school year is the calendar year; elsewhere it runs from August to July. The
 * portal keeps no term dates, so a school's one academic session is its current school year
 * (docs/internals.md 'OneRoster API').
 */
const CALENDAR_SCHOOL_YEAR = new Set(['AU', 'NZ', 'ZA', 'BR', 'AR', 'CL', 'UY', 'PY', 'SG', 'MY']);

/** The school year `now` falls in, by its country: its first and last day and the spec's `schoolYear` (the year it ends). */
export function schoolYearOf(countryId: string, now: Date): { startDate: string; endDate: string; schoolYear: string } {
  const year = now.getUTCFullYear();
  if (CALENDAR_SCHOOL_YEAR.has(countryId))
    return { startDate: `${year}-01-01`, endDate: `${year}-12-31`, schoolYear: String(year) };
  const first = now.getUTCMonth() >= 7 ? year : year - 1;
  return { startDate: `${first}-08-01`, endDate: `${first + 1}-07-31`, schoolYear: String(first + 1) };
}

/**
 * The sourcedIds of the records the portal has no id of its own for: stable, opaque, never a
 * person's portal id. An academic session's begins with its school's (the 1.2 model gives a
 * session no org), which is how a school's terms are found.
 */
export const rosterIds = {
  schoolYear: (schoolId: string, schoolYear: string) => `${schoolId}.${schoolYear}`,
  isSessionOf: (sessionId: string, schoolId: string) => sessionId.startsWith(`${schoolId}.`),
  course: (classId: string) => `${classId}.course`,
  /** A district's: the app's pairwise id of its administrator's district, never the person's own id. */
  district: (personId: (userId: string) => string, adminId: string) => `district.${personId(`district#${adminId}`)}`,
  enrollment: (classId: string, personId: string) => `${classId}.${personId}`,
};

function latest(...times: (string | null | undefined)[]): string {
  return times.filter((time): time is string => typeof time === 'string').reduce((a, b) => (a > b ? a : b));
}

/**
 * One school's roster as the OneRoster 1.2 records one app may read: the school an org of type
 * `school`, its current school year the academic session every class is in, a course per class
 * (the portal keeps none), each class with its students and teachers as enrollments, and only the
 * people in at least one class as users (issue text 'only the people in those schools' classes'),
 * each released as sharing allows; a class deleted in the last 30 days, its course and its places
 * as `tobedeleted`. Pure: the reads are readSchoolRoster's.
 */
export function mapSchoolRoster(roster: SchoolRoster, context: RosterMappingContext): RosterRecords {
  const { school } = roster;
  const { baseUrl, personId } = context;
  const records = emptyRosterRecords();
  const schoolRef = guidRef(baseUrl, 'org', school.id);

  const org: RosterOrg = {
    sourcedId: school.id,
    status: 'active',
    dateLastModified: school.updatedAt ?? school.createdAt,
    name: school.name,
    type: 'school',
    identifier: school.code,
  };
  records.orgs.push(org);
  const district = roster.districtAdmins[0];
  if (district) {
    // A district administrator's schools are a district (docs/internals.md 'OneRoster API': the
    // school is under its longest-listed one); this school's part of it, which
    // roster-endpoints.ts joins with the other schools' parts.
    const districtId = rosterIds.district(personId, district.id);
    org.parent = guidRef(baseUrl, 'org', districtId);
    const named = context.release(district, 'teacher');
    records.orgs.push({
      sourcedId: districtId,
      status: 'active',
      dateLastModified: latest(org.dateLastModified, district.updatedAt ?? district.createdAt),
      name: `${named.givenName} ${named.familyName}`.trim() || districtId,
      type: 'district',
      identifier: '',
      children: [schoolRef],
    });
  }

  const year = schoolYearOf(school.countryId, context.now);
  const yearId = rosterIds.schoolYear(school.id, year.schoolYear);
  const yearRef = guidRef(baseUrl, 'academicSession', yearId);
  const session: RosterAcademicSession = {
    sourcedId: yearId,
    status: 'active',
    dateLastModified: school.createdAt,
    title: year.schoolYear,
    startDate: year.startDate,
    endDate: year.endDate,
    type: 'schoolYear',
    schoolYear: year.schoolYear,
  };
  records.academicSessions.push(session);

  const studentsById = new Map(roster.students.map((student) => [student.id, student]));
  const teachersById = new Map(roster.teachers.map((teacher) => [teacher.id, teacher]));
  const classIds = new Set(roster.classes.map((classGroup) => classGroup.id));
  // A class written before classes kept their time of change: the latest place in it stands for it.
  const lastChangeOfClass = new Map<string, string>();
  const noteChange = (classId: string, at: string) =>
    lastChangeOfClass.set(classId, latest(lastChangeOfClass.get(classId), at));

  const placed = new Map<string, 'student' | 'teacher'>();
  for (const place of roster.studentPlaces) {
    const student = studentsById.get(place.userId);
    if (!student || !classIds.has(place.classId)) continue;
    placed.set(student.id, 'student');
    noteChange(place.classId, place.joinedAt);
    records.enrollments.push(
      enrollment(place.classId, personId(student.id), 'student', place.joinedAt, place.updatedAt),
    );
  }
  for (const place of roster.teacherPlaces) {
    const teacher = teachersById.get(place.userId);
    if (!teacher) continue;
    placed.set(teacher.id, 'teacher');
    records.enrollments.push(
      enrollment(place.classId, personId(teacher.id), 'teacher', place.assignedAt, place.updatedAt),
    );
  }

  for (const classGroup of roster.classes) {
    const changed = classGroup.updatedAt ?? latest(school.createdAt, lastChangeOfClass.get(classGroup.id));
    const courseId = rosterIds.course(classGroup.id);
    const title = classGroup.name.trim() || classGroup.code;
    const course: RosterCourse = {
      sourcedId: courseId,
      status: 'active',
      dateLastModified: changed,
      title,
      courseCode: classGroup.code,
      schoolYear: yearRef,
      org: schoolRef,
    };
    const rosterClass: RosterClass = {
      sourcedId: classGroup.id,
      status: 'active',
      dateLastModified: changed,
      title,
      classCode: classGroup.code,
      classType: 'scheduled',
      course: guidRef(baseUrl, 'course', courseId),
      school: schoolRef,
      terms: [yearRef],
    };
    records.courses.push(course);
    records.classes.push(rosterClass);
  }

  for (const [userId, role] of placed) {
    const person = role === 'student' ? studentsById.get(userId) : teachersById.get(userId);
    if (person) records.users.push(rosterUser(person, role));
  }
  mapGone();
  return records;

  /**
   * What went in the last 30 days, as `tobedeleted` (roster-tombstones.ts): each deleted class with
   * its course; each place that went (with its class, or alone), once, at its latest removal; each
   * person who left or was deleted, or whose places went, and who is no longer served. What is
   * live again (a class made again under its id, a place given back, a person back in a class)
   * is the live record.
   */
  function mapGone() {
    const livePlaces = new Set(records.enrollments.map((record) => record.sourcedId));
    const goneUsers = new Map<string, { role: RosterPlace['role']; at: string }>();
    const noteGoneUser = (userId: string, role: RosterPlace['role'], at: string) => {
      if (placed.has(userId)) return;
      const before = goneUsers.get(userId);
      goneUsers.set(userId, { role: before?.role ?? role, at: latest(before?.at, at) });
    };
    const gonePlaces = new Map<string, { place: RosterPlace; at: string }>();
    for (const gone of roster.gone) {
      if (gone.kind === 'person' && gone.role) noteGoneUser(gone.recordId, gone.role, gone.deletedAt);
      for (const place of gone.places) {
        const sourcedId = rosterIds.enrollment(place.classId, personId(place.userId));
        if (livePlaces.has(sourcedId) || (gonePlaces.get(sourcedId)?.at ?? '') > gone.deletedAt) continue;
        gonePlaces.set(sourcedId, { place, at: gone.deletedAt });
        noteGoneUser(place.userId, place.role, gone.deletedAt);
      }
      if (gone.kind !== 'class' || classIds.has(gone.recordId)) continue;
      const courseId = rosterIds.course(gone.recordId);
      const title = gone.name?.trim() || (gone.code ?? '');
      const removed = { status: 'tobedeleted', dateLastModified: gone.deletedAt } as const;
      records.courses.push({
        ...removed,
        sourcedId: courseId,
        title,
        courseCode: gone.code ?? '',
        schoolYear: yearRef,
        org: schoolRef,
      });
      records.classes.push({
        ...removed,
        sourcedId: gone.recordId,
        title,
        classCode: gone.code ?? '',
        classType: 'scheduled',
        course: guidRef(baseUrl, 'course', courseId),
        school: schoolRef,
        terms: [yearRef],
      });
    }
    for (const { place, at } of gonePlaces.values())
      records.enrollments.push({
        ...enrollment(place.classId, personId(place.userId), place.role, at),
        status: 'tobedeleted',
      });
    for (const [userId, { role, at }] of goneUsers) {
      const sourcedId = personId(userId);
      // Nothing of a person who went is sent but their id: no name, username or e-mail.
      records.users.push({
        sourcedId,
        status: 'tobedeleted',
        dateLastModified: at,
        username: sourcedId,
        userIds: [],
        enabledUser: 'false',
        givenName: '',
        familyName: '',
        roles: [{ roleType: 'primary', role, org: schoolRef }],
        primaryOrg: schoolRef,
      });
    }
  }

  function enrollment(
    classId: string,
    userSourcedId: string,
    role: 'student' | 'teacher',
    since: string,
    /** When the place last changed (written, or moved to this school by a merge), if kept. */
    changed?: string,
  ): RosterEnrollment {
    return {
      sourcedId: rosterIds.enrollment(classId, userSourcedId),
      status: 'active',
      dateLastModified: latest(since, changed),
      class: guidRef(baseUrl, 'class', classId),
      user: guidRef(baseUrl, 'user', userSourcedId),
      school: schoolRef,
      role,
      // A class has no lead teacher in the portal: every teacher of it is its primary teacher.
      primary: role === 'teacher' ? 'true' : 'false',
      beginDate: since.slice(0, 10),
    };
  }

  function rosterUser(person: StoredProfile, role: 'student' | 'teacher'): RosterUser {
    const released = context.release(person, role);
    const sourcedId = personId(person.id);
    return {
      sourcedId,
      status: 'active',
      dateLastModified: person.updatedAt ?? person.createdAt,
      // The binding requires a username: where the portal's is withheld, the app's own id for the person.
      username: released.username ?? sourcedId,
      userIds: released.username ? [{ type: 'username', identifier: released.username }] : [],
      enabledUser: person.status === 'active' ? 'true' : 'false',
      givenName: released.givenName,
      familyName: released.familyName,
      roles: [{ roleType: 'primary', role, org: schoolRef }],
      primaryOrg: schoolRef,
      ...(released.email ? { email: released.email } : {}),
      ...(released.identifier ? { identifier: released.identifier } : {}),
    };
  }
}
