import { SERVICE_NOT_FOUND_MESSAGE, type Service } from '../../../shared/schemas/service';
import {
  DATA_SHARING_MESSAGES,
  DATA_SHARING_WINDOW_DAYS,
  type AppDataSharing,
  type AppSharingSummary,
  type AttributeShare,
  type SchoolDataSharing,
  type SharingStudent,
} from '../../../shared/schemas/data-sharing';
import type { School } from '../../../shared/schemas/schools';
import type { SessionUser } from '../../../shared/schemas/user';
import { listSchoolLaunches, type AppLaunchEvent } from '../../data/app-launches';
import { getClassGroups, listSchoolMemberships, listSchoolStudents } from '../../data/class-groups';
import { getService, listServices } from '../../data/services';
import { NotFoundError } from '../../platform/errors';
import { recordAudit } from '../core/audit/audit';
import { reportName } from '../app-usage/usage';
import { administeredSchool, byName } from '../classes/class-access';
import { schoolRosterSharing } from './roster-sharing';

const DAY_MS = 24 * 60 * 60 * 1000;

type Launch = Pick<AppLaunchEvent, 'userId' | 'at' | 'attributes'>;

/** The report's window: the 90 days before `now`. Pure. */
export function sharingWindow(now: Date): { days: number; from: string; asOf: string } {
  return {
    days: DATA_SHARING_WINDOW_DAYS,
    from: new Date(now.getTime() - DATA_SHARING_WINDOW_DAYS * DAY_MS).toISOString(),
    asOf: now.toISOString(),
  };
}

/**
 * Counts one app's launches by attribute: for each attribute, the launches that carried it and
 * the distinct students they were about. Only launches of `studentIds` inside the window count (a
 * teacher's launch, or one by a student who has since left the school, is not the school's
 * students' data). Most launches first, then by name. Pure.
 */
export function countAttributes(
  launches: readonly Launch[],
  studentIds: ReadonlySet<string>,
  window: { from: string; asOf: string },
): { launches: number; students: number; attributes: AttributeShare[] } {
  const counted = launches.filter(
    (launch) => studentIds.has(launch.userId) && launch.at >= window.from && launch.at <= window.asOf,
  );
  const byAttribute = new Map<string, { launches: number; students: Set<string> }>();
  for (const launch of counted) {
    for (const attribute of new Set(launch.attributes)) {
      const entry = byAttribute.get(attribute) ?? { launches: 0, students: new Set<string>() };
      entry.launches += 1;
      entry.students.add(launch.userId);
      byAttribute.set(attribute, entry);
    }
  }
  const attributes = [...byAttribute].map(([attribute, entry]) => ({
    attribute,
    launches: entry.launches,
    students: entry.students.size,
  }));
  attributes.sort((a, b) => b.launches - a.launches || a.attribute.localeCompare(b.attribute));
  return {
    launches: counted.length,
    students: new Set(counted.map((launch) => launch.userId)).size,
    attributes,
  };
}

/**
 * Each student who opened the app in the window with their launches, latest launch and every
 * attribute it received about them (by name), latest launch first. Pure.
 */
export function sharingStudents(
  launches: readonly Launch[],
  students: ReadonlyMap<string, { name: string; classes: string[] }>,
  window: { from: string; asOf: string },
): SharingStudent[] {
  const byStudent = new Map<string, { launches: number; lastLaunchAt: string; attributes: Set<string> }>();
  for (const launch of launches) {
    if (!students.has(launch.userId) || launch.at < window.from || launch.at > window.asOf) continue;
    const entry = byStudent.get(launch.userId) ?? { launches: 0, lastLaunchAt: launch.at, attributes: new Set() };
    entry.launches += 1;
    if (launch.at > entry.lastLaunchAt) entry.lastLaunchAt = launch.at;
    for (const attribute of launch.attributes) entry.attributes.add(attribute);
    byStudent.set(launch.userId, entry);
  }
  const rows = [...byStudent].map(([userId, entry]) => {
    const student = students.get(userId);
    return {
      userId,
      name: student?.name ?? '',
      classes: student?.classes ?? [],
      lastLaunchAt: entry.lastLaunchAt,
      launches: entry.launches,
      attributes: [...entry.attributes].sort((a, b) => a.localeCompare(b)),
    };
  });
  rows.sort((a, b) => b.lastLaunchAt.localeCompare(a.lastLaunchAt) || a.name.localeCompare(b.name));
  return rows;
}

function lastLaunchOf(launches: readonly Launch[], studentIds: ReadonlySet<string>): string | null {
  let last: string | null = null;
  for (const launch of launches) if (studentIds.has(launch.userId) && (!last || launch.at > last)) last = launch.at;
  return last;
}

