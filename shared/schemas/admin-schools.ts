import * as z from 'zod/mini';
import { LOCALES } from '../i18n/locales';
import { LANGUAGE_MESSAGES } from './me';
import {
  countryIdSchema,
  optional,
  schoolFieldSchemas,
  schoolIdParamsSchema,
  schoolSchema,
  stateIdSchema,
} from './schools';
import { isoDateTime, singleLineText } from './common';
import { SCHOOL_QUEUES } from '../rules/school-queues';
import { icu, phrase } from '../i18n/text';

/** What the Schools tab says (staff-console §2, §8, §9); the spec's words where it has them. */
export const ADMIN_SCHOOL_MESSAGES = {
  queryRequired: 'Please enter a name, city, postcode, A-Number, id, username or e-mail to search for.',
  queryTooLong: 'The search is too long: at most 200 characters.',
  /** A query shorter than the name search's minimum found nothing as an id, A-Number, postcode, username or e-mail. */
  shortQuery:
    'Names and cities are searched from 5 characters; shorter searches find ids, A-Numbers, postcodes, usernames and e-mail addresses only.',
  /** A query whose words are all a single letter. */
  oneLetterWords: 'Add a word of the school’s name or city of 2 letters or more.',
  /** A query of words too common to search by ('school', 'the'). */
  commonWordsOnly: (words: readonly string[]) =>
    icu(
      "{words} {count, plural, one {is} other {are}} too common to search by: add a word of the school's name or city.",
      { words: words.map((word) => `'${word}'`).join(', '), count: words.length },
    ),
  noAddressNote: 'Schools without addresses are likely not yet setup with the data provider.',
  vetFailed: 'There was a problem vetting at least one of the selected schools.',
  identifyFailed: 'There was a problem identifying at least one of the selected schools.',
  noSchoolsChosen: 'Choose at least one school.',
  noFlagChosen: 'Say whether to set or unset demo, or to hide or unhide.',
  schoolNotFound: 'This school could not be found.',
  noChanges: 'There is nothing to save.',
  insufficientPermissions: 'Insufficient permissions',
  codeTaken: 'Another school has this A-Number.',
  noQueue: 'Choose a work queue: unvetted, unidentified, hidden or flagged.',
  /** Create School when the same school (name words, postcode, country) is on record. */
  schoolExists: 'A school with this name and postcode already exists in this country: search for it instead.',
  created: (name: string) => icu('{name} was created.', { name }),
} as const;

/** The work queues as the console names them (staff-console §4 school flags). */
export const SCHOOL_QUEUE_LABELS = {
  unvetted: 'Waiting to be vetted',
  unidentified: 'Vetted, not identified',
  hidden: 'Hidden',
  flagged: 'Flagged',
} as const satisfies Record<(typeof SCHOOL_QUEUES)[number], string>;

/** Schools a page of a work queue lists. */
export const SCHOOL_QUEUE_PAGE_SIZE = 50;

export const schoolQueueQuerySchema = z.object({
  queue: z.enum(SCHOOL_QUEUES, { error: ADMIN_SCHOOL_MESSAGES.noQueue }),
  cursor: z.optional(z.string()),
});

/** The most schools one staff search answers (staff-console §9). */
export const ADMIN_SCHOOL_SEARCH_LIMIT = 100;
/** A query this long or longer is also a partial search of names and cities (staff-console §9). */
export const ADMIN_SCHOOL_NAME_SEARCH_MIN = 5;
/** The longest query the Schools search takes. */
export const ADMIN_SCHOOL_QUERY_MAX = 200;

/** A school as the Schools tab lists it: every field staff edit, its flags, and its administrators by name. */
export const adminSchoolSchema = z.object({
  ...schoolSchema.shape,
  administrators: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AdminSchool = z.infer<typeof adminSchoolSchema>;

export const adminSchoolSearchQuerySchema = z.object({
  query: z
    .string({ error: ADMIN_SCHOOL_MESSAGES.queryRequired })
    .check(
      z.trim(),
      z.minLength(1, ADMIN_SCHOOL_MESSAGES.queryRequired),
      z.maxLength(ADMIN_SCHOOL_QUERY_MAX, ADMIN_SCHOOL_MESSAGES.queryTooLong),
    ),
});

export const adminSchoolSearchResponseSchema = z.object({
  schools: z.array(adminSchoolSchema),
  /** Not every matching school is shown: more than 100 matched, or every word of the query began too many words to read them all. */
  limited: z.boolean(),
  /** Why the search found nothing it could have (too short, or only words too common to search by), or null. */
  hint: z.nullable(z.string()),
});
export type AdminSchoolSearchResponse = z.infer<typeof adminSchoolSearchResponseSchema>;

const schoolIdsSchema = z
  .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(64)))
  .check(z.minLength(1, ADMIN_SCHOOL_MESSAGES.noSchoolsChosen), z.maxLength(ADMIN_SCHOOL_SEARCH_LIMIT));

