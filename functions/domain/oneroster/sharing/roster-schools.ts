import type { Service } from '../../../../shared/schemas/service';
import { readRosterRequestItems, type RosterRequestItems } from '../../../data/roster-requests';
import {
  getRosterReleases,
  listAppRosterSwitches,
  type RosterRelease,
  type RosterSwitch,
  type RosterSwitchPosition,
} from '../../../data/roster-sharing';
import { listServiceSchools, type SchoolHolding } from '../../../data/school-services';
import { getService } from '../../../data/services';
import type { RosterSchool } from './released-person';

export type { RosterSchool } from './released-person';

/**
 * Whether a school holds an app now through its school access (staff-console §3 schoolService): a
 * subscription or a school trial not yet ended, or perpetual access. A teacher's own trial is one
 * teacher trying the app, not the school taking it: it gives the app no roster. Pure.
 */
export function holdsApp(access: SchoolHolding | null, now: Date): boolean {
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
  access: SchoolHolding | null,
  switched: Pick<RosterSwitch, 'sharing'> | null,
  now: Date,
): boolean {
  if (!service.integrated || !service.enabled) return false;
  if (service.free) return switched?.sharing === true;
  return holdsApp(access, now) && switched?.sharing !== false;
}

/** A school's choices as its item holds them, a school without any sharing neither e-mail addresses nor Student IDs. */
function withRelease(schoolId: string, release: RosterRelease | null | undefined): RosterSchool {
  return { schoolId, sharesEmail: release?.sharesEmail ?? false, sharesStudentId: release?.sharesStudentId ?? false };
}

/** The schools' choices (one BatchGet). */
async function withReleases(schoolIds: readonly string[]): Promise<RosterSchool[]> {
  const releases = new Map((await getRosterReleases(schoolIds)).map((release) => [release.schoolId, release]));
  return schoolIds.map((schoolId) => withRelease(schoolId, releases.get(schoolId)));
}

/** What an app's schools are decided from: the schools holding it and the schools' switches for it. */
export interface AppSchools {
  accesses: SchoolHolding[];
  switches: RosterSwitchPosition[];
}

/**
 * The schools holding an app (gsi1 APPSCHOOLS#; none for a free app, which every school has) and
 * the schools' switches for it (gsi1 ROSTERSWITCHES#): two Queries side by side, of only the
 * attributes that decide. No Scan.
 */
export async function readAppSchools(service: Pick<Service, 'id' | 'free'>): Promise<AppSchools> {
  const [accesses, switches] = await Promise.all([
    service.free ? [] : listServiceSchools(service.id),
    listAppRosterSwitches(service.id),
  ]);
  return { accesses, switches };
}

/**
 * The schools whose roster an app may read now (ARCHITECTURE 'What an app may know about a person'),
 * from its schools as read (readAppSchools): the schools that have it (a subscription, school trial
 * or perpetual access; a free app: the schools that turned its roster sharing on) and have not
 * switched its roster sharing off, by id, each with its choices (a BatchGet).
 */
export async function rosterSchoolsFrom(service: Service, read: AppSchools, now: Date): Promise<RosterSchool[]> {
  const accessOf = new Map(read.accesses.map((access) => [access.schoolId, access]));
  const switchOf = new Map(read.switches.map((switched) => [switched.schoolId, switched]));
  const candidates = [...new Set([...accessOf.keys(), ...switchOf.keys()])];
  const schoolIds = candidates
    .filter((schoolId) => rosterSharingOn(service, accessOf.get(schoolId) ?? null, switchOf.get(schoolId) ?? null, now))
    .sort();
  return withReleases(schoolIds);
}

/** The schools whose roster an app may read now (rosterSchoolsFrom, after readAppSchools). */
export async function rosterSchoolsOf(serviceId: string, now: Date): Promise<RosterSchool[]> {
  const service = await getService(serviceId);
  if (!service) return [];
  return rosterSchoolsFrom(service, await readAppSchools(service), now);
}

/**
 * The named school, if the app may read its roster now (as rosterSchoolsOf decides), from its
 * items as a request's first read holds them (readRosterRequestItems: access, switch and choices
 * in one BatchGet); else null. Pure.
 */
export function rosterSchoolFrom(
  service: Service | null,
  schoolId: string,
  items: RosterRequestItems['school'],
  now: Date,
): RosterSchool | null {
  if (!service || !items || !rosterSharingOn(service, items.access, items.switched, now)) return null;
  return withRelease(schoolId, items.release);
}

/** One school, if the app may read its roster now, else null: one BatchGet of its items. */
export async function rosterSchoolOf(serviceId: string, schoolId: string, now: Date): Promise<RosterSchool | null> {
  const [service, items] = await Promise.all([getService(serviceId), readRosterRequestItems({ serviceId, schoolId })]);
  return rosterSchoolFrom(service, schoolId, items.school, now);
}
