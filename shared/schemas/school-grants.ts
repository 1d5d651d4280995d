import * as z from 'zod/mini';
import { ADMIN_SCHOOL_MESSAGES } from './admin-schools';
import { schoolServiceSchema } from './school-access';

/** What the school page's Subscriptions section says (staff-console §2, §4, §5, §8). */
export const SCHOOL_GRANT_MESSAGES = {
  invalidDate: 'Invalid date. Please click the date box and select a date from the calendar.',
  serviceNotFound: 'This app could not be found.',
  freeService: 'This app is free: every school has it already.',
  pastDate: 'The end date has passed. Please choose today or a later day.',
  /** Granting vets the school first (staff-console §4); when that fails, the spec's Vet failure, and that nothing was granted. */
  vetFirst: `${ADMIN_SCHOOL_MESSAGES.vetFailed} Nothing was granted.`,
} as const;

/** One panel of the Subscriptions section: the service, and the school's access to it (null: none yet). */
export const schoolServicePanelSchema = z.object({
  service: z.object({
    id: z.string(),
    name: z.string(),
    free: z.boolean(),
    integrated: z.boolean(),
    enabled: z.boolean(),
    iconColor: z.string(),
  }),
  access: z.nullable(schoolServiceSchema),
});
export type SchoolServicePanel = z.infer<typeof schoolServicePanelSchema>;

export const schoolServicePanelsResponseSchema = z.object({
  panels: z.array(schoolServicePanelSchema),
  vetted: z.boolean(),
});

const serviceIdSchema = z
  .string({ error: SCHOOL_GRANT_MESSAGES.serviceNotFound })
  .check(z.trim(), z.minLength(1, SCHOOL_GRANT_MESSAGES.serviceNotFound), z.maxLength(64));

/** grantSubscription and grantTrial: the end date (UTC midnight of the day chosen), or null to cancel. */
export const schoolGrantSchema = z.object({
  serviceId: serviceIdSchema,
  endDate: z.nullable(z.iso.datetime({ error: SCHOOL_GRANT_MESSAGES.invalidDate })),
});
export type SchoolGrantRequest = z.input<typeof schoolGrantSchema>;

/** grantPerpetual: perpetual access given (allowed) or withdrawn. */
export const schoolPerpetualGrantSchema = z.object({ serviceId: serviceIdSchema, allowed: z.boolean() });

export const schoolGrantResponseSchema = z.object({ panel: schoolServicePanelSchema, vetted: z.boolean() });