export const vetSchoolsSchema = z.object({ schoolIds: schoolIdsSchema });

/** Identify (true) or its undo, Unidentify (false), for the chosen schools. */
export const identifySchoolsSchema = z.object({
  schoolIds: schoolIdsSchema,
  identified: z.boolean({ error: phrase('Say whether to identify the schools or undo it.') }),
});

/** Set Demo / Unset Demo / Hide / Unhide: one flag to a value for the chosen schools. */
export const schoolVisibilitySchema = z
  .object({ schoolIds: schoolIdsSchema, demo: z.optional(z.boolean()), hidden: z.optional(z.boolean()) })
  .check(z.refine((body) => body.demo !== undefined || body.hidden !== undefined, ADMIN_SCHOOL_MESSAGES.noFlagChosen));

export const adminSchoolsResponseSchema = z.object({ schools: z.array(adminSchoolSchema) });

/** A school's A-Number (its CRM code): letters, digits and dashes, unique among schools. */
export const schoolCodeSchema = z
  .string({ error: phrase('Please enter the A-Number.') })
  .check(
    z.trim(),
    z.minLength(1, phrase('Please enter the A-Number.')),
    z.maxLength(20, 'An A-Number has at most 20 characters.'),
    z.regex(/^[A-Za-z0-9-]+$/, 'An A-Number has letters, digits and dashes only.'),
  );

/**
 * Inline editing and the Settings tab (school.update): any of the fields, each checked as on
 * /school-identification; the marketing block and trial lock are dates (or null to clear them);
 * the country and state are checked against the country list.
 */
export const adminSchoolUpdateSchema = z.object({
  countryId: z.optional(z.string().check(z.trim(), z.minLength(1, 'Please choose a country.'), z.maxLength(8))),
  stateId: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(16)))),
  code: z.optional(schoolCodeSchema),
  email: z.optional(optional(schoolFieldSchemas.email)),
  identified: z.optional(z.boolean()),
  name: z.optional(schoolFieldSchemas.name),
  address: z.optional(optional(schoolFieldSchemas.address)),
  city: z.optional(optional(schoolFieldSchemas.city)),
  postcode: z.optional(optional(schoolFieldSchemas.postcode)),
  phone: z.optional(optional(schoolFieldSchemas.phone)),
  competitive: z.optional(z.boolean()),
  marketingBlockExpiry: z.optional(z.nullable(isoDateTime)),
  trialLockEnd: z.optional(z.nullable(isoDateTime)),
  /** The school's language (null: none, each person's own); docs/using/languages.md. */
  language: z.optional(z.nullable(z.enum(LOCALES, { error: LANGUAGE_MESSAGES.unknown }))),
});
export type AdminSchoolUpdate = z.output<typeof adminSchoolUpdateSchema>;
export type AdminSchoolUpdateRequest = z.input<typeof adminSchoolUpdateSchema>;

/**
 * Create School (school.create): the fields of the school record, each checked as on Settings;
 * the A-Number drawn when left blank; vetted and identified by choice.
 */
export const adminSchoolCreateSchema = z.object({
  // Staff name a school that is not theirs: 'Please enter the school name.'
  name: singleLineText({ label: phrase('school name'), max: 150, whose: 'the' }),
  address: optional(schoolFieldSchemas.address),
  city: optional(schoolFieldSchemas.city),
  postcode: optional(schoolFieldSchemas.postcode),
  phone: optional(schoolFieldSchemas.phone),
  email: optional(schoolFieldSchemas.email),
  countryId: countryIdSchema,
  stateId: optional(stateIdSchema),
  code: optional(schoolCodeSchema),
  vetted: z._default(z.boolean(), false),
  identified: z._default(z.boolean(), false),
});
export type AdminSchoolCreate = z.output<typeof adminSchoolCreateSchema>;
export type AdminSchoolCreateRequest = z.input<typeof adminSchoolCreateSchema>;

export { schoolIdParamsSchema };

/** A page of a work queue: longest waiting first, each school with since when it waits. */
export const schoolQueuePageSchema = z.object({
  entries: z.array(z.object({ school: adminSchoolSchema, since: isoDateTime })),
  /** Asks for the next page; null on the last. */
  cursor: z.nullable(z.string()),
});
export type SchoolQueuePage = z.infer<typeof schoolQueuePageSchema>;