function schoolOfReport(school: School) {
  return { id: school.id, name: school.name, studentNames: school.studentNamesInReports };
}

/** The ids of the school's students (active and disabled: a disabled student's data was shared too). */
async function schoolStudents(schoolId: string): Promise<SessionUser[]> {
  return (await listSchoolStudents(schoolId)).filter((student) => student.status !== 'deleted');
}

/**
 * GET /api/schools/{schoolId}/data-sharing: every app of the catalogue that received attributes of
 * the school's students in the last 90 days, by name, with its counts by attribute; and the
 * school's roster sharing through the OneRoster API (./roster-sharing.ts). One Query per
 * integrated app (gsi1 SCHOOLLAUNCH#<school>#<app>, the window as a key range), never a Scan.
 * Recorded in the audit trail.
 */
export async function schoolDataSharing(
  user: SessionUser,
  actorId: string,
  schoolId: string,
  now: Date,
): Promise<SchoolDataSharing> {
  const school = await administeredSchool(user, schoolId, DATA_SHARING_MESSAGES.notAdministrator);
  const window = sharingWindow(now);
  const [catalogue, students] = await Promise.all([listServices(), schoolStudents(school.id)]);
  const studentIds = new Set(students.map((student) => student.id));
  const integrated = catalogue.filter((service) => service.integrated);
  const [launchesPerApp, roster] = await Promise.all([
    Promise.all(
      integrated.map((service) => listSchoolLaunches(school.id, service.id, { from: window.from, to: window.asOf })),
    ),
    schoolRosterSharing(school.id, catalogue, window, now),
  ]);
  const apps: AppSharingSummary[] = integrated.flatMap((service, index) => {
    const launches = launchesPerApp[index] ?? [];
    const counts = countAttributes(launches, studentIds, window);
    const lastLaunchAt = lastLaunchOf(launches, studentIds);
    if (counts.launches === 0 || !lastLaunchAt) return [];
    return [{ service: { id: service.id, name: service.name }, lastLaunchAt, ...counts }];
  });
  apps.sort((a, b) => a.service.name.localeCompare(b.service.name));
  await recordAudit({
    actorId,
    effectiveUserId: user.id,
    action: 'school.data-sharing.view',
    subjectIds: [],
    schoolId: school.id,
    detail: { apps: apps.length },
    now,
  });
  return { school: schoolOfReport(school), window, apps, roster };
}

async function serviceOrNotFound(serviceId: string): Promise<Service> {
  const service = await getService(serviceId);
  if (!service) throw new NotFoundError(SERVICE_NOT_FOUND_MESSAGE);
  return service;
}

/**
 * GET /api/schools/{schoolId}/data-sharing/{serviceId}: one app's last 90 days at the school, with
 * each student who opened it (named as the school's setting allows, their classes, last launch and
 * the attributes received). Recorded in the audit trail with the students listed as subjects.
 */
export async function appDataSharing(
  user: SessionUser,
  actorId: string,
  schoolId: string,
  serviceId: string,
  now: Date,
): Promise<AppDataSharing> {
  const school = await administeredSchool(user, schoolId, DATA_SHARING_MESSAGES.notAdministrator);
  const window = sharingWindow(now);
  const [service, students, memberships, launches] = await Promise.all([
    serviceOrNotFound(serviceId),
    schoolStudents(school.id),
    listSchoolMemberships(school.id),
    listSchoolLaunches(school.id, serviceId, { from: window.from, to: window.asOf }),
  ]);
  const classes = await getClassGroups([...new Set(memberships.map((membership) => membership.classId))]);
  const classNames = new Map(classes.map((classGroup) => [classGroup.id, classGroup.name]));
  const classesOf = new Map<string, string[]>();
  for (const membership of memberships) {
    const name = classNames.get(membership.classId);
    if (name) classesOf.set(membership.userId, [...(classesOf.get(membership.userId) ?? []), name]);
  }
  const people = new Map(
    [...students].sort(byName).map((student) => [
      student.id,
      {
        name: reportName(student, 'student', school.studentNamesInReports),
        classes: (classesOf.get(student.id) ?? []).sort((a, b) => a.localeCompare(b)),
      },
    ]),
  );
  const counts = countAttributes(launches, new Set(people.keys()), window);
  const rows = sharingStudents(launches, people, window);
  await recordAudit({
    actorId,
    effectiveUserId: user.id,
    action: 'school.data-sharing.view',
    subjectIds: rows.map((row) => row.userId),
    schoolId: school.id,
    detail: { serviceId: service.id },
    now,
  });
  return {
    school: schoolOfReport(school),
    service: { id: service.id, name: service.name },
    window,
    launches: counts.launches,
    attributes: counts.attributes,
    students: rows,
  };
}
