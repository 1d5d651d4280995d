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
 * The local twin's stand-in for SES: each mail becomes a file in `dir`, named so that names sort by
 * time. With the account's state folder (`stateDir`), it behaves as SES does with its suppression
 * list: every mail is a delivery attempt, and one to a suppressed address is not delivered but
 * counted as a bounce.
 */
export function outboxMailSender(dir: string, clock: () => Date = () => new Date(), stateDir?: string): MailSender {
  return {
    async send(mail) {
      const sentAt = clock().toISOString();
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
