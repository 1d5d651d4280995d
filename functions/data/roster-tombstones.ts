import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import { defineEntity } from './entity';
import { timeToLive } from './table-design';

/**
 * How long a deleted class, person or place is still served to apps as `tobedeleted` by the
 * OneRoster API (docs/using/oneroster-api.md 'Delta reads'), so an app's delta read learns to
 * remove it.
 */
export const ROSTER_TOMBSTONE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const placeSchema = z.object({
  classId: z.string(),
  userId: z.string(),
  role: z.enum(['student', 'teacher']),
});
/** A student's place or a teacher's assignment in a class (an enrollment, to OneRoster). */
export type RosterPlace = z.output<typeof placeSchema>;

/**
 * What went from a school's roster as the OneRoster API still shows it ("A school's roster
 * tombstones" in table-design.ts; pk = ROSTERGONE#<schoolId>, sk = CLASS#<classId>,
 * PERSON#<userId> or PLACE#<classId>#<userId>, TTL ROSTER_TOMBSTONE_DAYS): a class with its name,
 * code and who had a place in it; a person who left the school or was deleted, with their role;
 * one place taken away. Ids and roles only, never a name of a person. Written in the removal's own
 * transaction by rosterTombstonePutRequest.
 */
export const rosterTombstones = defineEntity({
  name: 'roster-tombstone',
  schema: z.object({
    schoolId: z.string(),
    kind: z.enum(['class', 'person', 'place']),
    /** The class's id, the person's, or `<classId>#<userId>` for a place. */
    recordId: z.string(),
    deletedAt: isoDateTime,
    /** A class: its name and code. */
    name: z.optional(z.string()),
    code: z.optional(z.string()),
    /** A person: the role they had in the school. */
    role: z.optional(z.enum(['student', 'teacher'])),
    /** The places that went with it: a class's every place, a person's (when they went with them), a place itself. */
    places: z.array(placeSchema),
    ttl: z.int(),
  }),
  key: {
    fields: ['schoolId', 'kind', 'recordId'],
    key: ({ schoolId, kind, recordId }) => ({ pk: `ROSTERGONE#${schoolId}`, sk: `${kind.toUpperCase()}#${recordId}` }),
  },
});
export type RosterTombstone = z.output<typeof rosterTombstones.schema>;

/** What went: a class with its places, a person of the school, or one place. */
export type GoneFromRoster =
  | { kind: 'class'; classId: string; name: string; code: string; places: readonly RosterPlace[] }
  | { kind: 'person'; userId: string; role: RosterPlace['role']; places?: readonly RosterPlace[] }
  | { kind: 'place'; place: RosterPlace };

/** A school role as OneRoster has it: an administrator of the school is one of its teachers. */
export function rosterRoleOf(schoolRole: 'student' | 'teacher' | 'admin'): RosterPlace['role'] {
  return schoolRole === 'student' ? 'student' : 'teacher';
}

/**
 * The write that keeps what went from a school's roster for the OneRoster API, for the removal's
 * own transaction: the one way a class, a person or a place is remembered as `tobedeleted`.
 */
export function rosterTombstonePutRequest(schoolId: string, gone: GoneFromRoster, at: Date) {
  const kept = {
    schoolId,
    deletedAt: at.toISOString(),
    ttl: timeToLive(new Date(at.getTime() + ROSTER_TOMBSTONE_DAYS * DAY_MS)),
  };
  if (gone.kind === 'class')
    return rosterTombstones.putRequest({
      ...kept,
      kind: 'class',
      recordId: gone.classId,
      name: gone.name,
      code: gone.code,
      places: [...gone.places],
    });
  if (gone.kind === 'person')
    return rosterTombstones.putRequest({
      ...kept,
      kind: 'person',
      recordId: gone.userId,
      role: gone.role,
      places: [...(gone.places ?? [])],
    });
  return rosterTombstones.putRequest({
    ...kept,
    kind: 'place',
    recordId: `${gone.place.classId}#${gone.place.userId}`,
    places: [gone.place],
  });
}

/** A school's classes, people and places gone in the last ROSTER_TOMBSTONE_DAYS (one Query; TTL deletes late, so the time is checked). */
export async function listRosterTombstones(schoolId: string, now: Date): Promise<RosterTombstone[]> {
  const since = new Date(now.getTime() - ROSTER_TOMBSTONE_DAYS * DAY_MS).toISOString();
  const all = await rosterTombstones.queryAll({ partition: `ROSTERGONE#${schoolId}` });
  return all.filter((tombstone) => tombstone.deletedAt >= since);
}
