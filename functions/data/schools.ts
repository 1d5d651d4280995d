import { sendBatchWrite } from './batch-write';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { LRUCache } from 'lru-cache';
import * as z from 'zod/mini';
import { schoolSchema, type School } from '../../shared/schemas/schools';
import {
  normaliseCode,
  normaliseEmail,
  schoolIdentity,
  schoolTerms,
  termKey,
  type SchoolTerm,
} from '../../shared/rules/school-terms';
import { queuedSince, schoolQueuesOf, type SchoolQueue } from '../../shared/rules/school-queues';
import { isoDateTime } from '../../shared/schemas/common';
import { batchGetItems } from './batch-get';
import { db, tableName } from './client';
import { defineEntity, ITEM_ABSENT, type Condition } from './entity';
import type { Page, PageRequest } from './paged-query';
import type { StoredItem } from './table-design';
import { userProfiles, type ProfileChanges } from './users';
import type { TransactItem } from './transactions';

/** The school's partition: the school item, its search terms, its classes ('School by id'). */
export function schoolPartition(schoolId: string): string {
  return `SCHOOL#${schoolId}`;
}

/**
 * A school ('School by id' in table-design.ts). `updatedAt` is when its name or reference number
 * last changed, for OneRoster delta reads (absent on schools not written since: their creation
 * time stands for it).
 */
export const schools = defineEntity({
  name: 'school',
  schema: z.extend(schoolSchema, { updatedAt: z.optional(isoDateTime) }),
  key: { fields: ['id'], key: ({ id }) => ({ pk: schoolPartition(id), sk: 'SCHOOL' }) },
  lastModified: { field: 'updatedAt', of: ['name', 'code'] },
});
/** A school as stored: the contract's school and when its name or code last changed. */
export type StoredSchool = z.output<typeof schools.schema>;

/** Whether public search may show the school (visitor-and-account §3). */
export function isSearchable(school: Pick<School, 'hidden' | 'vetted' | 'identified'>): boolean {
  return !school.hidden && school.vetted && school.identified;
}

/**
 * The kinds of a school's term items. Public search finds a searchable school by its name words,
 * city words and postcode (gsi1); the staff console finds any school by those, by its A-Number and
 * its e-mail address (gsi2), and lists the schools of each work queue (a 'queue' term per queue the
 * school waits in, also gsi2).
 */
export const PUBLIC_TERM_KINDS = ['name', 'city', 'postcode'] as const;
export const TERM_KINDS = [...PUBLIC_TERM_KINDS, 'code', 'email', 'queue'] as const;
export type TermKind = (typeof TERM_KINDS)[number];

/**
 * One term of a school ('Schools by identification term', 'Schools by search term', 'Schools of a
 * work queue'), written in the school's transaction. It carries the school's public view, its
 * staff view and all of its public terms, so a search ranks and answers from the term items alone.
 * Only a searchable school's public terms are in gsi1 (sparse).
 */
export const schoolSearchTermSchema = z.object({
  schoolId: z.string(),
  kind: z.enum(TERM_KINDS),
  token: z.string(),
  countryId: z.string(),
  searchable: z.boolean(),
  /** Lower-case name, so a partition lists schools alphabetically. */
  sortName: z.string(),
  /** Every public term of the school (name, city, postcode), `<kind>:<token>`. */
  terms: z.array(z.string()),
  name: z.string(),
  address: z.nullable(z.string()),
  city: z.nullable(z.string()),
  postcode: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  stateId: z.nullable(z.string()),
  /** A queue term: since when the school waits in it (the queue lists the longest waiting first). */
  queuedAt: z._default(z.nullable(isoDateTime), null),
  /**
   * The rest of the school, so the staff search answers from the term items alone. Optional:
   * items written before carry only the public view (staff search then reads the school).
   */
  staffView: z.optional(
    z.pick(schoolSchema, {
      code: true,
      competitive: true,
      demo: true,
      hidden: true,
      vetted: true,
      identified: true,
      marketingBlockExpiry: true,
      trialLockEnd: true,
      administrators: true,
      createdAt: true,
      studentNamesInReports: true,
      email: true,
      flagReason: true,
      flaggedAt: true,
      flaggedBy: true,
    }),
  ),
});
export type SchoolSearchTerm = z.infer<typeof schoolSearchTermSchema>;

