import {
  ADMIN_SCHOOL_MESSAGES,
  ADMIN_SCHOOL_NAME_SEARCH_MIN,
  ADMIN_SCHOOL_SEARCH_LIMIT,
  type AdminSchoolSearchResponse,
} from '../../../shared/schemas/admin-schools';
import type { School } from '../../../shared/schemas/schools';
import { commonWordsOf, normaliseCode, normaliseEmail, wordsOf } from '../../../shared/rules/school-terms';
import { batchGetItems } from '../../data/batch-get';
import {
  getSchools,
  schoolCodeClaims,
  schoolOfTerm,
  schools,
  staffTermsBeginningWith,
  staffTermsExactly,
  STAFF_PARTITION_LENGTH,
  type SchoolSearchTerm,
} from '../../data/schools';
import { usernameClaims } from '../../data/usernames';
import { loadSessionUser } from '../../data/users';
import { adminSchoolsOf } from './admin-schools';

/** The longest words of a query are read from the index (one Query each, side by side); the rest are checked against each school's terms. */
const WORDS_QUERIED = 4;
/**
 * How many term items one Query reads at most. A school matching every word of the query is found
 * as long as one of its words begins the words of at most this many schools (a place word, a
 * postcode); reading no more keeps a common word's search ('primary') as quick as a rare one's.
 */
const TERMS_PER_QUERY = 500;

/** Whether a school's public terms hold every word: the beginning of a name or city word, or its postcode. */
function hasEveryWord(terms: readonly string[], words: readonly string[]): boolean {
  return words.every((word) =>
    terms.some(
      (term) => term.startsWith(`name:${word}`) || term.startsWith(`city:${word}`) || term === `postcode:${word}`,
    ),
  );
}

/**
 * The query as a school id, an A-Number's claim (as typed, or in capitals: a merged-away school's
 * number finds the school it was merged into) and a username: one BatchGetItem. A query with
 * spaces is none of them. Answers the ids found, and the schools read on the way.
 */
async function directMatches(query: string): Promise<{ ids: string[]; schools: School[] }> {
  if (/\s/.test(query)) return { ids: [], schools: [] };
  const keys = [
    schools.keyOf({ id: query }),
    ...[...new Set([query, query.toUpperCase()])].map((code) => schoolCodeClaims.keyOf({ code })),
    usernameClaims.keyOf({ username: query }),
  ];
  const ids: string[] = [];
  const read: School[] = [];
  for (const item of await batchGetItems(keys)) {
    if (item['entity'] === schools.name) {
      const school = schools.fromItem(item);
      read.push(school);
      ids.push(school.id);
    } else if (item['entity'] === schoolCodeClaims.name) {
      ids.push(schoolCodeClaims.fromItem(item).schoolId);
    } else if (item['entity'] === usernameClaims.name) {
      const claim = usernameClaims.fromItem(item);
      const schoolId =
        claim.state === 'active' && claim.userId ? ((await loadSessionUser(claim.userId))?.schoolId ?? null) : null;
      if (schoolId) ids.push(schoolId);
    }
  }
  return { ids, schools: read };
}

/** Letters and digits together, without spaces: an A-Number's shape (a country code and a number). */
function looksLikeCode(query: string): boolean {
  return /^[\p{L}\p{N}-]+$/u.test(query) && /\p{L}/u.test(query) && /\p{N}/u.test(query);
}

/** Why a search found nothing it could have found, in the console's words; null when it searched fully. */
function hintOf(query: string, partial: boolean, words: readonly string[], queried: readonly string[]): string | null {
  if (!partial) return ADMIN_SCHOOL_MESSAGES.shortQuery;
  if (words.length === 0) {
    const common = commonWordsOf(query);
    return common.length > 0 ? ADMIN_SCHOOL_MESSAGES.commonWordsOnly(common) : ADMIN_SCHOOL_MESSAGES.queryRequired;
  }
  return queried.length === 0 ? ADMIN_SCHOOL_MESSAGES.oneLetterWords : null;
}

