import { pairwiseNameId } from '../../app-launch/pairwise-name-id';
import { countRosterRequest, RosterAuthError } from '../auth/roster-client';
import { imsxStatusBody, RosterRequestError, unknownObject } from '../query/imsx-status';
import { pagingHeaders } from '../query/paging-headers';
import { applyRosterQuery, parseRosterQuery, type RosterQuery } from '../query/roster-query';
import { releasedPerson, type RosterSchool } from '../sharing/released-person';
import { admitRosterRead } from '../sharing/roster-admission';
import type { RosterReadRecord } from '../sharing/roster-reads';
import { ROSTER_COLLECTIONS, ROSTER_RELATIONS, type KindView } from './roster-endpoints';
import { mapSchoolRoster } from './roster-mapping';
import { emptyRosterRecords, type RosterRecords } from './roster-records';
import { selectionOf } from './roster-selections';
import { readSchoolRoster } from './school-roster';
import { keepNewest } from '../../../platform/warm-copies';

/** The path under `/ims/oneroster/rostering/v1p2` a read names: a collection, one record, or a parent's related records. */
export interface RosterPath {
  collection: string;
  sourcedId?: string;
  related?: string;
}

export interface RosterReadRequest {
  path: RosterPath;
  authorization: string | undefined;
  query: Readonly<Record<string, string | undefined>>;
  /** The request's own address (paging links keep its parameters). */
  requestUrl: string;
  /** The service's base address, `https://<site>/ims/oneroster/rostering/v1p2`. */
  baseUrl: string;
  now: Date;
}

/**
 * An answer of the service: always JSON, a refusal as the binding's imsx_StatusInfo. A read's body
 * comes already written as JSON (`json`: it is written while the request's write runs); a
 * refusal's as the object (`body`) for the caller to write.
 */
export type RosterAnswer = { status: number; headers: Record<string, string> } & ({ body: unknown } | { json: string });

export interface RosterPorts {
  /** The key of people's pairwise ids (a person's sourcedId is the NameID the app gets at launch). */
  pairwiseIdKey: () => Promise<Buffer>;
}

/** What a path names, or null for a path the service does not have. */
function endpointOf(
  path: RosterPath,
): { kind: KindView; select: (records: RosterRecords) => readonly object[] } | null {
  if (path.related !== undefined) {
    const relation = ROSTER_RELATIONS[path.collection]?.[path.related];
    const parent = ROSTER_COLLECTIONS[path.collection];
    if (!relation || !parent || path.sourcedId === undefined) return null;
    const parentId = path.sourcedId;
    return {
      kind: relation.kind,
      select: (records) => {
        // A parent the app may not see answers as if it did not exist (issue text).
        const parents = parent.select(records) as { sourcedId: string }[];
        if (!parents.some((record) => record.sourcedId === parentId)) throw unknownObject(path.collection, parentId);
        return relation.select(records, parentId);
      },
    };
  }
  const collection = ROSTER_COLLECTIONS[path.collection];
  return collection ?? null;
}

/**
 * Answers one read of the OneRoster 1.2 Rostering Service (docs/using/oneroster-api.md
 * 'Endpoints'): the app's token and scope first (or-auth), then the query's parameters, then the
 * rosters of the schools the app may read (or-sharing decides which, and what of each person),
 * mapped to OneRoster records (roster-mapping.ts), filtered, sorted and paged. Each school whose
 * records the answer holds gets one entry in its Data sharing report. Refusals are imsx answers:
 * 401/403/429 from the token, 400 for a bad parameter, 404 for a path, record or parent the app
 * cannot see.
 */
export async function answerRosterRead(request: RosterReadRequest, ports: RosterPorts): Promise<RosterAnswer> {
  try {
    return await answer(request, ports);
  } catch (error) {
    if (error instanceof RosterAuthError)
      return refusal(error.status, error.codeMinor, error.description, {
        ...(error.retryAfterSeconds ? { 'retry-after': String(error.retryAfterSeconds) } : {}),
        ...(error.status === 401 ? { 'www-authenticate': 'Bearer' } : {}),
      });
    if (error instanceof RosterRequestError) return refusal(error.status, error.codeMinor, error.description);
    throw error;
  }
}

