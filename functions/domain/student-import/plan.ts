import type { SamlAccount } from '../../data/saml-accounts';
import { createHash } from 'node:crypto';
import type { ImportApplyRequest, ImportApplyUser, SchoolRole } from '../../../shared/import';
import { classKey } from '../../../shared/import/cell-values';
import type { SessionUser } from '../../../shared/schemas/user';
import type { ClassGroup } from '../../data/class-groups';

/**
 * What an import stores and derives its steps from (pure, so the steps are the same on every run
 * and can be tested without a table).
 *
 * - The plan: the apply request's rows (each with its index, which keys what it created) and
 *   its deletions.
 * - The restore point: the before-state of every account and class the plan may touch.
 * - The steps: classes to create (with ids derived from the import, so a second run finds them),
 *   rows to apply, accounts to delete, memberships to set per class of the file, classes to remove.
 */
export type PlanEntry = { user: ImportApplyUser } | { deleted: string };

export interface RestoreAccount {
  profile: SessionUser;
  /** The account's classes before (students: places; teachers: assignments). */
  classIds: string[];
  /** Its link to the school's school system before (null: none; absent in restore points written before links were kept). */
  samlAccount?: SamlAccount | null;
}

export interface RestoreClass {
  classGroup: ClassGroup;
  teacherIds: string[];
}

export type RestoreEntry = { account: RestoreAccount } | { class: RestoreClass };

export function planEntriesOf(request: Pick<ImportApplyRequest, 'users' | 'deleted'>): PlanEntry[] {
  return [...request.users.map((user) => ({ user })), ...request.deleted.map((deleted) => ({ deleted }))];
}

export interface ImportSteps {
  role: SchoolRole;
  users: ImportApplyUser[];
  deleted: string[];
  /** Classes of the file the school does not have: created with these ids. */
  newClasses: Array<{ id: string; name: string }>;
  /** The class each class key of the file is (existing or new). */
  classIdOfKey: Map<string, string>;
  /** Each class of the file with the rows (indexes) that list it. */
  fileClasses: Array<{ classId: string; rows: number[] }>;
  /** Existing classes not in the file (removed when removeOtherClassGroups). */
  otherClasses: RestoreClass[];
  accounts: Map<string, RestoreAccount>;
  classes: Map<string, RestoreClass>;
}

/** A class the import creates: its id follows from the import and the class's name, so a retried step finds it. */
export function importedClassId(importId: string, key: string): string {
  return `imp${createHash('sha256').update(`${importId}\u0001${key}`).digest('hex').slice(0, 29)}`;
}

export function importSteps(
  importId: string,
  role: SchoolRole,
  plan: readonly PlanEntry[],
  restore: readonly RestoreEntry[],
): ImportSteps {
  const users = plan.flatMap((entry) => ('user' in entry ? [entry.user] : []));
  const deleted = plan.flatMap((entry) => ('deleted' in entry ? [entry.deleted] : []));
  const accounts = new Map<string, RestoreAccount>();
  const classes = new Map<string, RestoreClass>();
  for (const entry of restore) {
    if ('account' in entry) accounts.set(entry.account.profile.id, entry.account);
    else classes.set(entry.class.classGroup.id, entry.class);
  }
  const existingByKey = new Map<string, string>();
  for (const restored of classes.values()) {
    const key = classKey(restored.classGroup.name);
    if (key !== '' && !existingByKey.has(key)) existingByKey.set(key, restored.classGroup.id);
  }
  const classIdOfKey = new Map<string, string>();
  const newClasses: ImportSteps['newClasses'] = [];
  const rowsOfClass = new Map<string, number[]>();
  users.forEach((user, row) => {
    for (const name of user.classGroups) {
      const key = classKey(name);
      if (key === '') continue;
      let classId = classIdOfKey.get(key);
      if (!classId) {
        classId = existingByKey.get(key) ?? importedClassId(importId, key);
        if (!existingByKey.has(key)) newClasses.push({ id: classId, name: name.trim() });
        classIdOfKey.set(key, classId);
      }
      const rows = rowsOfClass.get(classId) ?? [];
      if (!rows.includes(row)) rows.push(row);
      rowsOfClass.set(classId, rows);
    }
  });
  const fileClasses = [...rowsOfClass.entries()].map(([classId, rows]) => ({ classId, rows }));
  const otherClasses = [...classes.values()].filter((restored) => !rowsOfClass.has(restored.classGroup.id));
  return { role, users, deleted, newClasses, classIdOfKey, fileClasses, otherClasses, accounts, classes };
}
