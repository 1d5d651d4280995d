import { ROSTER_READ_RETENTION_DAYS, rosterReads } from '../../functions/data/roster-sharing';
import { timeToLive } from '../../functions/data/table-design';
import { DEMO_SCHOOL_ID } from './demo-profiles';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What Reading Rockets read of Demo Primary's roster through the OneRoster API yesterday, so the
 * Data sharing page's Roster sharing shows an app's reads from the first start. Written whole (a
 * put, not the API's ADD), so seeding again leaves the same counts.
 */
export async function seedDemoRosterReads(now: Date): Promise<void> {
  const at = new Date(now.getTime() - DAY_MS);
  const ttl = timeToLive(new Date(at.getTime() + ROSTER_READ_RETENTION_DAYS * DAY_MS));
  const read = {
    schoolId: DEMO_SCHOOL_ID,
    day: at.toISOString().slice(0, 10),
    serviceId: '1',
    lastReadAt: at.toISOString(),
    lastClientId: 'demo-reading-rockets',
    ttl,
  };
  await rosterReads.putAll([
    { ...read, collection: 'classes', requests: 1, records: 6 },
    { ...read, collection: 'users', requests: 2, records: 130 },
    { ...read, collection: 'enrollments', requests: 2, records: 128 },
  ]);
}
