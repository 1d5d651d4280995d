import type { School } from '../schemas/schools';

/**
 * The staff console's work queues (staff-console §4 school flags): schools waiting for a staff member's next step.
 * A hidden school waits in no other queue (hiding it was the step); a flagged one is in Flagged
 * as well as wherever else it waits.
 */
export const SCHOOL_QUEUES = ['unvetted', 'unidentified', 'hidden', 'flagged'] as const;
export type SchoolQueue = (typeof SCHOOL_QUEUES)[number];

/** The queues a school waits in. */
export function schoolQueuesOf(school: Pick<School, 'vetted' | 'identified' | 'hidden' | 'flagReason'>): SchoolQueue[] {
  const queues: SchoolQueue[] = [];
  if (school.hidden) queues.push('hidden');
  else if (!school.vetted) queues.push('unvetted');
  else if (!school.identified) queues.push('unidentified');
  if (school.flagReason !== null) queues.push('flagged');
  return queues;
}

/** Since when a school waits in a queue: since it was flagged, or since it was made. */
export function queuedSince(school: Pick<School, 'createdAt' | 'flaggedAt'>, queue: SchoolQueue): string {
  return queue === 'flagged' ? (school.flaggedAt ?? school.createdAt) : school.createdAt;
}
