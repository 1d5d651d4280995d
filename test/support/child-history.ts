import { randomUUID } from 'node:crypto';
import { appLaunchEvents } from '../../functions/data/app-launches';
import { auditSubjectEntries } from '../../functions/data/audit';
import { SIGN_IN_EVENT_RETENTION_DAYS, signInEventAt, signInEvents } from '../../functions/data/sign-in-events';
import { timeToLive } from '../../functions/data/table-design';
import { DEFAULT_AUDIT_RETENTION_DAYS } from '../../functions/platform/config';
import { chunksOf, inGroups } from './in-groups';

/** How long a launch is kept (functions/data/app-launches.ts LAUNCH_EVENT_RETENTION_DAYS). */
const LAUNCHES_KEPT_DAYS = 400;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** DynamoDB deletes an item past its TTL within days, not at once: a month of them is still there. */
const NOT_YET_DELETED_DAYS = 30;

/** How much a child does each day: sign-ins, launches of Maths Quest, and lines of the audit trail. */
export interface DailyHistory {
  signIns: number;
  launches: number;
  lines: number;
}

/** The busiest child the largest case plays: 3 sign-ins, 10 launches and 2 audit lines a day. */
export const BUSY_CHILD: DailyHistory = { signIns: 3, launches: 10, lines: 2 };

/**
 * Five years of a child's history as AWS's table holds it, each item with its TTL, the newest an
 * hour ago: DynamoDB deletes what is past its TTL (sign-ins and launches after 400 days, the audit
 * after 730) within days, so the years before are gone and a month past each TTL is still there to
 * be skipped. The audit lines are the parent starting and ending acting as the child, in turn, so
 * none is grouped with the next. Day d is kept while d is under the retention.
 */
export function fiveYearsOf(childId: string, parentId: string, perDay: DailyHistory) {
  const now = Date.now();
  const daysBack = (count: number) => Array.from({ length: count }, (_, day) => now - day * DAY_MS);
  const hours = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
  return {
    signIns: daysBack(SIGN_IN_EVENT_RETENTION_DAYS + NOT_YET_DELETED_DAYS).flatMap((day) =>
      hours(perDay.signIns).map((offset) => signInEventAt(childId, new Date(day - offset * HOUR_MS).toISOString())),
    ),
    launches: daysBack(LAUNCHES_KEPT_DAYS + NOT_YET_DELETED_DAYS).flatMap((day) =>
      hours(perDay.launches).map((offset) => {
        const at = new Date(day - offset * HOUR_MS);
        return {
          userId: childId,
          actorId: childId,
          serviceId: '2',
          at: at.toISOString(),
          schoolId: null,
          initiatedBy: 'portal' as const,
          attributes: ['username', 'firstName', 'lastInitial', 'role'],
          ttl: timeToLive(new Date(at.getTime() + LAUNCHES_KEPT_DAYS * DAY_MS)),
        };
      }),
    ),
    lines: daysBack(DEFAULT_AUDIT_RETENTION_DAYS + NOT_YET_DELETED_DAYS).flatMap((day, dayIndex) =>
      hours(perDay.lines).map((offset) => {
        const at = new Date(day - (12 + offset) * HOUR_MS);
        return {
          subjectId: childId,
          at: at.toISOString(),
          eventId: randomUUID(),
          actorId: parentId,
          effectiveUserId: null,
          action: (dayIndex * perDay.lines + offset) % 2 === 0 ? ('act-as.start' as const) : ('act-as.end' as const),
          schoolId: null,
          ttl: timeToLive(new Date(at.getTime() + DEFAULT_AUDIT_RETENTION_DAYS * DAY_MS)),
        };
      }),
    ),
  };
}

export type ChildHistory = ReturnType<typeof fiveYearsOf>;

/** Writes the history straight to the table, 25 to a batch, 8 batches at a time. */
export async function writeChildHistory(history: ChildHistory): Promise<void> {
  await inGroups(chunksOf(history.signIns, 25), 8, (chunk) => signInEvents.putAll(chunk));
  await inGroups(chunksOf(history.launches, 25), 8, (chunk) => appLaunchEvents.putAll(chunk));
  await inGroups(chunksOf(history.lines, 25), 8, (chunk) => auditSubjectEntries.putAll(chunk));
}

/** How many of these items are still kept at `now` (their TTL not passed). */
export function keptOf(items: readonly { ttl?: number | undefined }[], now: number = Date.now()): number {
  return items.filter((item) => (item.ttl ?? 0) * 1000 > now).length;
}
