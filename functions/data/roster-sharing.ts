import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import { batchGetItems } from './batch-get';
import { db, tableName } from './client';
import { defineEntity } from './entity';
import { allPages, MAX_PAGE_SIZE, queryPage } from './paged-query';
import { schoolPartition } from './schools';
import { timeToLive } from './table-design';

/**
 * What a school lets the apps it has read through the OneRoster API (ARCHITECTURE 'What an app may
 * know about a person'): its switch per app, its choices for every app (e-mail addresses, Student
 * IDs), and the record of every read, per app and day.
 */

const ROSTER_SWITCH_PREFIX = 'ROSTERSWITCH#';

/**
 * A school's roster switch for one app (sk = ROSTERSWITCH#<serviceId> in the school's partition):
 * sharing false stops the app reading the school's roster; true lets an app the school holds for
 * free read it (free apps are off until the school turns them on). No item: the default. Also in
 * the app's switches (gsi1 ROSTERSWITCHES#<serviceId>), so the schools an app may read are found
 * without a Scan.
 */
export const rosterSwitches = defineEntity({
  name: 'roster-switch',
  schema: z.object({
    schoolId: z.string(),
    serviceId: z.string(),
    sharing: z.boolean(),
    updatedAt: isoDateTime,
    /** Who turned it (the administrator, or the staff member acting as one). */
    updatedBy: z.string(),
  }),
  key: {
    fields: ['schoolId', 'serviceId'],
    key: ({ schoolId, serviceId }) => ({ pk: schoolPartition(schoolId), sk: `${ROSTER_SWITCH_PREFIX}${serviceId}` }),
  },
  indexes: {
    byService: {
      index: 'gsi1',
      fields: ['serviceId', 'schoolId'],
      key: ({ serviceId, schoolId }) => ({ pk: `ROSTERSWITCHES#${serviceId}`, sk: schoolId }),
    },
  },
});
export type RosterSwitch = z.output<typeof rosterSwitches.schema>;

/** Every switch a school turned (one Query of its partition). */
export function listSchoolRosterSwitches(schoolId: string): Promise<RosterSwitch[]> {
  return rosterSwitches.queryAll({ partition: schoolPartition(schoolId), sortKeyPrefix: ROSTER_SWITCH_PREFIX });
}

const switchPositionSchema = z.pick(rosterSwitches.schema, { schoolId: true, sharing: true });
export type RosterSwitchPosition = z.output<typeof switchPositionSchema>;

/**
 * Every school's switch for one app, which way it is turned (one Query of gsi1, only those
 * attributes: it is read on every OneRoster request; as many items as schools that turned it).
 */
export async function listAppRosterSwitches(serviceId: string): Promise<RosterSwitchPosition[]> {
  const items = await allPages((cursor) =>
    queryPage(
      { index: 'gsi1', partition: `ROSTERSWITCHES#${serviceId}`, attributes: Object.keys(switchPositionSchema.shape) },
      { limit: MAX_PAGE_SIZE, cursor },
    ),
  );
  return items.map((item) => switchPositionSchema.parse(item));
}

/** Writes a school's switch for one app whole (the last administrator's word wins; audited by the domain). */
export function putRosterSwitch(value: RosterSwitch): Promise<void> {
  return rosterSwitches.put(value);
}

/**
 * A school's choices for every app that reads its roster (sk = ROSTERRELEASE in its partition):
 * whether apps get people's e-mail addresses and students' Student IDs. No item: neither.
 */
export const rosterReleases = defineEntity({
  name: 'roster-release',
  schema: z.object({
    schoolId: z.string(),
    sharesEmail: z.boolean(),
    sharesStudentId: z.boolean(),
    updatedAt: isoDateTime,
    updatedBy: z.string(),
  }),
  key: { fields: ['schoolId'], key: ({ schoolId }) => ({ pk: schoolPartition(schoolId), sk: 'ROSTERRELEASE' }) },
});
export type RosterRelease = z.output<typeof rosterReleases.schema>;

