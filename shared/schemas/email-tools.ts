import * as z from 'zod/mini';
import { phrase } from '../i18n/text';
import { todayUtc } from '../rules/calendar-days';
import { calendarDaySchema, isoDateTime } from './common';

/**
 * The Emails tab (staff-console §2 Emails, §7 email-list, amazon-suppression-list, email-stats)
 * and the Users tab's Check Suppression (check-amazon-suppression-list).
 */
export const EMAIL_TOOL_MESSAGES = {
  badDate: 'Please choose a date from the calendar.',
  futureDate: 'Please choose a date no later than today.',
  signInRange: 'The last sign-in "from" date must be on or before its "to" date.',
  createdRange: 'The created "from" date must be on or before its "to" date.',
  neverAndSignIn: 'Never Signed-In cannot be combined with last sign-in dates.',
  emailRequired: 'Please enter an e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  notSuppressed: 'This address is not on the suppression list: SES already mails it.',
  statsUnavailable:
    'Sending statistics are not available: turn on SES’s Virtual Deliverability Manager for this account.',
} as const;

export const EMAIL_LIST_ROLES = [
  { value: 'all', label: phrase('All') },
  { value: 'teachers', label: phrase('Teachers & School Admins') },
  { value: 'parents', label: phrase('Parents') },
  { value: 'schoolAdmins', label: phrase('School Admins Only') },
] as const;
export type EmailListRole = (typeof EMAIL_LIST_ROLES)[number]['value'];

/** A calendar day as the date pickers give it (YYYY-MM-DD, UTC). */
export const calendarDate = calendarDaySchema({
  format: EMAIL_TOOL_MESSAGES.badDate,
  invalid: EMAIL_TOOL_MESSAGES.badDate,
});

const pickedDate = z.optional(
  z.nullable(calendarDate.check(z.refine((value) => value <= todayUtc(), EMAIL_TOOL_MESSAGES.futureDate))),
);

/** The export form: whom, and the optional sign-in and created ranges (each day included). */
export const emailListFilterSchema = z
  .object({
    role: z._default(z.enum(EMAIL_LIST_ROLES.map((role) => role.value) as [EmailListRole, ...EmailListRole[]]), 'all'),
    neverSignedIn: z._default(z.boolean(), false),
    lastSignInFrom: pickedDate,
    lastSignInTo: pickedDate,
    createdFrom: pickedDate,
    createdTo: pickedDate,
  })
  .check(
    z.superRefine((filter, ctx) => {
      if (filter.lastSignInFrom && filter.lastSignInTo && filter.lastSignInFrom > filter.lastSignInTo)
        ctx.addIssue({ code: 'custom', message: EMAIL_TOOL_MESSAGES.signInRange, path: ['lastSignInTo'] });
      if (filter.createdFrom && filter.createdTo && filter.createdFrom > filter.createdTo)
        ctx.addIssue({ code: 'custom', message: EMAIL_TOOL_MESSAGES.createdRange, path: ['createdTo'] });
      if (filter.neverSignedIn && (filter.lastSignInFrom || filter.lastSignInTo))
        ctx.addIssue({ code: 'custom', message: EMAIL_TOOL_MESSAGES.neverAndSignIn, path: ['neverSignedIn'] });
    }),
  );
export type EmailListFilter = z.output<typeof emailListFilterSchema>;
export type EmailListFilterInput = z.input<typeof emailListFilterSchema>;

/** The columns of the e-mail list, in order. */
export const EMAIL_LIST_COLUMNS = [
  'Email',
  'First Name',
  'Last Name',
  'Role',
  'School',
  'Country',
  'Created',
  'Last Sign-In',
] as const;

export const SUPPRESSION_LIST_REASONS = ['bounce', 'complaint'] as const;
export const suppressionListQuerySchema = z.object({
  reason: z.optional(z.nullable(z.enum(SUPPRESSION_LIST_REASONS))),
});

/** Check Suppression: the address to look up. */
export const emailCheckSchema = z.object({
  email: z
    .string({ error: EMAIL_TOOL_MESSAGES.emailRequired })
    .check(
      z.trim(),
      z.minLength(1, EMAIL_TOOL_MESSAGES.emailRequired),
      z.maxLength(254, EMAIL_TOOL_MESSAGES.emailInvalid),
      z.email(EMAIL_TOOL_MESSAGES.emailInvalid),
    ),
});
export type EmailCheckRequest = z.input<typeof emailCheckSchema>;

export const suppressionCheckSchema = z.object({
  isSuppressed: z.boolean(),
  reason: z.nullable(z.enum(['BOUNCE', 'COMPLAINT'])),
  /** When the address was put on the list. */
  time: z.nullable(isoDateTime),
});
export type SuppressionCheck = z.infer<typeof suppressionCheckSchema>;

/** Remove from suppression list: the address taken off, so SES mails it again. */
export const suppressionRemovedSchema = z.object({ removed: z.string() });
export type SuppressionRemoved = z.infer<typeof suppressionRemovedSchema>;

/** One point of the bounce chart: a day of sending (staff-console §3 email stat), with its complaints. */
export const emailStatSchema = z.object({
  Timestamp: isoDateTime,
  Bounces: z.int().check(z.nonnegative()),
  Complaints: z.int().check(z.nonnegative()),
  DeliveryAttempts: z.int().check(z.nonnegative()),
});
export type EmailStat = z.infer<typeof emailStatSchema>;
export const emailStatsResponseSchema = z.object({ stats: z.array(emailStatSchema) });

/** How many days the bounce chart covers, today included. */
export const EMAIL_STATS_DAYS = 14;
