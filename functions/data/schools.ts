import { BatchWriteCommand, TransactWriteCommand, type BatchWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { LRUCache } from 'lru-cache';
import * as z from 'zod/mini';
import { schoolSchema, type School } from '../../shared/schemas/schools';
import { schoolIdentity, schoolTerms, termKey, type SchoolTerm } from '../../shared/rules/school-terms';
import { batchGetItems } from './batch-get';
import { db, tableName } from './client';
import { defineEntity, ITEM_ABSENT, type Condition } from './entity';
import type { StoredItem } from './table-design';
import { userProfiles, type ProfileChanges } from './users';
import type { TransactItem } from './transactions';

/** The school's partition: the school item, its search terms, its classes ('School by id'). */
export function schoolPartition(schoolId: string): string {
  return `SCHOOL#${schoolId}`;
}

/** A school ('School by id' in table-design.ts). */
export const schools = defineEntity({
  name: 'school',
  schema: schoolSchema,
  key: { fields: ['id'], key: ({ id }) => ({ pk: schoolPartition(id), sk: 'SCHOOL' }) },
});

/** Whether public search may show the school (visitor-and-account §3). */
export function isSearchable(school: Pick<School, 'hidden' | 'vetted' | 'identified'>): boolean {
  return !school.hidden && school.vetted && school.identified;
}

/**
 * One search term of a school ('Schools by identification term'), written in the school's
 * transaction. It carries the school's public view and all of its terms, so a search ranks and
 * answers from the term items alone. Only a searchable school's terms are in gsi1 (sparse).
 */
export const schoolSearchTermSchema = z.object({
  schoolId: z.string(),
  kind: z.enum(['name', 'city', 'postcode']),
  token: z.string(),
  countryId: z.string(),
  searchable: z.boolean(),
  /** Lower-case name, so a partition lists schools alphabetically. */
  sortName: z.string(),
  /** Every term of the school, `<kind>:<token>`. */
  terms: z.array(z.string()),
  name: z.string(),
  address: z.nullable(z.string()),
  city: z.nullable(z.string()),
  postcode: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  stateId: z.nullable(z.string()),
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
        searchable ? { pk: schoolSearchPartition(countryId, { kind, token }), sk: `${sortName}#${schoolId}` } : null,
    },
    staffSearch: {
      index: 'gsi2',
      fields: ['kind', 'token', 'schoolId'],
      key: ({ kind, token, schoolId }) => ({ pk: staffSearchPartition(token), sk: `${token}#${kind}#${schoolId}` }),
    },
  },
});

/** The shortest word a staff name search looks for by its beginning (staff-console §9). */
export const STAFF_PREFIX_LENGTH = 5;

/**
 * The staff console's partition of a term ('Schools by search term'): every school, searchable or
 * not, by the term's first five characters, so one Query finds the name and city words and
 * postcodes that begin with a query word of five or more characters, or (shorter) are that word.
 */
function staffSearchPartition(token: string): string {
  return `SCHOOLTERM#${token.slice(0, STAFF_PREFIX_LENGTH)}`;
}

/** Term items of any school whose token begins with `token` (is it, when shorter than five characters), at most `limit`. */
export async function schoolTermsWithToken(token: string, limit: number): Promise<SchoolSearchTerm[]> {
  const page = await schoolSearchTerms.queryPage(
    {
      index: 'staffSearch',
      partition: staffSearchPartition(token),
      sortKeyPrefix: token.length >= STAFF_PREFIX_LENGTH ? token : `${token}#`,
    },
    { limit },
  );
  return page.items;
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

/** The term items of a school as they are stored. */
export function searchTermsOf(school: School): SchoolSearchTerm[] {
  const terms = schoolTerms(school);
  const keys = terms.map(termKey);
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
 * Stores a new school, its code and identity claims, its search terms and the creator's profile
 * (now its teacher and school administrator) in one transaction. Refused, changing nothing, when
 * the code or the identity is claimed or the creator already has a school.
 */
export async function createSchoolWithCreator(school: School, creatorChanges: ProfileChanges): Promise<void> {
  const value = schoolSchema.parse(school);
  const identity = identityOf(value);
  const puts = schoolPuts(value, identity, ITEM_ABSENT);
  const refusals: (SchoolWriteRefusal | null)[] = [
    'code-taken',
    'code-taken',
    ...(identity ? ['school-exists' as const] : []),
  ];
  const profile = await membershipUpdate(value.administrators[0] ?? '', creatorChanges);
  await runTransaction(
    [{ Update: profile }, ...puts],
    ['member-of-a-school', ...refusals, ...puts.slice(refusals.length).map(() => null)],
  );
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

export function getSchool(schoolId: string, options: { consistent?: boolean } = {}): Promise<School | null> {
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
    let unprocessed: BatchWriteCommandInput['RequestItems'] = {
      [tableName()]: batch.map((Item) => ({ PutRequest: { Item } })),
    };
    for (let timeouts = 0; unprocessed && Object.keys(unprocessed).length > 0;) {
      try {
        const result: { UnprocessedItems?: BatchWriteCommandInput['RequestItems'] } = await db().send(
          new BatchWriteCommand({ RequestItems: unprocessed }),
        );
        unprocessed = result.UnprocessedItems;
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

/** What staff may change on a school (inline editing, flags); its id, code and members are not among them. */
export type SchoolChanges = Partial<Omit<School, 'id' | 'code' | 'administrators' | 'createdAt'>>;

/**
 * Saves changes to a school with everything built from it, as saveSchoolDetails describes: staff
 * edits and flags (vetted, hidden) move its search terms and whether public search shows it.
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
