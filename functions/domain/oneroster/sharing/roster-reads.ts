import { addRosterRead, rosterReadUpdate } from '../../../data/roster-sharing';
import { TRANSACTION_MOST, writeTogetherThroughConflicts, type TransactItem } from '../../../data/transactions';

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

/**
 * Records one request's reads of its schools: one UpdateItem for a page of one school (the usual
 * page: an app reads a school at a time); for several, in transactions of at most 100, each all of
 * its schools or none, so a request that failed leaves no school with a read it was not answered.
 */
export async function recordRosterReads(reads: readonly RosterReadRecord[]): Promise<void> {
  const [only] = reads;
  if (reads.length === 1 && only) return recordRosterRead(only);
  const writes: TransactItem[] = reads.map((read) => ({ Update: rosterReadUpdate(counted(read)) }));
  for (let first = 0; first < writes.length; first += TRANSACTION_MOST)
    await writeTogetherThroughConflicts(writes.slice(first, first + TRANSACTION_MOST));
}

function counted(read: RosterReadRecord): RosterReadRecord {
  return { ...read, records: Math.max(0, Math.trunc(read.records)) };
}
