import { PERSON_NAME_MAX_LENGTH } from '../constants';
import * as z from 'zod/mini';
import { isoDateTime, singleLineText } from './common';
import { SCHOOL_ACCESS_MESSAGES } from './school-access-messages';
import { emailSchema } from './auth';
import { titleSchema } from './user';
import { phrase, translated } from '../i18n/text';

/**
 * What a school has of each service, and what a teacher tries before the school buys
 * (visitor-and-account §2 'Service detail buttons by state', §3 user-service, §4 teacher trial,
 * §7 start-teacher-trial and schools/request-subscription; staff-console §3 schoolService and
 * teacher trial entry). A school user's user-services with context 'school' are derived from these
 * on every read, never stored per user, so a grant reaches every teacher and student at once.
 */

/**
 * A school's access to one service (staff-console §3 schoolService). Cancelling a subscription
 * writes a null subscriptionEnd; cancelling perpetual access writes perpetual false.
 */
export const schoolServiceSchema = z.object({
  schoolId: z.string(),
  serviceId: z.string(),
  subscriptionEnd: z.nullable(isoDateTime),
  /** A trial staff granted the whole school (grantTrial). */
  trialEnd: z.nullable(isoDateTime),
  perpetual: z.boolean(),
  updatedAt: isoDateTime,
});
export type SchoolService = z.infer<typeof schoolServiceSchema>;

/** One teacher's free trial of one service (staff-console §3 'teacher trial entry'). */
export const teacherTrialSchema = z.object({
  userId: z.string(),
  schoolId: z.string(),
  serviceId: z.string(),
  startedAt: isoDateTime,
  expiry: isoDateTime,
});
export type TeacherTrial = z.infer<typeof teacherTrialSchema>;

export { SCHOOL_ACCESS_MESSAGES };

/** visitor-and-account §9 school sizes for quotes. */
export const SCHOOL_SIZES = [
  '1-25',
  '26-50',
  '51-100',
  '101-175',
  '176-250',
  '251-350',
  '351-450',
  '451-700',
  '701-1000',
  '1001-1500',
  '1501 and Above Students',
] as const;
export type SchoolSize = (typeof SCHOOL_SIZES)[number];

/** A school size as the reader says it: the ranges are numbers, the last one words (the stored value stays English). */
export function schoolSizeLabel(size: SchoolSize): string {
  return size === '1501 and Above Students' ? translated('1501 and Above Students') : size;
}

/** The most titles one trial or quote names: more than the catalogue holds. */
export const MAX_TITLES_PER_REQUEST = 50;

const serviceIdSchema = z
  .string({ error: SCHOOL_ACCESS_MESSAGES.titleUnknown })
  .check(
    z.trim(),
    z.minLength(1, SCHOOL_ACCESS_MESSAGES.titleUnknown),
    z.maxLength(64, SCHOOL_ACCESS_MESSAGES.titleUnknown),
  );

const serviceIdListSchema = z
  .array(serviceIdSchema, { error: SCHOOL_ACCESS_MESSAGES.titlesRequired })
  .check(
    z.minLength(1, SCHOOL_ACCESS_MESSAGES.titlesRequired),
    z.maxLength(MAX_TITLES_PER_REQUEST, SCHOOL_ACCESS_MESSAGES.titleUnknown),
  );

export const userIdParamsSchema = z.object({ userId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) });

/**
 * POST /api/users/{userId}/start-teacher-trial: one app, several, or 'all' the apps the teacher
 * may still trial (§4 teacher trial).
 */
export const startTeacherTrialSchema = z.object({
  services: z.union([z.literal('all'), serviceIdListSchema]),
});
export type StartTeacherTrialRequest = z.input<typeof startTeacherTrialSchema>;

/** The services the trial now covers, all ending at `expiry`; the SPA goes to the trial landing page. */
export const startTeacherTrialResponseSchema = z.object({
  services: z.array(z.string()),
  expiry: isoDateTime,
});
export type StartTeacherTrialResponse = z.infer<typeof startTeacherTrialResponseSchema>;

/**
 * POST /api/schools/request-subscription (§2 web.school-quote, §3 quote request): the titles, the
 * school's size (its name and city are the teacher's school's and may be corrected), and who to
 * contact. `trial` marks a request for a new free trial (Request A New Free Trial).
 */
export const quoteRequestSchema = z.object({
  services: serviceIdListSchema,
  school: z.object({
    name: singleLineText({ label: phrase('school name'), max: 150 }),
    city: singleLineText({ label: phrase('city'), max: 100 }),
    size: z.enum(SCHOOL_SIZES, { error: SCHOOL_ACCESS_MESSAGES.sizeRequired }),
  }),
  user: z.object({
    title: titleSchema,
    firstName: singleLineText({ label: phrase('first name'), max: PERSON_NAME_MAX_LENGTH }),
    lastName: singleLineText({ label: phrase('last name'), max: PERSON_NAME_MAX_LENGTH }),
    email: emailSchema,
    phone: singleLineText({ label: phrase('phone number'), max: 30 }),
  }),
  trial: z._default(z.boolean(), false),
});
export type QuoteRequest = z.input<typeof quoteRequestSchema>;
export type QuoteRequestInput = z.output<typeof quoteRequestSchema>;

/**
 * The request is recorded and mailed to sales. `interimTrial` reports the free trial granted
 * meanwhile for the requested titles the teacher may still trial (null when none could be).
 */
export const quoteResponseSchema = z.object({
  quoteRequestId: z.string(),
  interimTrial: z.nullable(startTeacherTrialResponseSchema),
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;