function refusal(status: number, codeMinor: Parameters<typeof imsxStatusBody>[1], description: string, headers = {}) {
  return { status, headers, body: imsxStatusBody(status, codeMinor, description) };
}

async function answer(request: RosterReadRequest, ports: RosterPorts): Promise<RosterAnswer> {
  const { path, now } = request;
  const endpoint = endpointOf(path);
  if (!endpoint)
    throw new RosterRequestError(404, 'unknownobject', `The Rostering service has no endpoint ${describe(path)}.`);
  const namedSchool = path.collection === 'schools' ? path.sourcedId : undefined;
  const [{ client, schools, registered }, key] = await Promise.all([
    admitRosterRead(request.authorization, endpoint.kind.scope, namedSchool, now),
    ports.pairwiseIdKey(),
  ]);
  const single = path.sourcedId !== undefined && path.related === undefined;
  let answered: readonly unknown[];
  let build: () => { json: string; headers: Record<string, string> };
  try {
    const query = parseRosterQuery<Record<string, unknown>>(
      single ? { fields: request.query.fields } : request.query,
      endpoint.kind,
    );
    const records = await readRosters(schools, {
      baseUrl: request.baseUrl,
      now,
      // What the mapping depends on beyond the school: the app, what it is released, where it is served.
      snapshotKey: [client.serviceId, registered.join(','), request.baseUrl].join('\0'),
      personId: (userId) => pairwiseNameId(key, client.serviceId, userId),
      release: (school) => (person) => {
        const released = releasedPerson(person, { registered }, school);
        return {
          username: released.username,
          givenName: released.givenName ?? '',
          familyName: released.familyName ?? '',
          email: released.email,
          identifier: released.studentId,
        };
      },
    });
    const selected = selectionOf(records, path, endpoint.select);
    if (single) {
      const sourcedId = path.sourcedId ?? '';
      const record = selected.find((candidate) => (candidate as { sourcedId: string }).sourcedId === sourcedId);
      if (!record) throw unknownObject(path.collection, sourcedId);
      answered = [record];
      build = () => ({
        json: JSON.stringify({ [endpoint.kind.singleKey]: project([record], query)[0] }),
        headers: {},
      });
    } else {
      const { page, total } = applyRosterQuery(selected, { ...query, fields: undefined });
      answered = page;
      build = () => ({
        json: JSON.stringify({ [endpoint.kind.listKey]: project(page, query) }),
        headers: pagingHeaders(request.requestUrl, query, total),
      });
    }
  } catch (error) {
    // A bad parameter or an unknown record is a request too: counted (429 past the limit, as before it was read).
    if (error instanceof RosterRequestError) await countRosterRequest(client, now);
    throw error;
  }
  // The request's count (most often from what the function has taken of the client's minute, with
  // no write) and its one write, the schools' records of the read, run while the page is built and
  // written as JSON.
  const counting = countRosterRequest(
    client,
    now,
    readsOf(answered, schools, { client, collection: path.related ?? path.collection, now }),
  );
  // Awaited in `finally`; this only keeps an early failure from being unhandled while the page is built.
  counting.catch(() => undefined);
  let built: ReturnType<typeof build>;
  try {
    // The SDK sends the write once its own promises have settled: building first would hold it back
    // until the page was built, so the page is built in the next turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    built = build();
  } finally {
    await counting;
  }
  return { status: 200, headers: built.headers, json: built.json };
}

/** The records with only the fields the query selects (all without `fields`). */
function project(records: readonly unknown[], query: RosterQuery): unknown[] {
  if (!query.fields) return [...records];
  return applyRosterQuery(records, { limit: records.length, offset: 0, fields: query.fields }).page;
}