/** The school a term item describes, when it carries the staff view (null for items written before it). */
export function schoolOfTerm(term: SchoolSearchTerm): School | null {
  if (!term.staffView) return null;
  const { name, address, city, postcode, phone, stateId, countryId, schoolId } = term;
  return { id: schoolId, name, address, city, postcode, phone, stateId, countryId, ...term.staffView };
}

export function schoolSearchPartition(countryId: string, term: SchoolTerm): string {
  return `SCHOOLSEARCH#${countryId}#${term.kind}#${term.token}`;
}

const isPublicKind = (kind: TermKind): kind is SchoolTerm['kind'] =>
  (PUBLIC_TERM_KINDS as readonly string[]).includes(kind);

export const schoolSearchTerms = defineEntity({
  name: 'school-search-term',
  schema: schoolSearchTermSchema,
  key: {
    fields: ['schoolId', 'kind', 'token'],
    key: ({ schoolId, kind, token }) => ({ pk: schoolPartition(schoolId), sk: `SEARCH#${kind}#${token}` }),
  },
  indexes: {
    search: {
      index: 'gsi1',
      fields: ['countryId', 'kind', 'token', 'sortName', 'schoolId', 'searchable'],
      key: ({ countryId, kind, token, sortName, schoolId, searchable }) =>
        searchable && isPublicKind(kind)
          ? { pk: schoolSearchPartition(countryId, { kind, token }), sk: `${sortName}#${schoolId}` }
          : null,
    },
    staffSearch: {
      index: 'gsi2',
      fields: ['kind', 'token', 'schoolId'],
      nullableFields: ['queuedAt'],
      key: ({ kind, token, schoolId }, { queuedAt }) =>
        kind === 'queue'
          ? { pk: schoolQueuePartition(token as SchoolQueue), sk: `${queuedAt ?? ''}#${schoolId}` }
          : isExactKind(kind)
            ? { pk: staffExactPartition(token), sk: `${kind}#${schoolId}` }
            : { pk: staffSearchPartition(token), sk: `${token}#${kind}#${schoolId}` },
    },
  },
});

/**
 * The staff console's partitions of terms are their first two characters: one Query finds every
 * name and city word beginning with a query word of two characters or more (a one-letter word of
 * a longer query is checked against each school's terms instead), and a postcode in full.
 */
export const STAFF_PARTITION_LENGTH = 2;

/** The staff console's partition of a term ('Schools by search term'): any school, searchable or not. */
function staffSearchPartition(token: string): string {
  return `SCHOOLTERM#${token.slice(0, STAFF_PARTITION_LENGTH)}`;
}

/**
 * A-Numbers and e-mail addresses are found in full only, each in a partition of its own ('Schools
 * by A-Number or e-mail'). In the two-character partitions they crowded the words: every A-Number
 * of a country begins alike ('AU…'), as do many school addresses ('office@…'), so the partition
 * of 'au' or 'of' held every school of the country beside the few words a name search reads.
 */
const EXACT_KINDS = ['code', 'email'] as const satisfies readonly TermKind[];
const isExactKind = (kind: TermKind) => (EXACT_KINDS as readonly TermKind[]).includes(kind);

function staffExactPartition(token: string): string {
  return `SCHOOLEXACT#${token}`;
}

/** The partition of a work queue ('Schools of a work queue'), longest waiting first. */
function schoolQueuePartition(queue: SchoolQueue): string {
  return `SCHOOLQUEUE#${queue}`;
}

/**
 * Term items of any school whose token begins with `token` (two characters or more), at most
 * `limit`, in token order; `complete` when no more are left unread.
 */
export async function staffTermsBeginningWith(
  token: string,
  limit: number,
): Promise<{ terms: SchoolSearchTerm[]; complete: boolean }> {
  if (token.length < STAFF_PARTITION_LENGTH)
    throw new Error(`A staff search term needs ${STAFF_PARTITION_LENGTH} characters`);
  const page = await schoolSearchTerms.queryPage(
    { index: 'staffSearch', partition: staffSearchPartition(token), sortKeyPrefix: token },
    { limit },
  );
  return { terms: page.items, complete: page.cursor === null };
}

/** More schools than one A-Number or address ever names (a shared office address): the first are enough. */
const EXACT_TERMS_READ = 25;

/** The A-Number and e-mail terms that are this token in full: one Query of its own small partition. */
export async function staffTermsExactly(token: string): Promise<SchoolSearchTerm[]> {
  const page = await schoolSearchTerms.queryPage(
    { index: 'staffSearch', partition: staffExactPartition(token) },
    { limit: EXACT_TERMS_READ },
  );
  return page.items;
}

