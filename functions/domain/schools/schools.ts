import { randomInt, randomUUID } from 'node:crypto';
import { schoolTerms, termKey, wordsOf } from '../../../shared/rules/school-terms';
import {
  SCHOOL_MESSAGES,
  SCHOOL_SEARCH_LIMIT,
  type PublicSchool,
  type School,
  type SchoolCreateInput,
  type SchoolSearchInput,
} from '../../../shared/schemas/schools';
import type { SessionUser } from '../../../shared/schemas/user';
import { countries } from '../../data/countries';
import {
  createSchoolRecord,
  getSchool,
  isSearchable,
  joinSchoolAsMember,
  SchoolWriteRefusedError,
  schoolsWithTerm,
  type SchoolSearchTerm,
} from '../../data/schools';
import { loadSessionUser, type ProfileChanges } from '../../data/users';
import { ConflictError, fieldPointer, NotFoundError, ValidationError } from '../../platform/errors';
import { assertSchoolAcceptsNewAccounts } from './restricted-accounts';

/**
 * How many schools one term's partition contributes. A school with every term of the query is in
 * each term's partition, so it is found whenever one of the terms (a place word, the postcode)
 * names at most this many schools; a word as common as 'Primary' only adds its first schools
 * alphabetically, which rank below the full matches anyway. Reading more costs time on every
 * search (100 items took 4.5 times a GetItem on DynamoDB Local, 25 under twice).
 */
const CANDIDATES_PER_TERM = 25;
/** The most terms one search queries (each is one Query, run side by side). */
const MAX_QUERY_TERMS = 8;
/** Attempts at a free school reference number before giving up. */
const CODE_ATTEMPTS = 5;

function publicView(term: SchoolSearchTerm): PublicSchool {
  const { schoolId, name, address, city, postcode, phone, countryId, stateId } = term;
  return { id: schoolId, name, address, city, postcode, phone, countryId, stateId };
}

function publicSchool(school: School): PublicSchool {
  const { id, name, address, city, postcode, phone, countryId, stateId } = school;
  return { id, name, address, city, postcode, phone, countryId, stateId };
}

/** The signed-in teacher's own school as search shows it; 404 when they have none. */
export async function mySchool(user: SessionUser): Promise<PublicSchool> {
  const school = user.schoolId === null ? null : await getSchool(user.schoolId);
  if (!school) throw new NotFoundError(SCHOOL_MESSAGES.notFound);
  return publicSchool(school);
}

function digitsOf(phone: string | null): string {
  return (phone ?? '').replace(/\D/g, '');
}

/**
 * School identification search: one Query per name word, city word and postcode of the country
 * (gsi1, searchable schools only), run side by side. Each term item carries all of its school's
 * terms, so a school is scored by how many of the query's terms it has even when it came from one
 * partition; address words and the phone number break ties, then the name. Never a Scan.
 */
export async function searchSchools(query: SchoolSearchInput): Promise<PublicSchool[]> {
  const terms = schoolTerms(query).slice(0, MAX_QUERY_TERMS);
  if (terms.length === 0)
    throw new ValidationError([
      {
        status: '422',
        code: 'validation',
        detail: SCHOOL_MESSAGES.searchTermsRequired,
        source: { pointer: fieldPointer(['name']) },
      },
    ]);
  const wanted = new Set(terms.map(termKey));
  const hits = (
    await Promise.all(terms.map((term) => schoolsWithTerm(query.countryId, term, CANDIDATES_PER_TERM)))
  ).flat();

  const addressWords = new Set(wordsOf(query.address));
  const phone = digitsOf(query.phone);
  const candidates = new Map<string, { school: PublicSchool; score: number; tieBreak: number }>();
  for (const hit of hits) {
    if (candidates.has(hit.schoolId)) continue;
    if (query.stateId && hit.stateId && hit.stateId !== query.stateId) continue;
    const score = hit.terms.filter((term) => wanted.has(term)).length;
    const tieBreak =
      wordsOf(hit.address).filter((word) => addressWords.has(word)).length +
      (phone && digitsOf(hit.phone) === phone ? 1 : 0);
    candidates.set(hit.schoolId, { school: publicView(hit), score, tieBreak });
  }
  return [...candidates.values()]
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.tieBreak - a.tieBreak ||
        a.school.name.localeCompare(b.school.name) ||
        a.school.id.localeCompare(b.school.id),
    )
    .slice(0, SCHOOL_SEARCH_LIMIT)
    .map((candidate) => candidate.school);
}

function stateProblem(detail: string): ValidationError {
  return new ValidationError([
    { status: '422', code: 'validation', detail, source: { pointer: fieldPointer(['stateId']) } },
  ]);
}

/** The country must exist; its state is required when it has several, and filled in when it has one. */
export async function checkedStateId(countryId: string, stateId: string | null): Promise<string | null> {
  const country = await countries.get({ id: countryId });
  if (!country)
    throw new ValidationError([
      {
        status: '422',
        code: 'validation',
        detail: SCHOOL_MESSAGES.countryUnknown,
        source: { pointer: fieldPointer(['countryId']) },
      },
    ]);
  if (stateId === null) {
    if (country.states.length === 0) return null;
    if (country.states.length === 1) return country.states[0]?.id ?? null;
    throw stateProblem(SCHOOL_MESSAGES.stateRequired);
  }
  if (!country.states.some((state) => state.id === stateId)) throw stateProblem(SCHOOL_MESSAGES.stateUnknown);
  return stateId;
}