function describe(path: RosterPath): string {
  return [
    '',
    path.collection,
    ...(path.sourcedId === undefined ? [] : ['{sourcedId}']),
    ...(path.related ? [path.related] : []),
  ].join('/');
}

/**
 * How long a warm function answers a school's mapped roster from its own copy: paging through a
 * school of 5,000 students is about 60 requests in a row, and reading and mapping the school for
 * each would be most of their time. Who may read which school, and what each school shares, is
 * still decided on every request (the copy is kept per app, per school and per school's choices),
 * so a school that switches an app off is gone from its next answer; a roster change shows within
 * this time (docs/using/oneroster-api.md 'Endpoints').
 */
export const ROSTER_SNAPSHOT_MS = 30_000;
const SNAPSHOTS_KEPT = 100;
const snapshots = new Map<string, { readAt: number; records: Promise<RosterRecords | null> }>();
/** Which school each mapped record came from, set once as a school is mapped (for the record of reads). */
const schoolOfRecord = new WeakMap<object, string>();

interface ReadContext {
  baseUrl: string;
  now: Date;
  snapshotKey: string;
  personId: (userId: string) => string;
  release: (school: RosterSchool) => Parameters<typeof mapSchoolRoster>[1]['release'];
}

/** One school's records as the app may read them: the warm copy, or read and mapped now. */
function schoolRecords(school: RosterSchool, context: ReadContext): Promise<RosterRecords | null> {
  const key = [context.snapshotKey, school.schoolId, school.sharesEmail, school.sharesStudentId].join('\0');
  const at = context.now.getTime();
  const kept = snapshots.get(key);
  if (kept && at - kept.readAt >= 0 && at - kept.readAt < ROSTER_SNAPSHOT_MS) return kept.records;
  const records = readSchoolRoster(school.schoolId, context.now).then((roster) => {
    if (!roster) return null;
    const mapped = mapSchoolRoster(roster, { ...context, release: context.release(school) });
    for (const kind of Object.values(mapped)) for (const record of kind) schoolOfRecord.set(record, school.schoolId);
    return mapped;
  });
  // The oldest copies go first; a failed read is not kept.
  keepNewest(snapshots, key, { readAt: at, records }, SNAPSHOTS_KEPT);
  records.catch(() => snapshots.get(key)?.records === records && snapshots.delete(key));
  return records;
}

/** Every school's records side by side, joined in school order (the order of admitRosterRead's, so pages are stable). */
async function readRosters(schools: readonly RosterSchool[], context: ReadContext): Promise<RosterRecords> {
  const mapped = (await Promise.all(schools.map((school) => schoolRecords(school, context)))).filter(
    (records): records is RosterRecords => records !== null,
  );
  if (mapped.length === 1 && mapped[0]) return mapped[0];
  const records = emptyRosterRecords();
  for (const ofSchool of mapped)
    for (const kind of Object.keys(records) as (keyof RosterRecords)[])
      (records[kind] as object[]).push(...ofSchool[kind]);
  return records;
}

/** One read per school whose records the answer holds (or-sharing's record for the school's Data sharing report). */
function readsOf(
  answered: readonly unknown[],
  schools: readonly RosterSchool[],
  read: { client: { serviceId: string; clientId: string }; collection: string; now: Date },
): RosterReadRecord[] {
  const counts = new Map<string, number>();
  for (const record of answered) {
    const schoolId = schoolOfRecord.get(record as object);
    if (schoolId) counts.set(schoolId, (counts.get(schoolId) ?? 0) + 1);
  }
  return schools
    .filter((school) => counts.has(school.schoolId))
    .map((school) => ({
      serviceId: read.client.serviceId,
      clientId: read.client.clientId,
      schoolId: school.schoolId,
      collection: read.collection,
      records: counts.get(school.schoolId) ?? 0,
      at: read.now,
    }));
}
