import {
  DATA_SHARING_MESSAGES,
  DATA_SHARING_WINDOW_DAYS,
  type RosterApp,
  type RosterChoices,
  type RosterCollectionRead,
  type RosterSharing,
} from '../../../shared/schemas/data-sharing';
import type { SchoolService } from '../../../shared/schemas/school-access';
import { SERVICE_NOT_FOUND_MESSAGE, type Service } from '../../../shared/schemas/service';
import type { SessionUser } from '../../../shared/schemas/user';
import {
  getRosterReleases,
  listSchoolRosterReads,
  listSchoolRosterSwitches,
  putRosterRelease,
  putRosterSwitch,
  rosterSwitches,
  type RosterRead,
  type RosterSwitch,
} from '../../data/roster-sharing';
import { listSchoolServices, schoolServices } from '../../data/school-services';
import { getService } from '../../data/services';
import { NotFoundError } from '../../platform/errors';
import { administeredSchool } from '../classes/class-access';
import { recordAudit } from '../core/audit/audit';
import { holdsApp, rosterSharingOn } from '../oneroster/sharing/roster-schools';

/** An app that can read a roster: an integrated app of the catalogue that can be opened (not coming soon). */
const readsRosters = (service: Service) => service.integrated && service.enabled;

/** One app's line: its switch, and what it read in the window (by collection, most records first). Pure. */
export function rosterApp(
  service: Service,
  access: SchoolService | null,
  switched: RosterSwitch | null,
  reads: readonly RosterRead[],
  now: Date,
): RosterApp {
  const byCollection = new Map<string, RosterCollectionRead>();
  let lastReadAt: string | null = null;
  for (const read of reads) {
    const entry = byCollection.get(read.collection) ?? { collection: read.collection, requests: 0, records: 0 };
    entry.requests += read.requests;
    entry.records += read.records;
    byCollection.set(read.collection, entry);
    if (!lastReadAt || read.lastReadAt > lastReadAt) lastReadAt = read.lastReadAt;
  }
  const collections = [...byCollection.values()].sort(
    (a, b) => b.records - a.records || a.collection.localeCompare(b.collection),
  );
  return {
    service: { id: service.id, name: service.name },
    free: service.free,
    sharing: rosterSharingOn(service, access, switched, now),
    switchedAt: switched?.updatedAt ?? null,
    lastReadAt,
    requests: collections.reduce((sum, entry) => sum + entry.requests, 0),
    records: collections.reduce((sum, entry) => sum + entry.records, 0),
    collections,
  };
}

/**
 * The report's roster section: the school's choices, and each app that can read rosters and that
 * the school has (held now, free, or read in the window), by name. Four reads of the school's
 * partitions beside the catalogue, one of them the window's reads (one Query).
 */
export async function schoolRosterSharing(
  schoolId: string,
  catalogue: readonly Service[],
  window: { from: string; asOf: string },
  now: Date,
): Promise<RosterSharing> {
  const [accesses, switches, [release], reads] = await Promise.all([
    listSchoolServices(schoolId),
    listSchoolRosterSwitches(schoolId),
    getRosterReleases([schoolId]),
    listSchoolRosterReads(schoolId, { from: window.from, to: window.asOf }),
  ]);
  const readsInWindow = reads.filter((read) => read.lastReadAt >= window.from);
  const apps = catalogue.filter(readsRosters).flatMap((service) => {
    const access = accesses.find((entry) => entry.serviceId === service.id) ?? null;
    const appReads = readsInWindow.filter((read) => read.serviceId === service.id);
    if (!service.free && !holdsApp(access, now) && appReads.length === 0) return [];
    const switched = switches.find((entry) => entry.serviceId === service.id) ?? null;
    return [rosterApp(service, access, switched, appReads, now)];
  });
  apps.sort((a, b) => a.service.name.localeCompare(b.service.name));
  return { sharesEmail: release?.sharesEmail ?? false, sharesStudentId: release?.sharesStudentId ?? false, apps };
}

/**
 * PUT /api/schools/{schoolId}/roster-sharing/{serviceId}: a school administrator (or staff with
 * school.manage, or staff logged in as an administrator: audited as the staff member) turns an
 * app's roster sharing on or off. It holds from the app's next request. Audited with what it was.
 */
export async function setRosterSharing(
  user: SessionUser,
  actorId: string,
  schoolId: string,
  serviceId: string,
  sharing: boolean,
  now: Date,
): Promise<{ app: RosterApp }> {
  const school = await administeredSchool(user, schoolId, DATA_SHARING_MESSAGES.notAdministrator);
  const service = await getService(serviceId);
  if (!service || !readsRosters(service)) throw new NotFoundError(SERVICE_NOT_FOUND_MESSAGE);
  const [access, before] = await Promise.all([
    schoolServices.get({ schoolId: school.id, serviceId }),
    rosterSwitches.get({ schoolId: school.id, serviceId }),
  ]);
  const was = rosterSharingOn(service, access, before, now);
  const switched: RosterSwitch = {
    schoolId: school.id,
    serviceId,
    sharing,
    updatedAt: now.toISOString(),
    updatedBy: actorId,
  };
  await putRosterSwitch(switched);
  await recordAudit({
    actorId,
    effectiveUserId: user.id,
    action: 'school.roster-sharing.set',
    subjectIds: [],
    schoolId: school.id,
    detail: { serviceId, from: was, to: sharing },
    now,
  });
  const from = new Date(now.getTime() - DATA_SHARING_WINDOW_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const reads = (await listSchoolRosterReads(school.id, { from, to: now.toISOString() })).filter(
    (read) => read.serviceId === serviceId && read.lastReadAt >= from,
  );
  return { app: rosterApp(service, access, switched, reads, now) };
}

/**
 * PUT /api/schools/{schoolId}/roster-sharing: whether the apps that read the school's roster get
 * e-mail addresses and Student IDs. Audited with both choices.
 */
export async function setRosterChoices(
  user: SessionUser,
  actorId: string,
  schoolId: string,
  choices: RosterChoices,
  now: Date,
): Promise<{ choices: RosterChoices }> {
  const school = await administeredSchool(user, schoolId, DATA_SHARING_MESSAGES.notAdministrator);
  await putRosterRelease({ schoolId: school.id, ...choices, updatedAt: now.toISOString(), updatedBy: actorId });
  await recordAudit({
    actorId,
    effectiveUserId: user.id,
    action: 'school.roster-choices.set',
    subjectIds: [],
    schoolId: school.id,
    detail: { ...choices },
    now,
  });
  return { choices };
}
