import * as z from 'zod/mini';
import { optional, schoolFieldSchemas, schoolIdParamsSchema, schoolSchema } from './schools';
import { isoDateTime } from './common';

/** What the Schools tab says (staff-console §2, §8, §9); the spec's words where it has them. */
export const ADMIN_SCHOOL_MESSAGES = {
  queryRequired: 'Please enter a name, city, postcode, A-Number, id, username or e-mail to search for.',
  shortNameWords: 'A name is searched by words of at least 5 characters.',
  noAddressNote: 'Schools without addresses are likely not yet setup with the data provider.',
  vetFailed: 'There was a problem vetting at least one of the selected schools.',
  noSchoolsChosen: 'Choose at least one school.',
  noFlagChosen: 'Say whether to set or unset demo, or to hide or unhide.',
  schoolNotFound: 'This school could not be found.',
  noChanges: 'There is nothing to save.',
  insufficientPermissions: 'Insufficient permissions',
} as const;

/** The most schools one staff search answers (staff-console §9). */
export const ADMIN_SCHOOL_SEARCH_LIMIT = 100;

/** A school as the Schools tab lists it: every field staff edit, its flags, and its administrators by name. */
export const adminSchoolSchema = z.object({
  ...schoolSchema.shape,
  administrators: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AdminSchool = z.infer<typeof adminSchoolSchema>;

export const adminSchoolSearchQuerySchema = z.object({
  query: z
    .string({ error: ADMIN_SCHOOL_MESSAGES.queryRequired })
    .check(z.trim(), z.minLength(1, ADMIN_SCHOOL_MESSAGES.queryRequired), z.maxLength(200)),
});

export const adminSchoolSearchResponseSchema = z.object({
  schools: z.array(adminSchoolSchema),
  /** More schools matched than the limit: the first 100 are shown. */
  limited: z.boolean(),
  /** Why a name search found nothing it could have (its words were too short), or null. */
  hint: z.nullable(z.string()),
});
export type AdminSchoolSearchResponse = z.infer<typeof adminSchoolSearchResponseSchema>;

const schoolIdsSchema = z
  .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(64)))
  .check(z.minLength(1, ADMIN_SCHOOL_MESSAGES.noSchoolsChosen), z.maxLength(ADMIN_SCHOOL_SEARCH_LIMIT));

export const vetSchoolsSchema = z.object({ schoolIds: schoolIdsSchema });

/** Set Demo / Unset Demo / Hide / Unhide: one flag to a value for the chosen schools. */
export const schoolVisibilitySchema = z
  .object({ schoolIds: schoolIdsSchema, demo: z.optional(z.boolean()), hidden: z.optional(z.boolean()) })
  .check(z.refine((body) => body.demo !== undefined || body.hidden !== undefined, ADMIN_SCHOOL_MESSAGES.noFlagChosen));

export const adminSchoolsResponseSchema = z.object({ schools: z.array(adminSchoolSchema) });

/**
 * Inline editing (school.update): any of the fields, each checked as on /school-identification;
 * the marketing block and trial lock are dates (or null to clear them).
 */
export const adminSchoolUpdateSchema = z.object({
  name: z.optional(schoolFieldSchemas.name),
  address: z.optional(optional(schoolFieldSchemas.address)),
  city: z.optional(optional(schoolFieldSchemas.city)),
  postcode: z.optional(optional(schoolFieldSchemas.postcode)),
  phone: z.optional(optional(schoolFieldSchemas.phone)),
  competitive: z.optional(z.boolean()),
  marketingBlockExpiry: z.optional(z.nullable(isoDateTime)),
  trialLockEnd: z.optional(z.nullable(isoDateTime)),
});
export type AdminSchoolUpdate = z.output<typeof adminSchoolUpdateSchema>;
export type AdminSchoolUpdateRequest = z.input<typeof adminSchoolUpdateSchema>;

export { schoolIdParamsSchema };
