import { RosterRequestError } from './imsx-status';

/**
 * The `filter` parameter of OneRoster 1.2's REST binding: predicates `field<op>'value'` joined by
 * ` AND ` or ` OR `. The binding's grammar is one predicate or two joined by one logical operator
 * (its example: `familyName='jones' AND dateLastModified>'2015-01-01'`); longer chains with one
 * operator throughout are taken too, a mix of AND and OR is refused (no precedence is defined). The binding's seven predicates are below; values are written in single
 * quotes (a bare value without spaces is taken as well, as several clients send `primary=true`).
 * A quote inside a value is written twice (`familyName='O''Brien'`), the usual SQL escape: the
 * binding names none.
 */
export const ROSTER_PREDICATES = ['=', '!=', '>', '>=', '<', '<=', '~'] as const;
export type RosterPredicate = (typeof ROSTER_PREDICATES)[number];
export type RosterLogical = 'AND' | 'OR';

export interface RosterFilterClause {
  /** As written: `status`, or a path into a nested object such as `roles.role`. */
  field: string;
  predicate: RosterPredicate;
  value: string;
}

export interface RosterFilter {
  /** How the clauses join; one clause reads as AND. */
  logical: RosterLogical;
  clauses: readonly RosterFilterClause[];
}

/**
 * The most predicates one filter may hold: room for a list of sourcedIds joined by OR, while a
 * page stays a bounded amount of work (every predicate is tried on every record of the schools).
 */
export const ROSTER_MAX_PREDICATES = 100;