/**
 * GET /api/admin/schools?query= (staff-console §2 Schools search, §9): every school, hidden or
 * not, whose id, A-Number, postcode, e-mail address or member's username is the query; and, for a
 * query of 5 characters or more, those whose name or city words begin with each of its words
 * (shorter words too: 'St Mary', 'Demo Prim'). Exact matches first, the rest by name; at most 100.
 *
 * One BatchGetItem beside one Query per token (the query as a postcode and its longest words by
 * their beginnings; as an A-Number or e-mail address in full), never a Scan; the schools come from
 * their term items, which carry them.
 */
export async function searchAdminSchools(query: string): Promise<AdminSchoolSearchResponse> {
  const partial = query.length >= ADMIN_SCHOOL_NAME_SEARCH_MIN;
  const words = partial ? wordsOf(query) : [];
  const exactToken = normaliseCode(query);
  const email = normaliseEmail(query);
  const queried = words
    .filter((word) => word.length >= STAFF_PARTITION_LENGTH)
    .sort((a, b) => b.length - a.length)
    .slice(0, WORDS_QUERIED);
  // Word beginnings (and a postcode in full) are read from the two-character partitions; an
  // A-Number or an e-mail address from its own partition. All side by side with the BatchGet.
  const prefixes = [
    ...new Set([
      ...(exactToken && exactToken.length >= STAFF_PARTITION_LENGTH && !email ? [exactToken] : []),
      ...queried,
    ]),
  ];
  // An A-Number is read in full only when the query looks like one: letters and digits, no spaces
  // (AU0000123). Any other A-Number is still found by its claim in the BatchGet, at the cost of
  // reading its school afterwards; a name word or a postcode does not pay for a Query that would
  // find nothing.
  const asCode = exactToken && !email && looksLikeCode(query.trim()) ? exactToken : null;
  const exactly = [...(asCode ? [asCode] : []), ...(email ? [email] : [])];
  const [direct, reads, exactReads] = await Promise.all([
    directMatches(query),
    Promise.all(prefixes.map((token) => staffTermsBeginningWith(token, TERMS_PER_QUERY))),
    Promise.all(exactly.map((token) => staffTermsExactly(token))),
  ]);

  const found = new Map<string, School>(direct.schools.map((school) => [school.id, school]));
  const exact = new Set(direct.ids);
  const partialIds = new Set<string>();
  const isExact = (term: SchoolSearchTerm) =>
    ((term.kind === 'postcode' || term.kind === 'code') && term.token === exactToken) ||
    (term.kind === 'email' && term.token === email);
  for (const term of [...reads.flatMap((read) => read.terms), ...exactReads.flat()]) {
    const school = schoolOfTerm(term);
    if (school) found.set(school.id, school);
    if (isExact(term)) exact.add(term.schoolId);
    else if (words.length > 0 && hasEveryWord(term.terms, words)) partialIds.add(term.schoolId);
  }
  const ids = [...exact, ...[...partialIds].filter((id) => !exact.has(id))];
  // Schools found through a claim, or whose term items were written before they carried the school.
  const missing = ids.filter((id) => !found.has(id));
  for (const school of await getSchools(missing)) found.set(school.id, school);
  const exactSchools = [...exact].flatMap((id) => found.get(id) ?? []);
  const partialSchools = [...partialIds]
    .filter((id) => !exact.has(id))
    .flatMap((id) => found.get(id) ?? [])
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  const matched = [...exactSchools, ...partialSchools];
  // Every word's Query stopped at its limit: schools matching them all may be left unread.
  const cut = queried.length > 0 && queried.every((word) => !reads[prefixes.indexOf(word)]?.complete);
  return {
    schools: await adminSchoolsOf(matched.slice(0, ADMIN_SCHOOL_SEARCH_LIMIT)),
    limited: matched.length > ADMIN_SCHOOL_SEARCH_LIMIT || cut,
    hint: matched.length === 0 ? hintOf(query, partial, words, queried) : null,
  };
}
