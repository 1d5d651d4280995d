import type { SchoolService } from '../../../../shared/schemas/school-access';
import type { Service } from '../../../../shared/schemas/service';
import {
  getRosterReleases,
  listAppRosterSwitches,
  rosterSwitches,
  type RosterSwitch,
} from '../../../data/roster-sharing';
import { listServiceSchools, schoolServices } from '../../../data/school-services';
import { getService } from '../../../data/services';
import type { RosterSchool } from './released-person';

export type { RosterSchool } from './released-person';

/**
 * Whether a school holds an app now through its school access (staff-console §3 schoolService): a
 * subscription or a school trial not yet ended, or perpetual access. A teacher's own trial is one
 * teacher trying the app, not the school taking it: it gives the app no roster. Pure.
 */
export function holdsApp(access: SchoolService | null, now: Date): boolean {
  if (!access) return false;
  const running = (end: string | null) => end !== null && Date.parse(end) > now.getTime();
  return access.perpetual || running(access.subscriptionEnd) || running(access.trialEnd);
}

/**
 * Whether the app may read the school's roster: an app the school holds, unless the school switched
 * it off; a free app (every school has it, without any agreement with its maker) only once the
 * school switched it on. Pure.
 */
export function rosterSharingOn(
  service: Pick<Service, 'free' | 'integrated' | 'enabled'>,
  access: SchoolService | null,
  switched: Pick<RosterSwitch, 'sharing'> | null,
  now: Date,
): boolean {
  if (!service.integrated || !service.enabled) return false;
  if (service.free) return switched?.sharing === true;
  return holdsApp(access, now) && switched?.sharing !== false;
}

/** The schools' choices, a school without any sharing neither e-mail addresses nor Student IDs. */
async function withReleases(schoolIds: readonly string[]): Promise<RosterSchool[]> {
  const releases = new Map((await getRosterReleases(schoolIds)).map((release) => [release.schoolId, release]));
  return schoolIds.map((schoolId) => ({
    schoolId,
    sharesEmail: releases.get(schoolId)?.sharesEmail ?? false,
    sharesStudentId: releases.get(schoolId)?.sharesStudentId ?? false,
  }));
}

/**
 * The schools whose roster an app may read now (ARCHITECTURE 'What an app may know about a person'):
 * the schools that have it (a subscription, school trial or perpetual access; a free app: the schools
 * that turned its roster sharing on) and have not switched its roster sharing off, by id. Two Queries
 * side by side (the schools holding the app, gsi1 APPSCHOOLS#; the schools' switches for it, gsi1
 * ROSTERSWITCHES#) and a BatchGet of the schools' choices: no Scan.
 */
export async function rosterSchoolsOf(serviceId: string, now: Date): Promise<RosterSchool[]> {
  const service = await getService(serviceId);
  if (!service) return [];
  const [accesses, switches] = await Promise.all([
    service.free ? [] : listServiceSchools(serviceId),
    listAppRosterSwitches(serviceId),
  ]);
  const accessOf = new Map(accesses.map((access) => [access.schoolId, access]));
  const switchOf = new Map(switches.map((switched) => [switched.schoolId, switched]));
  const candidates = [...new Set([...accessOf.keys(), ...switchOf.keys()])];
  const schoolIds = candidates
    .filter((schoolId) => rosterSharingOn(service, accessOf.get(schoolId) ?? null, switchOf.get(schoolId) ?? null, now))
    .sort();
  return withReleases(schoolIds);
}

/**
 * One school, if the app may read its roster now (as rosterSchoolsOf decides), else null: three
 * GetItems side by side, for a request that names its school (`schools/{id}/…`).
 */
export async function rosterSchoolOf(serviceId: string, schoolId: string, now: Date): Promise<RosterSchool | null> {
  const [service, access, switched] = await Promise.all([
    getService(serviceId),
    schoolServices.get({ schoolId, serviceId }),
    rosterSwitches.get({ schoolId, serviceId }),
  ]);
  if (!service || !rosterSharingOn(service, access, switched, now)) return null;
  return (await withReleases([schoolId]))[0] ?? null;
}