/** Longest first, so `>=` is not read as `>` followed by a value starting with `=`. */
const PREDICATES_BY_LENGTH = [...ROSTER_PREDICATES].sort((a, b) => b.length - a.length);
const FIELD = /[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*/y;
const SPACE = /\s*/y;

function invalidFilter(description: string): RosterRequestError {
  return new RosterRequestError(400, 'invalid_filter_field', description);
}

/** Reads a filter expression; throws a 400 `invalid_filter_field` naming what is wrong and where. */
export function parseRosterFilter(text: string): RosterFilter {
  const clauses: RosterFilterClause[] = [];
  let logical: RosterLogical | undefined;
  let at = 0;

  const skipSpace = () => {
    SPACE.lastIndex = at;
    SPACE.exec(text);
    at = SPACE.lastIndex;
  };

  for (;;) {
    skipSpace();
    FIELD.lastIndex = at;
    const field = FIELD.exec(text)?.[0];
    if (!field) {
      throw invalidFilter(`The filter '${text}' needs a field name at position ${at + 1}.`);
    }
    at += field.length;
    skipSpace();
    const predicate = PREDICATES_BY_LENGTH.find((candidate) => text.startsWith(candidate, at));
    if (!predicate) {
      throw invalidFilter(
        `The filter '${text}' needs one of ${ROSTER_PREDICATES.join(' ')} after '${field}' (position ${at + 1}).`,
      );
    }
    at += predicate.length;
    skipSpace();
    const value = readValue();
    clauses.push({ field, predicate, value });
    if (clauses.length > ROSTER_MAX_PREDICATES) {
      throw invalidFilter(
        `The filter has more than ${ROSTER_MAX_PREDICATES} predicates; split it into several requests.`,
      );
    }

    skipSpace();
    if (at >= text.length) break;
    const joiner = /^(AND|OR)(?=\s|$)/.exec(text.slice(at))?.[1] as RosterLogical | undefined;
    if (!joiner) {
      throw invalidFilter(
        `The filter '${text}' needs AND or OR between its predicates (position ${at + 1}); a value with spaces goes in single quotes.`,
      );
    }
    if (logical && logical !== joiner) {
      throw invalidFilter(
        `The filter '${text}' mixes AND and OR; join its predicates with AND throughout or with OR throughout.`,
      );
    }
    logical = joiner;
    at += joiner.length;
  }
  return { logical: logical ?? 'AND', clauses };

  function readValue(): string {
    if (text[at] !== "'") {
      // A bare value is a number, a boolean or a word: anything else goes in quotes.
      const bare = /[A-Za-z0-9_.:+-]+/y;
      bare.lastIndex = at;
      const found = bare.exec(text)?.[0];
      const next = text[at + (found?.length ?? 0)];
      if (!found || (next !== undefined && !/\s/.test(next))) {
        throw invalidFilter(`The filter '${text}' needs a value in single quotes at position ${at + 1}.`);
      }
      at += found.length;
      return found;
    }
    let value = '';
    let from = at + 1;
    for (;;) {
      const quote = text.indexOf("'", from);
      if (quote < 0) {
        throw invalidFilter(`The filter '${text}' has a value without its closing single quote (position ${at + 1}).`);
      }
      value += text.slice(from, quote);
      if (text[quote + 1] === "'") {
        value += "'";
        from = quote + 2;
        continue;
      }
      at = quote + 1;
      return value;
    }
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A date or date-time of the binding (ISO 8601) as milliseconds; one without a zone is UTC. */
export function isoTime(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const withZone = value.length > 10 && !match[1] ? `${value}Z` : value;
  const time = Date.parse(withZone);
  return Number.isNaN(time) ? undefined : time;
}

/**
 * Fields whose values are dates in the model (`dateLastModified`, `birthDate`, `startDate`,
 * `endDate`, `beginDate`): a value compared with them must be a date, or nothing could match.
 */
export function isDateField(field: string): boolean {
  const last = field.split('.').pop() ?? field;
  return /^date[A-Z]|Date$/.test(last);
}

/** Every value a path reaches: arrays on the way (a user's `roles`) are walked, so any element may match. */
export function valuesAt(record: unknown, path: readonly string[]): unknown[] {
  let current: unknown[] = [record];
  for (const key of path) {
    current = current
      .flatMap((value) => (Array.isArray(value) ? value : [value]))
      .filter((value): value is Record<string, unknown> => typeof value === 'object' && value !== null)
      .map((value) => value[key])
      .filter((value) => value !== undefined && value !== null);
  }
  return current.flatMap((value) => (Array.isArray(value) ? value : [value]));
}

/** Text is ordered as the binding asks (Unicode collation, here its English tailoring). */
const COLLATOR = new Intl.Collator('en');

/**
 * Orders two values of one field: dates by time, numbers by value, booleans false first, text
 * by an English collation (then code units, so the order is total). Undefined sorts last.
 */
export function compareRosterValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const aTime = isoTime(a);
  const bTime = isoTime(b);
  if (aTime !== undefined && bTime !== undefined && aTime !== bTime) return aTime - bTime;
  const aText = String(a);
  const bText = String(b);
  return COLLATOR.compare(aText, bText) || (aText < bText ? -1 : aText > bText ? 1 : 0);
}

/** The parts of a clause's value each comparison needs, worked out once per filter, not per record. */
interface Expected {
  text: string;
  lower: string;
  time: number | undefined;
  number: number | undefined;
}

function expectedOf(value: string): Expected {
  const number = value.trim() === '' ? Number.NaN : Number(value);
  return {
    text: value,
    lower: value.toLocaleLowerCase('en'),
    time: isoTime(value),
    number: Number.isNaN(number) ? undefined : number,
  };
}

/** Whether one value of a record satisfies `<predicate> value`. */
function valueMatches(actual: unknown, predicate: RosterPredicate, expected: Expected): boolean {
  if (predicate === '~') {
    return typeof actual === 'string' && actual.toLocaleLowerCase('en').includes(expected.lower);
  }
  const order = orderOf(actual, expected);
  if (order === undefined) return false;
  switch (predicate) {
    case '=':
      return order === 0;
    case '!=':
      return order !== 0;
    case '>':
      return order > 0;
    case '>=':
      return order >= 0;
    case '<':
      return order < 0;
    case '<=':
      return order <= 0;
  }
}

/** How a record's value stands against a filter's value, compared in the record value's own type. */
function orderOf(actual: unknown, expected: Expected): number | undefined {
  if (typeof actual === 'number') {
    return expected.number === undefined ? undefined : actual - expected.number;
  }
  if (typeof actual === 'boolean') {
    return expected.text === 'true' || expected.text === 'false'
      ? Number(actual) - Number(expected.text === 'true')
      : undefined;
  }
  if (typeof actual !== 'string') return undefined;
  if (expected.time !== undefined) {
    const actualTime = isoTime(actual);
    if (actualTime !== undefined) return actualTime - expected.time;
  }
  if (actual === expected.text) return 0;
  return COLLATOR.compare(actual, expected.text) || (actual < expected.text ? -1 : 1);
}

/**
 * A test of one clause. A field holding several values (an array, or a path through one) passes
 * when any value does; `!=` passes when no value equals, so `roles.role!='student'` leaves out
 * everyone who is a student anywhere.
 */
function clauseMatcher(clause: RosterFilterClause): (record: unknown) => boolean {
  const path = clause.field.split('.');
  const expected = expectedOf(clause.value);
  if (clause.predicate === '!=') {
    return (record) => !valuesAt(record, path).some((value) => valueMatches(value, '=', expected));
  }
  return (record) => valuesAt(record, path).some((value) => valueMatches(value, clause.predicate, expected));
}

/** The filter as one test of a record, built once and applied to every record. */
export function rosterFilterMatcher(filter: RosterFilter): (record: unknown) => boolean {
  const tests = filter.clauses.map(clauseMatcher);
  return filter.logical === 'AND'
    ? (record) => tests.every((test) => test(record))
    : (record) => tests.some((test) => test(record));
}
