import { RosterRequestError } from './imsx-status';
import {
  compareRosterValues,
  isDateField,
  isoTime,
  parseRosterFilter,
  rosterFilterMatcher,
  type RosterFilter,
} from './roster-filter';

/**
 * The query language of OneRoster 1.2's REST binding for every collection endpoint: `limit`,
 * `offset`, `sort` + `orderBy`, `fields` and `filter` (docs/using/oneroster-api.md "Filtering,
 * sorting and paging" says what an app may send and what it gets back).
 */

/** What of a collection may be filtered, sorted and selected: the model's fields of its class. */
export interface RosterCollection<T> {
  /** The collection's name in the answer's wrapper (`users`, `classes`), used in messages. */
  name: string;
  /** Top-level fields: each may be filtered on, sorted by and selected. */
  fields: readonly (keyof T & string)[];
  /**
   * Paths into nested objects that may be filtered on as well (`roles.role`,
   * `roles.org.sourcedId`, `school.sourcedId`); an array on the way matches when any element does.
   */
  filterPaths?: readonly string[];
}

export type RosterOrder = 'asc' | 'desc';

export interface RosterQuery {
  limit: number;
  offset: number;
  /** Sort keys in order (`sort=familyName,givenName`), all in `orderBy`'s direction. */
  sort?: { fields: readonly string[]; order: RosterOrder };
  /** The fields to return; absent means every field. */
  fields?: readonly string[];
  filter?: RosterFilter;
}

/** The binding's default page (1EdTech's OpenAPI definition: `limit` default 100, minimum 1). */
export const ROSTER_DEFAULT_LIMIT = 100;
/**
 * This service's largest page. The binding sets no maximum; a bigger `limit` is served as this
 * (as Ed-Fi's OneRoster 1.2 server clamps to its own), the Link header leading on to the rest.
 */
export const ROSTER_MAX_LIMIT = 10_000;

function invalidData(description: string): RosterRequestError {
  return new RosterRequestError(400, 'invaliddata', description);
}

/** A whole number of `least` or more; with `most`, a bigger one (however big) is served as `most`. */
function wholeNumber(name: string, text: string, least: number, most?: number): number {
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (most !== undefined && value > most) return most;
  if (!Number.isSafeInteger(value) || value < least) {
    throw invalidData(`${name} must be a whole number of ${least} or more, not '${text}'.`);
  }
  return value;
}

/** The comma list of a parameter, trimmed, without empty entries or repeats. */
function commaList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}

function present(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}

/**
 * Reads a collection request's parameters. Throws a 400 `RosterRequestError` naming what is wrong:
 * `invalid_filter_field` (a filter that does not parse, or names a field the collection has not),
 * `invalid_selection_field` (`fields` or `sort`: the 1.2 vocabulary has no `invalid_sort_field`),
 * `invaliddata` (`limit`,
 * `offset`, `orderBy`, a date that is not one). An empty parameter counts as absent.
 */
