import { ADMIN_SCHOOL_MESSAGES } from '../../../shared/schemas/admin-schools';
import { SCHOOL_DELETION_MESSAGES, type SchoolDeleted, type SchoolTie } from '../../../shared/schemas/school-deletion';
import type { School } from '../../../shared/schemas/schools';
import type { SessionUser } from '../../../shared/schemas/user';
import { listSchoolClassGroups } from '../../data/class-groups';
import { getDataLink } from '../../data/data-links';
import { findSamlIdpBySchool } from '../../data/saml-idps';
import { getMergeLock } from '../../data/school-merges';
import { removeSchoolItems } from '../../data/school-removal';
import { listSchoolServices } from '../../data/school-services';
import { getSchool } from '../../data/schools';
import { getImportLock, schoolHasImports } from '../../data/student-imports';
import { schoolHasMembers } from '../../data/users';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { recordAudit } from '../core/audit/audit';

/** What still ties the school to people or records, each read once, side by side. */
export async function schoolTies(school: School): Promise<SchoolTie[]> {
  const [members, classes, services, dataLink, provider, imports, mergeLock, importLock] = await Promise.all([
    schoolHasMembers(school.id),
    listSchoolClassGroups(school.id),
    listSchoolServices(school.id),
    getDataLink(school.id, { consistent: true }),
    findSamlIdpBySchool(school.id),
    schoolHasImports(school.id),
    getMergeLock(school.id),
    getImportLock(school.id),
  ]);
  const ties: [SchoolTie, boolean][] = [
    ['members', members],
    // The school's own administrators are its members; anyone else it lists oversees it from another school.
    ['administrators', !members && school.administrators.length > 0],
    ['classes', classes.length > 0],
    ['services', services.length > 0],
    ['dataLink', dataLink !== null],
    ['schoolSignOn', provider !== null],
    ['imports', imports],
    ['busy', mergeLock !== null || importLock !== null],
  ];
  return ties.filter(([, holds]) => holds).map(([tie]) => tie);
}

/**
 * Delete School (school.delete): a school nobody and nothing uses any more (a teacher's mistaken
 * copy, a test) goes for good, with its A-Number and its place in search and the work queues.
 * Refused, changing nothing, while anything ties it to people or records, naming every tie. The
 * audit entry keeps its name and A-Number, since the school itself is gone.
 */
export async function deleteSchool(actor: SessionUser, schoolId: string, now = new Date()): Promise<SchoolDeleted> {
  const school = await getSchool(schoolId, { consistent: true });
  if (!school) throw new NotFoundError(ADMIN_SCHOOL_MESSAGES.schoolNotFound);
  const ties = await schoolTies(school);
  if (ties.length > 0) throw new ConflictError(SCHOOL_DELETION_MESSAGES.blocked(ties));
  // Audited before the removal: a removal cut short leaves an entry (a retry, a second one), never
  // a deleted school with none, as a retry after the removal would find no school to audit.
  await recordAudit({
    actorId: actor.id,
    action: 'school.delete',
    subjectIds: [school.id],
    schoolId: school.id,
    detail: { name: school.name, code: school.code },
    now,
  });
  await removeSchoolItems(school, 'released');
  return { deleted: { id: school.id, name: school.name, code: school.code } };
}
