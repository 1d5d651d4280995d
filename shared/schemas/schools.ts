import * as z from 'zod/mini';
import { LOCALES } from '../i18n/locales';
import { studentNamesInReportsSchema } from './app-usage';
import { blankToNull } from '../rules/blank-to-null';
import { isoDateTime, singleLineText } from './common';
import { sessionUserSchema } from './user';
import { phrase } from '../i18n/text';

/**
 * Schools (visitor-and-account §3 school; staff-console §3 school): teachers find their school on
 * /school-identification and join it, or create it and become its school administrator. Public
 * search shows only schools that are not hidden, vetted and identified; a school a teacher creates
 * is neither until staff vet it, so it does not appear in search until then.
 */

/** visitor-and-account §8 school identification, and the reasons the API gives after them. */
export const SCHOOL_MESSAGES = {
  /** §8: the SPA shows this, then the API's reason (`${joinFailed} ${detail}`). */
  joinFailed: 'There was a problem joining the school.',
  /** §8: the SPA shows this, then the API's reason when it has one. */
  createFailed: 'There was a problem creating the school',
  /** §2: 'I declare that I am employed at this school.' must be ticked. */
  declaration: 'I declare that I am employed at this school.',
  declarationRequired: 'Please tick the declaration that you are employed at this school.',
  searchTermsRequired: 'Please enter the school name, city or postcode.',
  alreadyInSchool: 'Your account already belongs to a school.',
  /** The create race and a plain duplicate: the school is there to be joined (409). */
  schoolExists: 'This school already exists. Search for it and join it instead.',
  notFound: 'This school could not be found.',
  onlyTeachers: 'Only teacher accounts can join or create a school.',
  countryUnknown: 'Please choose a country from the list.',
  stateUnknown: 'Please choose a state from the list.',
  stateRequired: 'Please choose a state.',
} as const;

/** The most schools one search answers. */
export const SCHOOL_SEARCH_LIMIT = 20;

export const countryIdSchema = z
  .string({ error: SCHOOL_MESSAGES.countryUnknown })
  .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, SCHOOL_MESSAGES.countryUnknown));
export const stateIdSchema = z
  .string()
  .check(z.trim(), z.minLength(1, SCHOOL_MESSAGES.stateUnknown), z.maxLength(40, SCHOOL_MESSAGES.stateUnknown));

/** Absent, null or blank: null; otherwise the given schema. */
export function optional<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.pipe(
      z.optional(z.nullable(z.unknown())),
      z.transform((value) => (value === undefined ? null : blankToNull(value))),
    ),
    z.nullable(schema),
  );
}

/** The fields a person types on /school-identification, with their limits and messages. */
export const schoolFieldSchemas = {
  name: singleLineText({ label: phrase('school name'), max: 150 }),
  address: singleLineText({ label: phrase('school address'), max: 200 }),
  city: singleLineText({ label: phrase('city'), max: 100 }),
  postcode: singleLineText({ label: phrase('postcode'), max: 20 }),
  phone: singleLineText({ label: phrase('school phone number'), max: 30 }),
  /** The school's own e-mail address (staff only: Settings and Create School). */
  email: z.pipe(
    singleLineText({ label: phrase('school e-mail address'), max: 254 }),
    z.email(phrase('Please enter a valid e-mail address for the school.')).check(z.toLowerCase()),
  ),
};

