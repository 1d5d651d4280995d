/**
 * 'Step 4. Review Classes' (spec §3 'Class summary row', §4 class summary statuses): one row per
 * class of the file or of the school, with its status under the two Retain/Remove choices and the
 * number of accounts in it before and after the import.
 *
 * - create:  in the file, not in the school;
 * - update:  in the file and the school, members not in the file are kept;
 * - replace: in the file and the school, members not in the file are removed;
 * - remove:  in the school, not in the file, and removal was chosen;
 * - retain:  in the school, not in the file.
 * The counts after the import come from projectUsersAfterApply, so the review shows exactly what
 * Save & Apply will do.
 */
import { buildApplyRequest, effectiveClassChoices, projectUsersAfterApply } from './apply-plan';
import { classKey } from './cell-values';
import type { ImportTableState } from './table-state';
import { defaultClassReviewChoices } from './types';
import type { ClassReviewChoices, ExistingUser, ImportRecord } from './types';

export type ClassStatus = 'create' | 'update' | 'replace' | 'remove' | 'retain';

export interface ClassSummaryRow {
  /** The school's name (or id when no name is known). */
  school: string;
  schoolId: string;
  name: string;
  status: ClassStatus;
  /** Style hook for the status cell, e.g. 'import-class-create'. */
  cssClass: string;
  usersBeforeImport: number;
  usersAfterImport: number;
}

/** A class of the school, given when the school has classes without members. */
export interface ExistingClass {
  schoolId: string;
  name: string;
}

export function reviewClasses(
  state: ImportTableState,
  choices: ClassReviewChoices = defaultClassReviewChoices,
  existingClasses: readonly ExistingClass[] = [],
): ClassSummaryRow[] {
  const effective = effectiveClassChoices(state, choices);
  const users = state.rows.flatMap((row) => row.users);
  const records = state.rows.flatMap((row) => (row.record ? [row.record] : []));
  const ownUsers = users.filter((user) => !user.otherSchool);

  interface ClassEntry {
    schoolId: string;
    name: string;
    existing: boolean;
    inFile: boolean;
  }
  const classes = new Map<string, ClassEntry>();
  const entryFor = (schoolId: string, name: string): ClassEntry => {
    const key = `${schoolId}\u0001${classKey(name)}`;
    let entry = classes.get(key);
    if (!entry) {
      entry = { schoolId, name, existing: false, inFile: false };
      classes.set(key, entry);
    }
    return entry;
  };
  for (const existing of existingClasses) entryFor(existing.schoolId, existing.name).existing = true;
  for (const user of ownUsers) for (const name of user.classGroups) entryFor(user.schoolId, name).existing = true;
  if (state.context.hasClassColumn) {
    for (const record of records) for (const name of record.classGroups) entryFor(record.schoolId, name).inFile = true;
  }

  const request = buildApplyRequest(state, effective);
  const after = projectUsersAfterApply(users, request, {
    schoolId: state.context.schoolId,
    schoolIdOf: (_, index) => (records[index] as ImportRecord).schoolId,
    schools: state.context.schools,
  });
  const before = countMembers(ownUsers);
  const afterCounts = countMembers(after.filter((user) => !user.otherSchool));

  const schoolNames = new Map(state.context.schools.map((school) => [school.id, school.name]));
  for (const user of ownUsers)
    if (user.school !== '' && !schoolNames.has(user.schoolId)) schoolNames.set(user.schoolId, user.school);

  return [...classes.entries()]
    .map(([key, entry]) => {
      const status: ClassStatus = entry.inFile
        ? entry.existing
          ? effective.removeOtherUsersInClassGroups
            ? 'replace'
            : 'update'
          : 'create'
        : effective.removeOtherClassGroups
          ? 'remove'
          : 'retain';
      return {
        school: schoolNames.get(entry.schoolId) ?? entry.schoolId,
        schoolId: entry.schoolId,
        name: entry.name,
        status,
        cssClass: `import-class-${status}`,
        usersBeforeImport: before.get(key) ?? 0,
        usersAfterImport: afterCounts.get(key) ?? 0,
      };
    })
    .sort(
      (left, right) =>
        left.school.localeCompare(right.school) ||
        left.name.localeCompare(right.name, undefined, { numeric: true, sensitivity: 'base' }),
    );
}

function countMembers(users: readonly ExistingUser[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const user of users) {
    for (const key of new Set(user.classGroups.map((name) => `${user.schoolId}\u0001${classKey(name)}`)))
      counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