/** A page of the schools waiting in a work queue, longest waiting first ('Schools of a work queue'). */
export async function schoolsInQueue(queue: SchoolQueue, request: PageRequest): Promise<Page<School>> {
  const page = await schoolSearchTerms.queryPage(
    { index: 'staffSearch', partition: schoolQueuePartition(queue) },
    request,
  );
  return { items: page.items.flatMap((term) => schoolOfTerm(term) ?? []), cursor: page.cursor };
}

/** The school reference number's claim: one item per code ('School by code'), so a code names one school. */
export const schoolCodeClaims = defineEntity({
  name: 'school-code',
  schema: z.object({ code: z.string(), schoolId: z.string() }),
  key: { fields: ['code'], key: ({ code }) => ({ pk: `SCHOOLCODE#${code}`, sk: 'SCHOOLCODE' }) },
});

/** The claim of a school's identity (country, postcode, name words), so the same school is made once. */
export const schoolIdentityClaims = defineEntity({
  name: 'school-identity',
  schema: z.object({ identity: z.string(), schoolId: z.string() }),
  key: { fields: ['identity'], key: ({ identity }) => ({ pk: `SCHOOLIDENTITY#${identity}`, sk: 'SCHOOLIDENTITY' }) },
});

/** The terms only the staff console and its work queues use: the A-Number, the e-mail address, the queues. */
function staffTermsOf(school: School): { kind: TermKind; token: string; queuedAt: string | null }[] {
  const code = normaliseCode(school.code);
  const email = normaliseEmail(school.email);
  return [
    ...(code ? [{ kind: 'code' as const, token: code, queuedAt: null }] : []),
    ...(email ? [{ kind: 'email' as const, token: email, queuedAt: null }] : []),
    ...schoolQueuesOf(school).map((queue) => ({
      kind: 'queue' as const,
      token: queue,
      queuedAt: queuedSince(school, queue),
    })),
  ];
}

/** The term items of a school as they are stored. */
export function searchTermsOf(school: School): SchoolSearchTerm[] {
  const publicTerms = schoolTerms(school);
  const keys = publicTerms.map(termKey);
  const terms = [...publicTerms.map((term) => ({ ...term, queuedAt: null })), ...staffTermsOf(school)];
  return terms.map((term) => ({
    schoolId: school.id,
    kind: term.kind,
    token: term.token,
    countryId: school.countryId,
    searchable: isSearchable(school),
    sortName: school.name.toLowerCase(),
    terms: keys,
    name: school.name,
    address: school.address,
    city: school.city,
    postcode: school.postcode,
    phone: school.phone,
    stateId: school.stateId,
    queuedAt: term.queuedAt,
    staffView: {
      code: school.code,
      competitive: school.competitive,
      demo: school.demo,
      hidden: school.hidden,
      vetted: school.vetted,
      identified: school.identified,
      marketingBlockExpiry: school.marketingBlockExpiry,
      trialLockEnd: school.trialLockEnd,
      administrators: school.administrators,
      studentNamesInReports: school.studentNamesInReports,
      createdAt: school.createdAt,
      email: school.email,
      flagReason: school.flagReason,
      flaggedAt: school.flaggedAt,
      flaggedBy: school.flaggedBy,
    },
  }));
}

/** The puts of a school with its claims and terms (for a new school, or the seed). */
function schoolPuts(school: School, identity: string | null, condition?: Condition): TransactItem[] {
  return [
    { Put: schools.putRequest(school, condition) },
    { Put: schoolCodeClaims.putRequest({ code: school.code, schoolId: school.id }, condition) },
    ...(identity ? [{ Put: schoolIdentityClaims.putRequest({ identity, schoolId: school.id }, condition) }] : []),
    ...searchTermsOf(school).map((term) => ({ Put: schoolSearchTerms.putRequest(term) })),
  ];
}

export function identityOf(school: Pick<School, 'name' | 'postcode' | 'countryId'>): string | null {
  return schoolIdentity(school);
}

/** Why a school's creation or a join was refused, read from the transaction's cancellation reasons. */
export type SchoolWriteRefusal =
  'code-taken' | 'school-exists' | 'member-of-a-school' | 'school-unavailable' | 'school-changed';

export class SchoolWriteRefusedError extends Error {
  constructor(readonly refusal: SchoolWriteRefusal) {
    super(`The school write was refused: ${refusal}`);
  }
}

