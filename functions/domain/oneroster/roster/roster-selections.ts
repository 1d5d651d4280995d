import type { RosterRecords } from './roster-records';

/**
 * The records a path selects from a school's warm copy, kept with the copy: every page of a school
 * selects the same records (the school's students from all its users, say) in the same order, so
 * they are selected once per copy and each page is cut from them (applyRosterQuery filters, sorts
 * and slices without changing them). Records joined from several schools are a new object each
 * request, so they are selected each time; a parent the app cannot see throws each time too.
 */
const selections = new WeakMap<RosterRecords, Map<string, readonly object[]>>();

export function selectionOf(
  records: RosterRecords,
  /** The path's collection, parent and related records (roster-service's RosterPath). */
  path: { collection: string; sourcedId?: string; related?: string },
  select: (records: RosterRecords) => readonly object[],
): readonly object[] {
  const key = [path.collection, path.related === undefined ? '' : (path.sourcedId ?? ''), path.related ?? ''].join(
    '\0',
  );
  let ofRecords = selections.get(records);
  const kept = ofRecords?.get(key);
  if (kept) return kept;
  const selected = select(records);
  if (!ofRecords) {
    ofRecords = new Map();
    selections.set(records, ofRecords);
  }
  ofRecords.set(key, selected);
  return selected;
}
