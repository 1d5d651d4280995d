/**
 * School search terms (visitor-and-account §2 web.school-identification): what a school is found
 * by, and what a query looks for, computed the same way for both. Name and city words are lower
 * case without accents or punctuation, common words left out; the postcode is one term without
 * spaces. A term is `<kind>:<token>`.
 */

export type SchoolTermKind = 'name' | 'city' | 'postcode';

/**
 * Terms only the staff console searches by, found in full: the A-Number (its letters and digits,
 * lower case) and the school's e-mail address (lower case).
 */
export type StaffTermKind = 'code' | 'email';

export interface SchoolTerm {
  kind: SchoolTermKind;
  token: string;
}

/** Words too common to tell schools apart. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'at', 'de', 'for', 'in', 'of', 'on', 'school', 'schools', 'the', 'to']);

/** The words of a text that are too common to search by ('the', 'school'), lower case, each once. */
export function commonWordsOf(text: string): string[] {
  return [...new Set(tokensOf(text).filter((word) => STOP_WORDS.has(word)))];
}

/** The most terms of one kind a school or a query has (a transaction writes them all). */
export const MAX_TERMS_PER_KIND = 12;

/**
 * The words of a name as search and the duplicate check both read them (staff-console §2 Schools
 * search, Create School): lower case, accents removed, apostrophes dropped inside a word (so
 * "Mary's" and "Marys" are one word), split on anything else that is not a letter or a digit
 * (dots and spaces: "St." is "st"), in order.
 */
function tokensOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’ʼ‘`´]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** The words a school is found by, or a query looks for: tokensOf, common words left out, each once. */
export function wordsOf(text: string | null | undefined): string[] {
  if (!text) return [];
  const words = tokensOf(text).filter((word) => !STOP_WORDS.has(word));
  return [...new Set(words)].slice(0, MAX_TERMS_PER_KIND);
}

/** A school's A-Number as the staff search holds it: letters and digits, lower case. */
export function normaliseCode(code: string | null | undefined): string | null {
  return normalisePostcode(code);
}

/** A school's e-mail address as the staff search holds it: trimmed, lower case; null when it is not one. */
export function normaliseEmail(email: string | null | undefined): string | null {
  const token = (email ?? '').trim().toLowerCase();
  return token.includes('@') && !/\s/.test(token) ? token : null;
}

export function normalisePostcode(postcode: string | null | undefined): string | null {
  const token = (postcode ?? '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
  return token.length > 0 ? token : null;
}

/** The terms of a school, or of a query's name, city and postcode. */
export function schoolTerms(fields: {
  name?: string | null;
  city?: string | null;
  postcode?: string | null;
}): SchoolTerm[] {
  const postcode = normalisePostcode(fields.postcode);
  return [
    ...wordsOf(fields.name).map((token) => ({ kind: 'name' as const, token })),
    ...wordsOf(fields.city).map((token) => ({ kind: 'city' as const, token })),
    ...(postcode ? [{ kind: 'postcode' as const, token: postcode }] : []),
  ];
}

export function termKey(term: SchoolTerm): string {
  return `${term.kind}:${term.token}`;
}

/**
 * What makes two schools the same school: the country, the postcode and the name's words in
 * order (so 'St. Mary's School' and 'St Marys school' agree). Null when the name has no words.
 */
export function schoolIdentity(fields: { name: string; postcode: string | null; countryId: string }): string | null {
  const words = tokensOf(fields.name).filter((word) => word !== 'school');
  if (words.length === 0) return null;
  return `${fields.countryId}#${normalisePostcode(fields.postcode) ?? ''}#${words.join(' ')}`;
}
