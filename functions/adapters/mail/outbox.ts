import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { findLocalSuppression, recordSendingEvent } from '../mail-account/local';
import type { Mail, MailSender } from './port';

/** A mail as the local outbox keeps it: one JSON file per mail. */
export interface OutboxMail extends Mail {
  id: string;
  sentAt: string;
}

/**
 * SES's sending rate: an account may send so many mails a second (its 'maximum send rate'), 1 in
 * the sandbox, 14 when it first leaves it, more as AWS raises it. The twin holds the account to
 * MAIL_MAX_SEND_RATE, by default a production account's first rate.
 */
export const SES_SANDBOX_SEND_RATE = 1;
export const DEFAULT_LOCAL_SEND_RATE = 14;

/** SES v2's answer to a mail over the account's sending rate (HTTP 429), which the AWS SDK retries as throttling. */
export class MailSendingRateExceededError extends Error {
  readonly $metadata = { httpStatusCode: 429 };
  constructor() {
    super('Maximum sending rate exceeded.');
    this.name = 'TooManyRequestsException';
  }
}

/** The account's rate as a token bucket per outbox (one SES account): a second's worth at once, then the rate. */
const sendingBuckets = new Map<string, { tokens: number; at: number }>();

function takeSendingToken(dir: string, rate: number, nowMs: number): boolean {
  const capacity = Math.max(1, rate);
  const bucket = sendingBuckets.get(dir) ?? { tokens: capacity, at: nowMs };
  bucket.tokens = Math.min(capacity, bucket.tokens + (Math.max(0, nowMs - bucket.at) / 1000) * rate);
  bucket.at = nowMs;
  sendingBuckets.set(dir, bucket);
  if (bucket.tokens < 1) return false;
  bucket.tokens -= 1;
  return true;
}

/**
 * The local twin's stand-in for SES: each mail becomes a file in `dir`, named so that names sort by
 * time. With the account's state folder (`stateDir`), it behaves as SES does with its suppression
 * list: every mail is a delivery attempt, and one to a suppressed address is not delivered but
 * counted as a bounce. A mail over the account's sending rate (`maxSendRate` a second) is refused
 * as SES refuses it, before anything else.
 */
export function outboxMailSender(
  dir: string,
  clock: () => Date = () => new Date(),
  stateDir?: string,
  options: { maxSendRate?: number } = {},
): MailSender {
  const rate = options.maxSendRate ?? DEFAULT_LOCAL_SEND_RATE;
  return {
    async send(mail) {
      const now = clock();
      if (!takeSendingToken(dir, rate, now.getTime())) throw new MailSendingRateExceededError();
      const sentAt = now.toISOString();
      if (stateDir) {
        await recordSendingEvent(stateDir, { at: sentAt, type: 'send', email: mail.to });
        if (await findLocalSuppression(stateDir, mail.to)) {
          await recordSendingEvent(stateDir, { at: sentAt, type: 'bounce', email: mail.to });
          return;
        }
      }
      const id = randomUUID();
      await mkdir(dir, { recursive: true });
      const stored: OutboxMail = {
        id,
        sentAt,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      };
      await writeFile(path.join(dir, `${sentAt.replace(/[:.]/g, '-')}-${id}.json`), JSON.stringify(stored, null, 2));
    },
  };
}

/** Every mail of the outbox, newest first; an outbox that does not exist yet is empty. */
export async function listOutbox(dir: string): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const mails = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxMail),
  );
  return mails.sort((a, b) => b.sentAt.localeCompare(a.sentAt) || b.id.localeCompare(a.id));
}
