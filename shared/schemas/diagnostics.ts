import * as z from 'zod/mini';
import { phrase } from '../i18n/text';

/** Bounds of a client error report (POST /api/debug-messages): enough for a diagnosis, never a flood. */
export const DEBUG_MESSAGE_LIMITS = {
  message: 2000,
  stack: 8000,
  logLines: 50,
  logLine: 500,
  url: 2000,
  userAgent: 500,
} as const;

export const TOO_MANY_DEBUG_MESSAGES = phrase(
  'Too many error reports have been sent from here. Please try again later.',
);

function boundedText(label: string, max: number) {
  return z
    .string({ error: `The ${label} must be text.` })
    .check(z.maxLength(max, `The ${label} must be at most ${max} characters.`));
}

/**
 * visitor-and-account §7: the client error report, with the log and the stack. `url` is the page
 * the error happened on; the server keeps its path only. The text is scrubbed of personal data
 * before it is stored (shared/rules/scrub-report.ts).
 */
export const debugMessageRequestSchema = z.object({
  message: boundedText('message', DEBUG_MESSAGE_LIMITS.message).check(
    z.trim(),
    z.minLength(1, phrase('Please give the error message.')),
  ),
  log: z._default(
    z
      .array(boundedText('log line', DEBUG_MESSAGE_LIMITS.logLine))
      .check(
        z.maxLength(DEBUG_MESSAGE_LIMITS.logLines, `The log must be at most ${DEBUG_MESSAGE_LIMITS.logLines} lines.`),
      ),
    [],
  ),
  stack: z._default(z.nullable(boundedText('stack', DEBUG_MESSAGE_LIMITS.stack)), null),
  url: boundedText('page address', DEBUG_MESSAGE_LIMITS.url).check(
    z.refine((value) => value.startsWith('/'), phrase('The page address must be a path starting with /.')),
  ),
  userAgent: z._default(z.nullable(boundedText('user agent', DEBUG_MESSAGE_LIMITS.userAgent)), null),
});
export type DebugMessageRequest = z.input<typeof debugMessageRequestSchema>;
export type DebugMessageInput = z.output<typeof debugMessageRequestSchema>;

/** The report's reference, which support can look up. */
export const debugMessageResponseSchema = z.object({ id: z.string() });
