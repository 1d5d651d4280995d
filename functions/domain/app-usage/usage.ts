import {
  APP_USAGE_MESSAGES,
  USAGE_WINDOWS,
  type SchoolUsageSummary,
  type ServiceUsage,
  type StudentNamesInReports,
  type UsageMember,
  type UsageSeats,
} from '../../../shared/schemas/app-usage';
import { SERVICE_NOT_FOUND_MESSAGE, type Service } from '../../../shared/schemas/service';
import type { School } from '../../../shared/schemas/schools';
import type { SchoolService, TeacherTrial } from '../../../shared/schemas/school-access';
import type { SessionUser } from '../../../shared/schemas/user';
import { listSchoolAppUses, type AppUse } from '../../data/app-launches';
import { allPages, MAX_PAGE_SIZE } from '../../data/paged-query';
import { listSchoolServices } from '../../data/school-services';
import { getService, listServices } from '../../data/services';
import { listTeacherTrials } from '../../data/teacher-trials';
import { listSchoolMembers, listSchoolTeacherProfiles } from '../../data/users';
import { NotFoundError } from '../../platform/errors';
import { administeredSchool, byName } from '../classes/class-access';
import { bestPerService, deriveSchoolUserServices } from '../school-access/derive-user-services';

const DAY_MS = 24 * 60 * 60 * 1000;

interface SchoolPeople {
  students: SessionUser[];
  teachers: SessionUser[];
  schoolServices: SchoolService[];
  teacherTrials: TeacherTrial[];
}

async function schoolPeople(school: School): Promise<SchoolPeople> {
  const [students, teachers, schoolServices] = await Promise.all([
    allPages((cursor) => listSchoolMembers(school.id, 'student', { limit: MAX_PAGE_SIZE, cursor })),
    listSchoolTeacherProfiles(school.id),
    listSchoolServices(school.id),
  ]);
  const active = (user: SessionUser) => user.status !== 'deleted';
  const liveTeachers = teachers.filter(active);
  const teacherTrials = (await Promise.all(liveTeachers.map((teacher) => listTeacherTrials(teacher.id)))).flat();
  return { students: students.filter(active), teachers: liveTeachers, schoolServices, teacherTrials };
}

/** A student as the school's setting names them: initials only unless it chose full names. */
export function reportName(
  user: Pick<SessionUser, 'firstName' | 'lastName'>,
  role: 'student' | 'teacher',
  setting: StudentNamesInReports,
): string {
  const full = `${user.firstName} ${user.lastName}`.trim();
  if (role === 'teacher' || setting === 'full') return full;
  return [user.firstName, user.lastName]
    .map((part) => part.trim().charAt(0).toUpperCase())
    .filter(Boolean)
    .map((initial) => `${initial}.`)
    .join(' ');
}

/** What the school holds of the app: a school licence covers every member, a teacher's trial only them. Pure. */
export function seatsOf(service: Service, people: SchoolPeople, now: Date): UsageSeats {
  const counts = { students: people.students.length, teachers: people.teachers.length };
  const trials = people.teacherTrials.filter(
    (trial) => trial.serviceId === service.id && Date.parse(trial.expiry) > now.getTime(),
  ).length;
  if (service.free) return { access: 'free', until: null, ...counts, teacherTrials: trials };
  const [school] = bestPerService(
    deriveSchoolUserServices(
      { schoolServices: people.schoolServices.filter((entry) => entry.serviceId === service.id), teacherTrials: [] },
      now,
    ),
    now,
  );
  if (!school)
    return {
      access: trials > 0 ? 'teacher-trials' : 'none',
      until: null,
      students: 0,
      teachers: trials,
      teacherTrials: trials,
    };
  if (school.perpetual) return { access: 'perpetual', until: null, ...counts, teacherTrials: trials };
  const ended = school.expiry !== null && Date.parse(school.expiry) <= now.getTime();
  if (ended)
    return {
      access: trials > 0 ? 'teacher-trials' : 'ended',
      until: school.expiry,
      students: 0,
      teachers: trials,
      teacherTrials: trials,
    };
  return {
    access: school.type === 'trial' ? 'trial' : 'subscription',
    until: school.expiry,
    ...counts,
    teacherTrials: trials,
  };
}

