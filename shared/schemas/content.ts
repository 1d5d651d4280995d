import * as z from 'zod/mini';
import { isoDateTime } from './common';

/** How loud a system alert is: the banner's tone, and the order of several (critical first). */
export const SYSTEM_ALERT_SEVERITIES = ['critical', 'warning', 'info'] as const;
export const systemAlertSeveritySchema = z.enum(SYSTEM_ALERT_SEVERITIES);
export type SystemAlertSeverity = z.infer<typeof systemAlertSeveritySchema>;

/**
 * A notice to every visitor (planned maintenance, an outage) shown from `startsAt` until `endsAt`.
 * The message is plain text: the SPA shows it as text, never as HTML.
 */
export const systemAlertSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  message: z.string().check(z.minLength(1), z.maxLength(500)),
  severity: systemAlertSeveritySchema,
  startsAt: isoDateTime,
  endsAt: isoDateTime,
});
export type SystemAlert = z.infer<typeof systemAlertSchema>;

export const systemAlertListResponseSchema = z.object({ systemAlerts: z.array(systemAlertSchema) });
