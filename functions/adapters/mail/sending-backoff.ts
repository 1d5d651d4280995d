import type { MailSender } from './port';

/**
 * How a mail over the account's sending rate is sent again: SES refuses it (TooManyRequestsException,
 * 'Maximum sending rate exceeded.'), and a bulk sender (an import's welcome mails, a data sync's)
 * that simply went on would lose the rest. So every sender waits and tries again, the wait doubling
 * from a fifth of a second with jitter up to 4 s, for up to 8 tries (about 15 s in all, enough for
 * the sandbox's one mail a second), then fails loudly, and the job around it resumes later.
 */
export const MAIL_RETRY = { attempts: 8, baseMs: 200, capMs: 4_000 } as const;

const THROTTLING_NAMES = new Set(['TooManyRequestsException', 'Throttling', 'ThrottlingException']);

/** Whether SES refused the mail for the sending rate (not for the mail itself). */
export function isSendingThrottled(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as { name?: unknown; $metadata?: { httpStatusCode?: number } };
  return (
    (typeof candidate.name === 'string' && THROTTLING_NAMES.has(candidate.name)) ||
    candidate.$metadata?.httpStatusCode === 429
  );
}

/** The wait before try `attempt + 1`: equal jitter (half fixed, half random) of the doubling wait, capped. */
export function mailRetryDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAIL_RETRY.capMs, MAIL_RETRY.baseMs * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The sender, sending a throttled mail again after a backoff (other errors pass at once). */
export function withSendingBackoff(
  sender: MailSender,
  options: { sleep?: (ms: number) => Promise<void>; random?: () => number } = {},
): MailSender {
  const { sleep = pause, random } = options;
  return {
    async send(mail) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          await sender.send(mail);
          return;
        } catch (error) {
          if (!isSendingThrottled(error) || attempt >= MAIL_RETRY.attempts) throw error;
          await sleep(mailRetryDelay(attempt, random));
        }
      }
    },
  };
}