/** Each member with their last launch, most recent first, then those who never opened it, by name. Pure. */
export function usageMembers(
  people: Pick<SchoolPeople, 'students' | 'teachers'>,
  uses: readonly AppUse[],
  setting: StudentNamesInReports,
): UsageMember[] {
  const byUser = new Map(uses.map((use) => [use.userId, use]));
  const member = (user: SessionUser, role: 'student' | 'teacher'): UsageMember & { sortUser: SessionUser } => {
    const use = byUser.get(user.id);
    return {
      userId: user.id,
      name: reportName(user, role, setting),
      role,
      lastOpenedAt: use?.lastAccess ?? null,
      launches: use?.launches ?? 0,
      sortUser: user,
    };
  };
  const all = [
    ...people.teachers.map((user) => member(user, 'teacher')),
    ...people.students.map((user) => member(user, 'student')),
  ];
  all.sort((a, b) => {
    if (a.lastOpenedAt && b.lastOpenedAt) return b.lastOpenedAt.localeCompare(a.lastOpenedAt);
    if (a.lastOpenedAt || b.lastOpenedAt) return a.lastOpenedAt ? -1 : 1;
    return byName(a.sortUser, b.sortUser);
  });
  return all.map(({ sortUser: _sortUser, ...rest }) => rest);
}

function countWithin(members: readonly UsageMember[], days: number | null, now: Date) {
  const since = days === null ? null : now.getTime() - days * DAY_MS;
  const counted = members.filter((member) =>
    since === null
      ? member.lastOpenedAt === null
      : member.lastOpenedAt !== null && Date.parse(member.lastOpenedAt) >= since,
  );
  return {
    students: counted.filter((member) => member.role === 'student').length,
    teachers: counted.filter((member) => member.role === 'teacher').length,
  };
}

async function serviceOrNotFound(serviceId: string): Promise<Service> {
  const service = await getService(serviceId);
  if (!service) throw new NotFoundError(SERVICE_NOT_FOUND_MESSAGE);
  return service;
}

/** GET /api/schools/{schoolId}/services/{serviceId}/usage: one app at one school, for its administrators and staff. */
export async function serviceUsage(
  user: SessionUser,
  schoolId: string,
  serviceId: string,
  now: Date,
): Promise<ServiceUsage> {
  const school = await administeredSchool(user, schoolId, APP_USAGE_MESSAGES.notAdministrator);
  const [service, people, uses] = await Promise.all([
    serviceOrNotFound(serviceId),
    schoolPeople(school),
    listSchoolAppUses(school.id, serviceId),
  ]);
  const members = usageMembers(people, uses, school.studentNamesInReports);
  return {
    school: { id: school.id, name: school.name, studentNames: school.studentNamesInReports },
    service: { id: service.id, name: service.name },
    seats: seatsOf(service, people, now),
    windows: USAGE_WINDOWS.map((days) => ({ days, ...countWithin(members, days, now) })),
    never: countWithin(members, null, now),
    members,
    asOf: now.toISOString(),
  };
}

/** GET /api/schools/{schoolId}/usage: every enabled, integrated app the school holds or its members opened. */
export async function schoolUsageSummary(user: SessionUser, schoolId: string, now: Date): Promise<SchoolUsageSummary> {
  const school = await administeredSchool(user, schoolId, APP_USAGE_MESSAGES.notAdministrator);
  const [catalogue, people] = await Promise.all([listServices(), schoolPeople(school)]);
  const launchable = catalogue.filter((service) => service.enabled && service.integrated);
  const usesPerService = await Promise.all(launchable.map((service) => listSchoolAppUses(school.id, service.id)));
  const services = launchable.flatMap((service, index) => {
    const uses = usesPerService[index] ?? [];
    const seats = seatsOf(service, people, now);
    if (seats.access === 'none' && uses.length === 0) return [];
    const members = usageMembers(people, uses, school.studentNamesInReports);
    return [
      { service: { id: service.id, name: service.name }, seats, openedLast30Days: countWithin(members, 30, now) },
    ];
  });
  return { school: { id: school.id, name: school.name, studentNames: school.studentNamesInReports }, services };
}

/** The usage members as the CSV export writes them. */
export function usageCsvRows(usage: ServiceUsage): Record<string, string | number>[] {
  return usage.members.map((member) => ({
    name: member.name,
    role: member.role === 'student' ? 'Student' : 'Teacher',
    lastOpened: member.lastOpenedAt ?? 'Never',
    launches: member.launches,
  }));
}