export function parseRosterQuery<T>(
  params: Readonly<Record<string, string | undefined>>,
  collection: RosterCollection<T>,
): RosterQuery {
  const known = new Set<string>(collection.fields);
  const listOfFields = collection.fields.join(', ');

  const limit = present(params.limit)
    ? wholeNumber('limit', params.limit.trim(), 1, ROSTER_MAX_LIMIT)
    : ROSTER_DEFAULT_LIMIT;
  const offset = present(params.offset) ? wholeNumber('offset', params.offset.trim(), 0) : 0;
  const query: RosterQuery = { limit, offset };

  if (present(params.fields)) {
    const fields = commaList(params.fields);
    const unknown = fields.filter((field) => !known.has(field));
    if (unknown.length > 0) {
      throw new RosterRequestError(
        400,
        'invalid_selection_field',
        `fields: ${quoteList(unknown)} ${unknown.length === 1 ? 'is not a field' : 'are not fields'} of ${collection.name}; its fields are ${listOfFields}.`,
      );
    }
    query.fields = fields;
  }

  const order = params.orderBy?.trim() || 'asc';
  if (order !== 'asc' && order !== 'desc') {
    throw invalidData(`orderBy must be asc or desc, not '${order}'.`);
  }
  if (present(params.sort)) {
    const fields = commaList(params.sort);
    const unknown = fields.filter((field) => !known.has(field));
    if (unknown.length > 0) {
      throw new RosterRequestError(
        400,
        'invalid_selection_field',
        `sort: ${collection.name} cannot be sorted by ${quoteList(unknown)}; sort by one of ${listOfFields}.`,
      );
    }
    query.sort = { fields, order };
  }

  if (present(params.filter)) {
    const filter = parseRosterFilter(params.filter);
    const filterable = new Set([...known, ...(collection.filterPaths ?? [])]);
    for (const clause of filter.clauses) {
      if (!filterable.has(clause.field)) {
        throw new RosterRequestError(
          400,
          'invalid_filter_field',
          `${collection.name} cannot be filtered on '${clause.field}'; filter on one of ${[...filterable].join(', ')}.`,
        );
      }
      if (clause.predicate !== '~' && isDateField(clause.field) && isoTime(clause.value) === undefined) {
        throw invalidData(
          `${clause.field} is a date: compare it with a date such as '2026-12-01' or '2026-12-01T00:00:00Z', not '${clause.value}'.`,
        );
      }
    }
    query.filter = filter;
  }
  return query;
}

function quoteList(names: readonly string[]): string {
  return names.map((name) => `'${name}'`).join(', ');
}

/**
 * Filters, sorts, counts and pages records, then keeps only the selected fields. `total` is the
 * count after the filter and before paging (the `X-Total-Count` the binding asks for). Without
 * `sort` the records keep the order they came in (the caller's stable order, so pages do not
 * overlap); the sort is stable, so equal keys keep it too.
 */
export function applyRosterQuery<T>(records: readonly T[], query: RosterQuery): { page: Partial<T>[]; total: number } {
  const { filter, sort, fields } = query;
  const matching = filter ? records.filter(rosterFilterMatcher(filter)) : records;
  const ordered = sort ? sortRecords(matching, sort.fields, sort.order) : matching;
  const slice = ordered.slice(query.offset, query.offset + query.limit);
  const page = fields ? slice.map((record) => selectFields(record, fields)) : [...slice];
  return { page, total: ordered.length };
}

/**
 * Sorts by keys worked out once per record (a date parsed once, not at every comparison), then
 * puts the records back in that order.
 */
function sortRecords<T>(records: readonly T[], fields: readonly string[], order: RosterOrder): T[] {
  const direction = order === 'asc' ? 1 : -1;
  const keyed = records.map((record) => ({ record, keys: fields.map((field) => sortKey(record, field)) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < fields.length; i += 1) {
      const aKey = a.keys[i];
      const bKey = b.keys[i];
      // A record without the field comes last in either direction.
      if (aKey === undefined || bKey === undefined) {
        if (aKey !== bKey) return aKey === undefined ? 1 : -1;
        continue;
      }
      const compared = compareRosterValues(aKey, bKey);
      if (compared !== 0) return compared * direction;
    }
    return 0;
  });
  return keyed.map(({ record }) => record);
}

/** A record's value to sort by: the first of an array, a date as its time. */
function sortKey(record: unknown, field: string): unknown {
  const value = (record as Record<string, unknown>)[field];
  const first = Array.isArray(value) ? value[0] : value;
  if (first === null || first === undefined) return undefined;
  return isoTime(first) ?? first;
}

function selectFields<T>(record: T, fields: readonly string[]): Partial<T> {
  const source = record as Record<string, unknown>;
  const selected: Record<string, unknown> = {};
  for (const field of fields) {
    if (field in source) selected[field] = source[field];
  }
  return selected as Partial<T>;
}
