import { queuedSince, type SchoolQueue } from '../../../shared/rules/school-queues';
import { SCHOOL_QUEUE_PAGE_SIZE, type SchoolQueuePage } from '../../../shared/schemas/admin-schools';
import { schoolsInQueue } from '../../data/schools';
import { adminSchoolsOf } from './admin-schools';

/** A page of a staff work queue of schools, longest waiting first: one index partition, never a Scan. */
export async function listSchoolQueue(queue: SchoolQueue, cursor: string | null): Promise<SchoolQueuePage> {
  const page = await schoolsInQueue(queue, { limit: SCHOOL_QUEUE_PAGE_SIZE, cursor });
  const schools = await adminSchoolsOf(page.items);
  return {
    entries: schools.map((school) => ({ school, since: queuedSince(school, queue) })),
    cursor: page.cursor,
  };
}