/** The choices of many schools (BatchGet, 100 a call side by side); a school without an item is absent. */
export async function getRosterReleases(schoolIds: readonly string[]): Promise<RosterRelease[]> {
  const items = await batchGetItems(schoolIds.map((schoolId) => rosterReleases.keyOf({ schoolId })));
  return items.map(rosterReleases.fromItem);
}

export function putRosterRelease(value: RosterRelease): Promise<void> {
  return rosterReleases.put(value);
}

/** How long the record of reads is kept: as long as launch records, so both answer a school year's questions. */
export const ROSTER_READ_RETENTION_DAYS = 400;

/**
 * What one app read of one school in one UTC day, by collection (pk = ROSTERREADS#<schoolId>,
 * sk = <YYYY-MM-DD>#<serviceId>#<collection>): requests and records counted with an atomic ADD, so
 * a request costs one write whatever its size, and the school's report reads a window of days with
 * one Query. Kept ROSTER_READ_RETENTION_DAYS (TTL).
 */
export const rosterReads = defineEntity({
  name: 'roster-read',
  schema: z.object({
    schoolId: z.string(),
    day: z.string(),
    serviceId: z.string(),
    collection: z.string(),
    requests: z.int().check(z.nonnegative()),
    records: z.int().check(z.nonnegative()),
    lastReadAt: isoDateTime,
    /** The API client of the last read (an app may hold more than one credential). */
    lastClientId: z.string(),
    ttl: z.int(),
  }),
  key: {
    fields: ['schoolId', 'day', 'serviceId', 'collection'],
    key: ({ schoolId, day, serviceId, collection }) => ({
      pk: `ROSTERREADS#${schoolId}`,
      sk: `${day}#${serviceId}#${collection}`,
    }),
  },
});
export type RosterRead = z.output<typeof rosterReads.schema>;

/** One request's read of one school's roster by an app, as the record counts it. */
export interface RosterReadCount {
  schoolId: string;
  serviceId: string;
  clientId: string;
  collection: string;
  records: number;
  at: Date;
}

/**
 * The write that counts one request's read (ADD requests 1, records n; the last read's time and
 * client): an UpdateItem's input, sent alone or in the transaction that also counts the client's
 * request against its rate limit.
 */
export function rosterReadUpdate(read: RosterReadCount) {
  const at = read.at.toISOString();
  const day = at.slice(0, 10);
  const keep = new Date(read.at.getTime() + ROSTER_READ_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  return {
    TableName: tableName(),
    Key: rosterReads.keyOf({ schoolId: read.schoolId, day, serviceId: read.serviceId, collection: read.collection }),
    UpdateExpression:
      'SET entity = :entity, schoolId = :schoolId, #day = :day, serviceId = :serviceId, #collection = :collection, lastReadAt = :at, lastClientId = :clientId, #ttl = :ttl ADD requests :one, #records :records',
    ExpressionAttributeNames: { '#day': 'day', '#collection': 'collection', '#ttl': 'ttl', '#records': 'records' },
    ExpressionAttributeValues: {
      ':entity': rosterReads.name,
      ':schoolId': read.schoolId,
      ':day': day,
      ':serviceId': read.serviceId,
      ':collection': read.collection,
      ':at': at,
      ':clientId': read.clientId,
      ':ttl': timeToLive(keep),
      ':one': 1,
      ':records': read.records,
    },
  };
}

/** Counts one request's read: one UpdateItem (rosterReadUpdate). */
export async function addRosterRead(read: RosterReadCount): Promise<void> {
  await db().send(new UpdateCommand(rosterReadUpdate(read)));
}

/** A school's reads from the day of `from` to the day of `to` (one Query; TTL'd items past `from` are left out by the key). */
export function listSchoolRosterReads(schoolId: string, window: { from: string; to: string }): Promise<RosterRead[]> {
  return rosterReads.queryAll({
    partition: `ROSTERREADS#${schoolId}`,
    sortKeyBetween: [window.from.slice(0, 10), `${window.to.slice(0, 10)}~`],
  });
}