function assertHasNoSchool(user: SessionUser): void {
  if (user.schoolId !== null) throw new ConflictError(SCHOOL_MESSAGES.alreadyInSchool);
}

/** A school reference number: the country and seven digits (unique by its claim). */
function newSchoolCode(countryId: string): string {
  return `${countryId}${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

async function reloadedUser(userId: string): Promise<SessionUser> {
  const user = await loadSessionUser(userId);
  if (!user) throw new Error(`The profile ${userId} vanished`);
  return user;
}

function refusalError(error: SchoolWriteRefusedError): Error {
  switch (error.refusal) {
    case 'member-of-a-school':
      return new ConflictError(SCHOOL_MESSAGES.alreadyInSchool);
    case 'school-exists':
      return new ConflictError(SCHOOL_MESSAGES.schoolExists, fieldPointer(['name']));
    case 'school-unavailable':
      return new NotFoundError(SCHOOL_MESSAGES.notFound);
    case 'code-taken':
    case 'school-changed':
      return error;
  }
}

/** What a new school is given by whoever creates it; everything else starts as nothing is set. */
export type NewSchoolFields = Pick<
  School,
  'name' | 'address' | 'city' | 'postcode' | 'phone' | 'countryId' | 'stateId' | 'email' | 'vetted' | 'identified'
> & {
  /** The A-Number: chosen (refused with 'code-taken' when another school has it) or, when null, a free one drawn. */
  code: string | null;
  administrators: string[];
};

/**
 * Stores a new school (and, for a teacher's school, makes the creator its administrator in the
 * same transaction), drawing a free A-Number when none was chosen. Throws SchoolWriteRefusedError
 * for the caller to word: the same school exists, a chosen A-Number is taken, the creator has a school.
 */
export async function storeNewSchool(
  fields: NewSchoolFields,
  creatorChanges: ProfileChanges | undefined,
  now: Date,
): Promise<School> {
  for (let attempt = 1; ; attempt += 1) {
    const school: School = {
      ...fields,
      id: randomUUID(),
      code: fields.code ?? newSchoolCode(fields.countryId),
      competitive: false,
      studentNamesInReports: 'initials',
      demo: false,
      hidden: false,
      marketingBlockExpiry: null,
      trialLockEnd: null,
      flagReason: null,
      flaggedAt: null,
      flaggedBy: null,
      createdAt: now.toISOString(),
    };
    try {
      await createSchoolRecord(school, creatorChanges && { ...creatorChanges, schoolId: school.id });
      return school;
    } catch (error) {
      if (!(error instanceof SchoolWriteRefusedError) || error.refusal !== 'code-taken' || fields.code !== null)
        throw error;
      if (attempt === CODE_ATTEMPTS) throw new Error('No free school reference number after several attempts');
    }
  }
}

/**
 * Create a New School: the teacher becomes its teacher and school administrator. The school is not
 * vetted or identified, so search does not show it until staff vet it. The same school (country,
 * postcode, name words) is made once, even by two teachers at the same moment: the second gets 409.
 */
export async function createSchool(
  user: SessionUser,
  input: SchoolCreateInput,
  now = new Date(),
): Promise<{ school: School; user: SessionUser }> {
  assertHasNoSchool(user);
  const stateId = await checkedStateId(input.countryId, input.stateId);
  const fields: NewSchoolFields = {
    name: input.name,
    address: input.address,
    city: input.city,
    postcode: input.postcode,
    phone: input.phone,
    countryId: input.countryId,
    stateId,
    email: null,
    code: null,
    vetted: false,
    identified: false,
    administrators: [user.id],
  };
  try {
    const school = await storeNewSchool(fields, { schoolRole: 'teacher', isSchoolAdmin: true }, now);
    return { school, user: await reloadedUser(user.id) };
  } catch (error) {
    throw error instanceof SchoolWriteRefusedError ? refusalError(error) : error;
  }
}

/**
 * A teacher without a school joins a searchable one as a teacher. A hidden or unvetted school is
 * not found; one whose sign-on provider restricts accounts is refused (visitor-and-account §8).
 */
export async function joinSchool(
  user: SessionUser,
  schoolId: string,
): Promise<{ school: PublicSchool; user: SessionUser }> {
  assertHasNoSchool(user);
  const school = await getSchool(schoolId);
  if (!school || !isSearchable(school)) throw new NotFoundError(SCHOOL_MESSAGES.notFound);
  await assertSchoolAcceptsNewAccounts(school.id);
  try {
    await joinSchoolAsMember(school.id, user.id, { schoolRole: 'teacher', isSchoolAdmin: false });
  } catch (error) {
    if (error instanceof SchoolWriteRefusedError) throw refusalError(error);
    throw error;
  }
  return { school: publicSchool(school), user: await reloadedUser(user.id) };
}
