import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import { defineEntity } from './entity';
import { timeToLive } from './table-design';

/**
 * How long a deleted class is still served to apps as `tobedeleted` by the OneRoster API
 * (docs/using/oneroster-api.md 'Delta reads'), so an app's delta read learns to remove it.
 */
export const ROSTER_TOMBSTONE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A deleted class as the OneRoster API still shows it ('A school's deleted classes' in
 * table-design.ts): its name and code, and who had a place in it (pk = ROSTERGONE#<schoolId>,
 * sk = CLASS#<classId>, TTL ROSTER_TOMBSTONE_DAYS). Written in the class's deletion's own
 * transaction (class-groups.ts deleteClassGroup).
 */
export const classTombstones = defineEntity({
  name: 'class-tombstone',
  schema: z.object({
    schoolId: z.string(),
    classId: z.string(),
    name: z.string(),
    code: z.string(),
    deletedAt: isoDateTime,
    places: z.array(z.object({ userId: z.string(), role: z.enum(['student', 'teacher']) })),
    ttl: z.int(),
  }),
  key: {
    fields: ['schoolId', 'classId'],
    key: ({ schoolId, classId }) => ({ pk: `ROSTERGONE#${schoolId}`, sk: `CLASS#${classId}` }),
  },
});
export type ClassTombstone = z.output<typeof classTombstones.schema>;

/** The write that keeps a deleted class for the OneRoster API, for the deletion's transaction. */
export function classTombstonePutRequest(
  classGroup: { id: string; schoolId: string; name: string; code: string },
  places: ClassTombstone['places'],
  at: Date,
) {
  return classTombstones.putRequest({
    schoolId: classGroup.schoolId,
    classId: classGroup.id,
    name: classGroup.name,
    code: classGroup.code,
    deletedAt: at.toISOString(),
    places,
    ttl: timeToLive(new Date(at.getTime() + ROSTER_TOMBSTONE_DAYS * DAY_MS)),
  });
}

/** A school's classes deleted in the last ROSTER_TOMBSTONE_DAYS (one Query; TTL deletes late, so the time is checked). */
export async function listClassTombstones(schoolId: string, now: Date): Promise<ClassTombstone[]> {
  const since = new Date(now.getTime() - ROSTER_TOMBSTONE_DAYS * DAY_MS).toISOString();
  const all = await classTombstones.queryAll({ partition: `ROSTERGONE#${schoolId}`, sortKeyPrefix: 'CLASS#' });
  return all.filter((tombstone) => tombstone.deletedAt >= since);
}