/** A school as the table keeps it and staff see it. */
export const schoolSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.nullable(z.string()),
  city: z.nullable(z.string()),
  postcode: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  countryId: z.string(),
  stateId: z.nullable(z.string()),
  /** The school reference number (a CRM id), unique among schools. */
  code: z.string(),
  competitive: z.boolean(),
  demo: z.boolean(),
  hidden: z.boolean(),
  vetted: z.boolean(),
  identified: z.boolean(),
  marketingBlockExpiry: z.nullable(isoDateTime),
  trialLockEnd: z.nullable(isoDateTime),
  /** User ids of the school administrators. */
  administrators: z.array(z.string()),
  createdAt: isoDateTime,
  /** How app usage views name the school's students (data minimisation); schools stored before read as initials. */
  studentNamesInReports: z._default(studentNamesInReportsSchema, 'initials'),
  /** The school's own e-mail address (staff-console §2: the Schools search finds it in full); schools stored before have none. */
  email: z._default(z.nullable(z.string()), null),
  /** Why staff flagged the school for follow-up (the Flagged work queue), or null. */
  flagReason: z._default(z.nullable(z.string()), null),
  /** When and by whom (their name as it was then) the school was flagged. */
  flaggedAt: z._default(z.nullable(isoDateTime), null),
  flaggedBy: z._default(z.nullable(z.string()), null),
  /**
   * The school's language (docs/using/languages.md): new students and teachers start with it, and
   * login cards and home letters are printed in it; null: each person's own, English by default.
   * Absent on schools stored before; a code the portal no longer speaks reads as null.
   */
  language: z.optional(z.catch(z.nullable(z.enum(LOCALES)), null)),
});
export type School = z.infer<typeof schoolSchema>;

/** What a teacher may see of a school in search results: where it is and how to reach it. */
export const publicSchoolSchema = z.pick(schoolSchema, {
  id: true,
  name: true,
  address: true,
  city: true,
  postcode: true,
  phone: true,
  countryId: true,
  stateId: true,
});
export type PublicSchool = z.infer<typeof publicSchoolSchema>;

/**
 * GET /api/schools/search: the identification form's fields. The country is required; name, city
 * and postcode words find schools (at least one is needed); the state narrows them; address and
 * phone only rank equally good matches.
 */
export const schoolSearchQuerySchema = z
  .object({
    name: optional(schoolFieldSchemas.name),
    address: optional(schoolFieldSchemas.address),
    city: optional(schoolFieldSchemas.city),
    postcode: optional(schoolFieldSchemas.postcode),
    phone: optional(schoolFieldSchemas.phone),
    countryId: countryIdSchema,
    stateId: optional(stateIdSchema),
  })
  .check(
    z.superRefine((query, ctx) => {
      if (query.name === null && query.city === null && query.postcode === null) {
        ctx.addIssue({ code: 'custom', message: SCHOOL_MESSAGES.searchTermsRequired, path: ['name'] });
      }
    }),
  );
export type SchoolSearchQuery = z.input<typeof schoolSearchQuerySchema>;
export type SchoolSearchInput = z.output<typeof schoolSearchQuerySchema>;

export const schoolSearchResponseSchema = z.object({ schools: z.array(publicSchoolSchema) });

/**
 * POST /api/schools: Create a New School. Name, address, city, postcode and country are required,
 * phone is optional, the state is required when the country has more than one (a country with one
 * state gets it), and the declaration must be ticked.
 */
export const schoolCreateSchema = z.object({
  name: schoolFieldSchemas.name,
  address: schoolFieldSchemas.address,
  city: schoolFieldSchemas.city,
  postcode: schoolFieldSchemas.postcode,
  phone: optional(schoolFieldSchemas.phone),
  countryId: countryIdSchema,
  stateId: optional(stateIdSchema),
  declaration: z.literal(true, { error: SCHOOL_MESSAGES.declarationRequired }),
});
export type SchoolCreateRequest = z.input<typeof schoolCreateSchema>;
export type SchoolCreateInput = z.output<typeof schoolCreateSchema>;

export const schoolCreateResponseSchema = z.object({ school: schoolSchema, user: sessionUserSchema });

export const schoolIdParamsSchema = z.object({ schoolId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) });

/** POST /api/schools/{schoolId}/join: the declaration must be ticked. */
export const schoolJoinSchema = z.object({
  declaration: z.literal(true, { error: SCHOOL_MESSAGES.declarationRequired }),
});
export type SchoolJoinRequest = z.input<typeof schoolJoinSchema>;

export const schoolJoinResponseSchema = z.object({ school: publicSchoolSchema, user: sessionUserSchema });

/** GET /api/me/school: the teacher's own school. */
export const mySchoolResponseSchema = z.object({ school: publicSchoolSchema });
