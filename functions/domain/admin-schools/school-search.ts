import {
  ADMIN_SCHOOL_MESSAGES,
  ADMIN_SCHOOL_SEARCH_LIMIT,
  type AdminSchoolSearchResponse,
} from '../../../shared/schemas/admin-schools';
import type { School } from '../../../shared/schemas/schools';
import { normalisePostcode, wordsOf } from '../../../shared/rules/school-terms';
import { batchGetItems } from '../../data/batch-get';
import {
  getSchools,
  schoolCodeClaims,
  schoolOfTerm,
  schools,
  schoolTermsWithToken,
  STAFF_PREFIX_LENGTH,
  type SchoolSearchTerm,
} from '../../data/schools';
import { usernameClaims } from '../../data/usernames';
import { loadSessionUser } from '../../data/users';
import { adminSchoolsOf } from './admin-schools';

/**
 * How many term items one word reads at most. Several words are intersected, so each reads enough
 * for 100 schools of a common word; a single word (a postcode, or a name or city word) needs only
 * the first 101 schools (a school's name and city may both hold it, hence twice that), and reading
 * no more keeps a common word's search as quick as a rare one's.
 */
const TERMS_PER_WORD = ADMIN_SCHOOL_SEARCH_LIMIT * 5;
const TERMS_OF_ONE_WORD = (ADMIN_SCHOOL_SEARCH_LIMIT + 1) * 2;

interface Found {
  /** Schools whose id, A-Number, postcode or member's username is the query. */
  exact: string[];
  /** Per word of the query, the schools with a name or city word beginning with it (or being it, under five characters). */
  words: Set<string>[];
  /** Schools as read on the way. */
  schools: Map<string, School>;
}

function matchesWord(term: SchoolSearchTerm, word: string): boolean {
  if (term.kind === 'postcode') return term.token === word;
  return word.length >= STAFF_PREFIX_LENGTH ? term.token.startsWith(word) : term.token === word;
}

/**
 * The query as an id, an A-Number (as typed, or in capitals) and a username: one BatchGetItem of
 * the school item, the code claims and the username claim. A query with spaces is none of them.
 */
async function exactMatches(query: string, found: Found): Promise<void> {
  if (/\s/.test(query)) return;
  const keys = [
    schools.keyOf({ id: query }),
    ...[...new Set([query, query.toUpperCase()])].map((code) => schoolCodeClaims.keyOf({ code })),
    usernameClaims.keyOf({ username: query }),
  ];
  const items = await batchGetItems(keys);
  for (const item of items) {
    if (item['entity'] === schools.name) {
      const school = schools.fromItem(item);
      found.schools.set(school.id, school);
      found.exact.push(school.id);
    } else if (item['entity'] === schoolCodeClaims.name) {
      found.exact.push(schoolCodeClaims.fromItem(item).schoolId);
    } else if (item['entity'] === usernameClaims.name) {
      const claim = usernameClaims.fromItem(item);
      const schoolId =
        claim.state === 'active' && claim.userId ? ((await loadSessionUser(claim.userId))?.schoolId ?? null) : null;
      if (schoolId) found.exact.push(schoolId);
    }
  }
}

/**
 * Each word of the query (and the query as a postcode without its spaces) read from the staff term
 * index, one Query each: postcodes match in full, name and city words by their beginning.
 */
async function termMatches(query: string, found: Found): Promise<void> {
  const words = wordsOf(query);
  const postcode = /\d/.test(query) ? normalisePostcode(query) : null;
  const tokens = [...new Set([...words, ...(postcode ? [postcode] : [])])];
  const limit = tokens.length === 1 ? TERMS_OF_ONE_WORD : TERMS_PER_WORD;
  const byToken = await Promise.all(tokens.map((token) => schoolTermsWithToken(token, limit)));
  found.words = words.filter((word) => /\p{L}/u.test(word)).map(() => new Set());
  const lettered = words.filter((word) => /\p{L}/u.test(word));
  tokens.forEach((token, index) => {
    for (const term of byToken[index] ?? []) {
      const school = schoolOfTerm(term);
      if (school) found.schools.set(school.id, school);
      if (term.kind === 'postcode' && term.token === token) found.exact.push(term.schoolId);
      if (term.kind !== 'postcode' && matchesWord(term, token)) {
        const position = lettered.indexOf(token);
        if (position >= 0) found.words[position]?.add(term.schoolId);
      }
    }
  });
}

/**
 * GET /api/admin/schools?query= (staff-console §2 Schools search): every school, hidden or not,
 * whose id, A-Number, postcode or member's username is the query, then those with every query
 * word at the beginning of a name or city word (a name search needs five characters, §9);
 * exact matches first, the rest by name; at most 100. One BatchGetItem beside one Query per word,
 * never a Scan; the schools come from their term items where those carry them.
 */
export async function searchAdminSchools(query: string): Promise<AdminSchoolSearchResponse> {
  const found: Found = { exact: [], words: [], schools: new Map() };
  await Promise.all([exactMatches(query, found), termMatches(query, found)]);
  const exact = [...new Set(found.exact)];
  const [first, ...rest] = found.words;
  const partial = [...(first ?? [])].filter((id) => rest.every((ids) => ids.has(id)) && !exact.includes(id));
  const ids = [...exact, ...partial];
  const chosen = ids.slice(0, ADMIN_SCHOOL_SEARCH_LIMIT);
  // Schools found through a code or a username, or whose term items were written before they carried the school.
  const missing = chosen.filter((id) => !found.schools.has(id));
  for (const school of await getSchools(missing)) found.schools.set(school.id, school);
  const loaded = chosen.flatMap((id) => found.schools.get(id) ?? []);
  const exactSchools = loaded.filter((school) => exact.includes(school.id));
  const partialSchools = loaded
    .filter((school) => !exact.includes(school.id))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  const shortWords = wordsOf(query).every((word) => word.length < STAFF_PREFIX_LENGTH);
  return {
    schools: await adminSchoolsOf([...exactSchools, ...partialSchools]),
    limited: ids.length > ADMIN_SCHOOL_SEARCH_LIMIT,
    hint: ids.length === 0 && shortWords ? ADMIN_SCHOOL_MESSAGES.shortNameWords : null,
  };
}
