import * as z from 'zod/mini';

/** How loud a system alert is: the banner's tone, and the order of several (critical first). */
export const SYSTEM_ALERT_SEVERITIES = ['critical', 'warning', 'info'] as const;
export const systemAlertSeveritySchema = z.enum(SYSTEM_ALERT_SEVERITIES);
export type SystemAlertSeverity = z.infer<typeof systemAlertSeveritySchema>;

/** Each severity as the console names it. */
export const SYSTEM_ALERT_SEVERITY_LABELS: Record<SystemAlertSeverity, string> = {
  critical: 'Critical',
  warning: 'Warning',
  info: 'Information',
};

/** What the API and the console say of a system alert's times, alike. */
export const SYSTEM_ALERT_MESSAGES = {
  messageRequired: "Please enter the alert's message.",
  messageTooLong: "The alert's message must be at most 500 characters.",
  timeRequired: 'Please choose a date and time.',
  showUntilAfterFrom: 'The alert must stop showing after it starts.',
  notFound: 'There is no such system alert.',
  windowBothOrNeither: 'Give both the start and the end of the maintenance window, or neither.',
  windowEndAfterStart: 'The maintenance window must end after it starts.',
} as const;

type TimesShape = {
  startsAt: string;
  endsAt: string;
  windowStartsAt?: string | null | undefined;
  windowEndsAt?: string | null | undefined;
};

/**
 * An alert stops showing after it starts; a maintenance window is both its times or none, and
 * ends after it starts. Each refusal points at the field to correct: the missing one, or the end.
 */
const systemAlertChecks = [
  z.refine<TimesShape>((alert) => !(Date.parse(alert.startsAt) >= Date.parse(alert.endsAt)), {
    message: SYSTEM_ALERT_MESSAGES.showUntilAfterFrom,
    path: ['endsAt'],
  }),
  z.refine<TimesShape>((alert) => Boolean(alert.windowStartsAt) || !alert.windowEndsAt, {
    message: SYSTEM_ALERT_MESSAGES.windowBothOrNeither,
    path: ['windowStartsAt'],
  }),
  z.refine<TimesShape>((alert) => Boolean(alert.windowEndsAt) || !alert.windowStartsAt, {
    message: SYSTEM_ALERT_MESSAGES.windowBothOrNeither,
    path: ['windowEndsAt'],
  }),
  z.refine<TimesShape>(
    (alert) =>
      !alert.windowStartsAt ||
      !alert.windowEndsAt ||
      !(Date.parse(alert.windowStartsAt) >= Date.parse(alert.windowEndsAt)),
    { message: SYSTEM_ALERT_MESSAGES.windowEndAfterStart, path: ['windowEndsAt'] },
  ),
] as const;

const moment = z.iso.datetime({ error: SYSTEM_ALERT_MESSAGES.timeRequired });

const systemAlertInputFields = {
  message: z
    .string({ message: SYSTEM_ALERT_MESSAGES.messageRequired })
    .check(
      z.trim(),
      z.minLength(1, SYSTEM_ALERT_MESSAGES.messageRequired),
      z.maxLength(500, SYSTEM_ALERT_MESSAGES.messageTooLong),
    ),
  severity: systemAlertSeveritySchema,
  /** When the banner starts and stops showing. */
  startsAt: moment,
  endsAt: moment,
  /**
   * The maintenance window the alert announces, when it names one: shown on the banner in the
   * reader's own time zone, the zone named (docs/using/languages.md, Dates and times).
   * Optional, both or neither.
   */
  windowStartsAt: z.optional(z.nullable(moment)),
  windowEndsAt: z.optional(z.nullable(moment)),
};

/** What staff write in the console to put up an alert (its id is the API's). */
export const systemAlertInputSchema = z.object(systemAlertInputFields).check(...systemAlertChecks);
export type SystemAlertInput = z.infer<typeof systemAlertInputSchema>;

/**
 * A notice to every visitor (planned maintenance, an outage) shown from `startsAt` until `endsAt`.
 * The message is plain text: the SPA shows it as text, never as HTML.
 */
export const systemAlertSchema = z
  .object({ id: z.string().check(z.minLength(1), z.maxLength(64)), ...systemAlertInputFields })
  .check(...systemAlertChecks);
export type SystemAlert = z.infer<typeof systemAlertSchema>;

export const systemAlertListResponseSchema = z.object({ systemAlerts: z.array(systemAlertSchema) });

export const systemAlertIdParamsSchema = z.object({ alertId: z.string().check(z.minLength(1), z.maxLength(64)) });

export const systemAlertResponseSchema = z.object({ systemAlert: systemAlertSchema });

export const systemAlertDeletedSchema = z.object({ deleted: z.literal(true) });
