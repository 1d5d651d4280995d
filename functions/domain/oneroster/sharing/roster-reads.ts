import { addRosterRead, rosterReadUpdate } from '../../../data/roster-sharing';
import type { TransactItem } from '../../../data/transactions';

/** One request's read of one school's roster by an app, as the OneRoster API answered it. */
export interface RosterReadRecord {
  serviceId: string;
  clientId: string;
  schoolId: string;
  /** The collection read (users, classes, enrollments, …): the endpoint's, as the school's report names it. */
  collection: string;
  /** How many records of the school the answer held (0 is a read too: the app asked). */
  records: number;
  at: Date;
}

/**
 * Records a read (ARCHITECTURE 'What an app may know about a person': every release is recorded for
 * the school's Data sharing report): one write per request and school, a counter per app, school,
 * collection and day (kept ROSTER_READ_RETENTION_DAYS), so a busy app costs no more than its
 * requests. A request that reads several schools records one read per school.
 */
export async function recordRosterRead(read: RosterReadRecord): Promise<void> {
  await addRosterRead(counted(read));
}

/** The same record as a write of the transaction that counts the request against its client's rate (or-auth). */
export function rosterReadWrite(read: RosterReadRecord): TransactItem {
  return { Update: rosterReadUpdate(counted(read)) };
}

function counted(read: RosterReadRecord): RosterReadRecord {
  return { ...read, records: Math.max(0, Math.trunc(read.records)) };
}
