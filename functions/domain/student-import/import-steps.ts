import {
  classCodeClaims,
  classGroupRemoval,
  getClassGroup,
  listClassMembers,
  listClassTeachers,
  releaseClassNameClaim,
  removeClassMember,
  unassignClassTeacher,
} from '../../data/class-groups';
import { writeTogether } from '../../data/transactions';
import { getImport, readImportChunks, type ImportRecord } from '../../data/student-imports';
import { importSteps, type ImportSteps, type PlanEntry, type RestoreEntry } from './plan';

/** What both the apply and its undo work from: an import's stored steps, and removing a class. */

/** The plan and restore point of an import, and its steps. */
export async function loadImportSteps(importId: string): Promise<{ record: ImportRecord; steps: ImportSteps }> {
  const record = await getImport(importId);
  if (!record) throw new Error(`Import ${importId} is missing`);
  const [plan, restore] = await Promise.all([
    readImportChunks<PlanEntry>(importId, 'plan', record.planChunks),
    readImportChunks<RestoreEntry>(importId, 'restore', record.restoreChunks),
  ]);
  return { record, steps: importSteps(importId, record.schoolRole, plan, restore) };
}

/** Removes a class the import removes (removeOtherClassGroups): its places, its teachers, its code and itself. */
export async function removeClass(classId: string): Promise<void> {
  const classGroup = await getClassGroup(classId, { consistent: true });
  if (!classGroup) return;
  const [members, teachers] = await Promise.all([listClassMembers(classId), listClassTeachers(classId)]);
  for (const member of members) await removeClassMember(classGroup, member.userId);
  for (const teacher of teachers) await unassignClassTeacher(classGroup, teacher.userId);
  await classCodeClaims
    .remove(
      { code: classGroup.code },
      { condition: { expression: 'classId = :classId', values: { ':classId': classId } } },
    )
    .catch(() => undefined);
  await releaseClassNameClaim(classGroup);
  await writeTogether(classGroupRemoval(classGroup, [], new Date()));
}