/** A profile that has no school yet (absent or null). */
export const NO_SCHOOL_YET: Condition = {
  expression: 'attribute_not_exists(#schoolId) OR attribute_type(#schoolId, :schoolNull)',
  names: { '#schoolId': 'schoolId' },
  values: { ':schoolNull': 'NULL' },
};

/** A profile that is a member of this school (a move from it is conditioned on it). */
export function memberOfSchool(schoolId: string): Condition {
  return { expression: '#schoolId = :memberOf', names: { '#schoolId': 'schoolId' }, values: { ':memberOf': schoolId } };
}

async function runTransaction(items: TransactItem[], refusals: (SchoolWriteRefusal | null)[]): Promise<void> {
  try {
    await db().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') throw error;
    const reasons = (error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    const failed = reasons.findIndex((reason) => reason.Code === 'ConditionalCheckFailed');
    const refusal = failed >= 0 ? refusals[failed] : null;
    if (refusal) throw new SchoolWriteRefusedError(refusal);
    throw error;
  }
}

/** The profile changes of a member joining or creating a school: held unchanged fields are read first. */
async function membershipUpdate(userId: string, changes: ProfileChanges) {
  const { input } = await userProfiles.updateRequest({ id: userId }, changes, { condition: NO_SCHOOL_YET });
  return input;
}

/**
 * Stores a new school, its code and identity claims, its search terms and, for a teacher's new
 * school, the creator's profile (now its teacher and school administrator) in one transaction.
 * Refused, changing nothing, when the code or the identity is claimed or the creator already has
 * a school. Staff create a school with no creator (the console's Create School).
 */
export async function createSchoolRecord(school: School, creatorChanges?: ProfileChanges): Promise<void> {
  const value = schoolSchema.parse(school);
  const identity = identityOf(value);
  const puts = schoolPuts(value, identity, ITEM_ABSENT);
  const refusals: (SchoolWriteRefusal | null)[] = [
    'code-taken',
    'code-taken',
    ...(identity ? ['school-exists' as const] : []),
    ...puts.slice(identity ? 3 : 2).map(() => null),
  ];
  if (!creatorChanges) return runTransaction(puts, refusals);
  const profile = await membershipUpdate(value.administrators[0] ?? '', creatorChanges);
  await runTransaction([{ Update: profile }, ...puts], ['member-of-a-school', ...refusals]);
}

/**
 * An administrator adds an account with no school to their school (addExistingTeacher): any
 * school, searchable or not. False when the account has a school by now (nothing changed).
 */
export async function addMemberWithoutSchool(
  schoolId: string,
  userId: string,
  changes: ProfileChanges,
): Promise<boolean> {
  try {
    await userProfiles.update({ id: userId }, { ...changes, schoolId }, { condition: NO_SCHOOL_YET });
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** Only a searchable school can be joined: the check is part of the join's transaction. */
const SEARCHABLE: Condition = {
  expression: 'attribute_exists(#schoolPk) AND #vetted = :yes AND #identified = :yes AND #hidden = :no',
  names: { '#schoolPk': 'pk', '#vetted': 'vetted', '#identified': 'identified', '#hidden': 'hidden' },
  values: { ':yes': true, ':no': false },
};

/** Makes a user a member of a searchable school, if they have none, in one transaction. */
export async function joinSchoolAsMember(schoolId: string, userId: string, changes: ProfileChanges): Promise<void> {
  const profile = await membershipUpdate(userId, { ...changes, schoolId });
  const check = {
    TableName: tableName(),
    Key: schools.keyOf({ id: schoolId }),
    ConditionExpression: SEARCHABLE.expression,
    ExpressionAttributeNames: SEARCHABLE.names,
    ExpressionAttributeValues: SEARCHABLE.values,
  };
  await runTransaction([{ ConditionCheck: check }, { Update: profile }], ['school-unavailable', 'member-of-a-school']);
}

export function getSchool(schoolId: string, options: { consistent?: boolean } = {}): Promise<StoredSchool | null> {
  return schools.get({ id: schoolId }, options);
}

/** Schools by id (missing ones left out), in the order asked. */
export async function getSchools(schoolIds: readonly string[]): Promise<School[]> {
  const items = await batchGetItems(schoolIds.map((id) => schools.keyOf({ id })));
  const byId = new Map(items.map((item) => schools.fromItem(item)).map((school) => [school.id, school]));
  return schoolIds.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Term partitions that filled a search's page: common words such as 'primary' or 'public', whose
 * gsi1 partition every search for such a school reads (a hot partition in AWS, and one Query of a
 * search's time). Kept a minute per warm function. A term with fewer schools than the page is
 * always read fresh, so a newly vetted school is found at once by its own words and postcode;
 * a common word's page only lists the first schools alphabetically and ranks below them anyway.
 */
const COMMON_TERM_MS = 60_000;
const commonTermPages = new LRUCache<string, SchoolSearchTerm[]>({ max: 200, ttl: COMMON_TERM_MS });

/**
 * Searchable schools of a country with one term, alphabetically, at most `limit` ('Schools by
 * identification term'): one Query of one gsi1 partition, unless a common word's page is kept.
 */
export async function schoolsWithTerm(countryId: string, term: SchoolTerm, limit: number): Promise<SchoolSearchTerm[]> {
  const partition = schoolSearchPartition(countryId, term);
  const cacheKey = `${partition}|${limit}`;
  const kept = commonTermPages.get(cacheKey);
  if (kept) return kept;
  const page = await schoolSearchTerms.queryPage({ index: 'search', partition }, { limit });
  if (page.cursor !== null) commonTermPages.set(cacheKey, page.items);
  return page.items;
}

/** Every item of a school as stored: the school, its claims and its search terms (for batch writes). */
export function schoolItems(school: School): StoredItem[] {
  const value = schoolSchema.parse(school);
  const identity = identityOf(value);
  return [
    schools.toItem(value),
    schoolCodeClaims.toItem({ code: value.code, schoolId: value.id }),
    ...(identity ? [schoolIdentityClaims.toItem({ identity, schoolId: value.id })] : []),
    ...searchTermsOf(value).map((term) => schoolSearchTerms.toItem(term)),
  ];
}

const BATCH_SIZE = 25;
const BATCH_TIMEOUT_RETRIES = 5;

/**
 * Writes schools with their claims and terms in BatchWrite requests, `parallel` at a time (the
 * seed, tests and the benchmark): no conditions, so a school written again replaces its items.
 */
export async function putSchools(list: readonly School[], options: { parallel?: number } = {}): Promise<void> {
  const items = list.flatMap(schoolItems);
  const batches: StoredItem[][] = [];
  for (let start = 0; start < items.length; start += BATCH_SIZE) batches.push(items.slice(start, start + BATCH_SIZE));
  const writeBatch = async (batch: StoredItem[]) => {
    for (let timeouts = 0; ;) {
      try {
        return await sendBatchWrite(batch.map((Item) => ({ PutRequest: { Item } })));
      } catch (error) {
        // Puts without conditions can be sent again: a busy table (DynamoDB Local under a bulk
        // load) that times out is given the same batch a few more times.
        timeouts += 1;
        if (!(error instanceof Error && error.name === 'TimeoutError') || timeouts > BATCH_TIMEOUT_RETRIES) throw error;
      }
    }
  };
  const parallel = Math.max(1, options.parallel ?? 1);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < batches.length) {
        const batch = batches[next];
        next += 1;
        if (batch) await writeBatch(batch);
      }
    }),
  );
}

/** The fields of a school its administrators change on My School. */
export type SchoolDetails = Pick<
  School,
  'address' | 'city' | 'postcode' | 'phone' | 'competitive' | 'studentNamesInReports'
>;

/**
 * The school's fields its term items (the public view and the staff view) and identity claim are
 * built from: held by the condition of every write that writes the term items again, so the term
 * items never describe a school that changed underneath.
 */
const TERM_FIELDS = [
  'name',
  'address',
  'city',
  'postcode',
  'phone',
  'countryId',
  'stateId',
  'hidden',
  'vetted',
  'identified',
  'demo',
  'competitive',
  'marketingBlockExpiry',
  'trialLockEnd',
  'administrators',
  'code',
  'email',
  'flagReason',
  'flaggedAt',
  'flaggedBy',
] as const;

/** The condition that the school's term fields are as read (null: absent or NULL). */
export function unchangedSince(before: School): Condition {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const parts = TERM_FIELDS.map((field, position) => {
    names[`#sd${position}`] = field;
    const value = before[field];
    if (value === null) {
      values[':sdnull'] = 'NULL';
      return `(attribute_not_exists(#sd${position}) OR attribute_type(#sd${position}, :sdnull))`;
    }
    values[`:sd${position}`] = value;
    return `#sd${position} = :sd${position}`;
  });
  return { expression: parts.join(' AND '), names, values };
}

/**
 * Saves My School's fields in one transaction with what is built from them: every term item is
 * written again (they carry the school's public view), the terms the school no longer has are
 * deleted (so a search by its old city no longer finds it), and a new postcode moves its identity
 * claim. Refused, changing nothing, with 'school-changed' when the school's term fields changed
 * since `before` was read, and 'school-exists' when another school holds the new identity.
 */
export function saveSchoolDetails(before: School, details: SchoolDetails): Promise<School> {
  return saveSchoolChanges(before, details);
}

/** What staff may change on a school (inline editing, Settings, flags); its id and members are not among them. */
export type SchoolChanges = Partial<Omit<School, 'id' | 'administrators' | 'createdAt'>>;

/**
 * Saves changes to a school with everything built from it, as saveSchoolDetails describes: staff
 * edits and flags (vetted, identified, hidden, flagged) move its search terms, its work queues and
 * whether public search shows it; a new A-Number moves its code claim ('code-taken' when another
 * school holds it).
 */
export async function saveSchoolChanges(before: School, changes: SchoolChanges): Promise<School> {
  const after = schoolSchema.parse({ ...before, ...changes });
  const { input: update } = await schools.updateRequest({ id: before.id }, changes, {
    condition: unchangedSince(before),
  });
  const newTerms = searchTermsOf(after);
  const kept = new Set(newTerms.map((term) => `${term.kind}:${term.token}`));
  const dropped = searchTermsOf(before).filter((term) => !kept.has(`${term.kind}:${term.token}`));
  const [oldIdentity, newIdentity] = [identityOf(before), identityOf(after)];
  const ownClaim: Condition = {
    expression: 'attribute_not_exists(#pk) OR schoolId = :schoolId',
    names: { '#pk': 'pk' },
    values: { ':schoolId': before.id },
  };
  const claims: { item: TransactItem; refusal: SchoolWriteRefusal | null }[] =
    oldIdentity === newIdentity
      ? []
      : [
          ...(oldIdentity
            ? [
                {
                  item: { Delete: schoolIdentityClaims.removeRequest({ identity: oldIdentity }, ownClaim) },
                  refusal: null,
                },
              ]
            : []),
          ...(newIdentity
            ? [
                {
                  item: {
                    Put: schoolIdentityClaims.putRequest({ identity: newIdentity, schoolId: before.id }, ownClaim),
                  },
                  refusal: 'school-exists' as const,
                },
              ]
            : []),
        ];
  if (after.code !== before.code)
    claims.push(
      {
        item: { Delete: schoolCodeClaims.removeRequest({ code: before.code }, ownClaim) },
        refusal: null,
      },
      {
        item: { Put: schoolCodeClaims.putRequest({ code: after.code, schoolId: before.id }, ITEM_ABSENT) },
        refusal: 'code-taken',
      },
    );
  const items: TransactItem[] = [
    { Update: update },
    ...claims.map((claim) => claim.item),
    ...dropped.map((term) => ({ Delete: schoolSearchTerms.removeRequest(term) })),
    ...newTerms.map((term) => ({ Put: schoolSearchTerms.putRequest(term) })),
  ];
  await runTransaction(items, ['school-changed', ...claims.map((claim) => claim.refusal)]);
  commonTermPages.clear();
  return after;
}

/**
 * Writes a school's term items again from the school itself: every term it has now is put, and
 * the stored ones it no longer has are deleted, in one transaction conditioned on the school being
 * as read ('school-changed' otherwise). For the migration after a release that changes what the
 * term items hold or how they are keyed (reindex-schools.ts).
 */
export async function rewriteSchoolTerms(school: School): Promise<void> {
  const stored = await schoolSearchTerms.queryAll({ partition: schoolPartition(school.id), sortKeyPrefix: 'SEARCH#' });
  const terms = searchTermsOf(school);
  const kept = new Set(terms.map((term) => `${term.kind}:${term.token}`));
  const condition = unchangedSince(school);
  const check = {
    TableName: tableName(),
    Key: schools.keyOf({ id: school.id }),
    ConditionExpression: condition.expression,
    ExpressionAttributeNames: condition.names,
    ExpressionAttributeValues: condition.values,
  };
  await runTransaction(
    [
      { ConditionCheck: check },
      ...stored
        .filter((term) => !kept.has(`${term.kind}:${term.token}`))
        .map((term) => ({ Delete: schoolSearchTerms.removeRequest(term) })),
      ...terms.map((term) => ({ Put: schoolSearchTerms.putRequest(term) })),
    ],
    ['school-changed'],
  );
  commonTermPages.clear();
}
