import { appendFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { daysBetween } from '../../../shared/rules/calendar-days';
import { type MailAccount, type SuppressedDestination, type SuppressionReason } from './port';
import { SUPPRESSION_PAGE_SIZE } from './ses';

/**
 * The local twin's SES account state, kept in a folder beside the outbox: the suppression list
 * (suppression.json) and one line per sending event (events.jsonl). The outbox sender
 * (../mail/outbox.ts) consults and feeds it as SES does: a mail to a suppressed address is not
 * delivered and counts as a bounce; the mailbox page can bounce a mail or complain about it.
 */
export type SendingEventType = 'send' | 'bounce' | 'complaint';

interface SendingEvent {
  at: string;
  type: SendingEventType;
  email: string;
}

type SuppressionFile = Record<string, Omit<SuppressedDestination, 'email'> & { email: string }>;

const SUPPRESSION_FILE = 'suppression.json';
const EVENTS_FILE = 'events.jsonl';

function addressKey(email: string): string {
  return email.trim().toLowerCase();
}

async function readJson<T>(file: string, empty: T): Promise<T> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return empty;
    throw error;
  }
}

async function readSuppression(dir: string): Promise<SuppressionFile> {
  return readJson<SuppressionFile>(path.join(dir, SUPPRESSION_FILE), {});
}

/** Written whole to a temporary file, then renamed: a reader never sees half a list. */
async function writeSuppression(dir: string, list: SuppressionFile): Promise<void> {
  await mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `${SUPPRESSION_FILE}.${process.pid}.tmp`);
  await writeFile(temporary, JSON.stringify(list, null, 2));
  await rename(temporary, path.join(dir, SUPPRESSION_FILE));
}

export async function recordSendingEvent(dir: string, event: SendingEvent): Promise<void> {
  await mkdir(dir, { recursive: true });
  await appendFile(path.join(dir, EVENTS_FILE), `${JSON.stringify(event)}\n`);
}

async function readEvents(dir: string): Promise<SendingEvent[]> {
  let text: string;
  try {
    text = await readFile(path.join(dir, EVENTS_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as SendingEvent);
}

export async function findLocalSuppression(dir: string, email: string): Promise<SuppressedDestination | null> {
  return (await readSuppression(dir))[addressKey(email)] ?? null;
}

/**
 * A bounce or a complaint about a mail the twin delivered (the mailbox page's buttons): the
 * address goes on the suppression list, as SES's account-level list does, and the event is counted.
 */
export async function reportDeliveryProblem(
  dir: string,
  email: string,
  reason: SuppressionReason,
  at: Date = new Date(),
): Promise<void> {
  const list = await readSuppression(dir);
  list[addressKey(email)] = { email: addressKey(email), reason, lastUpdated: at.toISOString() };
  await writeSuppression(dir, list);
  await recordSendingEvent(dir, {
    at: at.toISOString(),
    type: reason === 'BOUNCE' ? 'bounce' : 'complaint',
    email: addressKey(email),
  });
}

/** Takes an address off the list (SES's DeleteSuppressedDestination); false when it was not on it. */
export async function removeLocalSuppression(dir: string, email: string): Promise<boolean> {
  const list = await readSuppression(dir);
  const key = addressKey(email);
  if (!list[key]) return false;
  await writeSuppression(dir, Object.fromEntries(Object.entries(list).filter(([address]) => address !== key)));
  return true;
}

export async function listLocalSuppression(dir: string): Promise<SuppressedDestination[]> {
  return Object.values(await readSuppression(dir)).sort((a, b) => a.email.localeCompare(b.email));
}

function pageToken(offset: number): string {
  return Buffer.from(JSON.stringify({ offset }), 'utf8').toString('base64url');
}

/** A token this list handed out; anything else is refused as SES refuses one (BadRequestException). */
function offsetOf(token: string): number {
  try {
    const { offset } = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { offset?: unknown };
    if (typeof offset === 'number' && Number.isInteger(offset) && offset >= 0) return offset;
  } catch {
    // falls through to the refusal
  }
  throw Object.assign(new Error('Invalid NextToken'), { name: 'BadRequestException' });
}

export function localMailAccount(dir: string, pageSize: number = SUPPRESSION_PAGE_SIZE): MailAccount {
  return {
    async listSuppressed({ reason, nextToken }) {
      const all = (await listLocalSuppression(dir)).filter((entry) => !reason || entry.reason === reason);
      const offset = nextToken ? offsetOf(nextToken) : 0;
      const items = all.slice(offset, offset + pageSize);
      return { items, nextToken: offset + pageSize < all.length ? pageToken(offset + pageSize) : null };
    },
    findSuppressed: (email) => findLocalSuppression(dir, email),
    removeSuppressed: (email) => removeLocalSuppression(dir, email),
    async sendStatistics({ from, to }) {
      const counts: Record<SendingEventType, Map<string, number>> = {
        send: new Map(),
        bounce: new Map(),
        complaint: new Map(),
      };
      for (const event of await readEvents(dir)) {
        const day = event.at.slice(0, 10);
        const perDay = counts[event.type] as Map<string, number> | undefined;
        if (!perDay) continue;
        perDay.set(day, (perDay.get(day) ?? 0) + 1);
      }
      return daysBetween(from, to).map((day) => ({
        timestamp: `${day}T00:00:00.000Z`,
        deliveryAttempts: counts.send.get(day) ?? 0,
        bounces: counts.bounce.get(day) ?? 0,
        complaints: counts.complaint.get(day) ?? 0,
      }));
    },
  };
}
