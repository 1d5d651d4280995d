import { ADMIN_SCHOOL_MESSAGES, type AdminSchool, type AdminSchoolCreate } from '../../../shared/schemas/admin-schools';
import type { SessionUser } from '../../../shared/schemas/user';
import { SchoolWriteRefusedError } from '../../data/schools';
import { fieldPointer, ValidationError } from '../../platform/errors';
import { recordAudit } from '../core/audit/audit';
import { checkedStateId, storeNewSchool } from '../schools/schools';
import { adminSchoolsOf } from './admin-schools';

/** The field a refused creation points at, with what the form says there. */
function refusal(error: SchoolWriteRefusedError): ValidationError | SchoolWriteRefusedError {
  const [field, detail] =
    error.refusal === 'school-exists'
      ? ['name', ADMIN_SCHOOL_MESSAGES.schoolExists]
      : error.refusal === 'code-taken'
        ? ['code', ADMIN_SCHOOL_MESSAGES.codeTaken]
        : [null, null];
  if (!field || !detail) return error;
  return new ValidationError([
    { status: '422', code: 'validation', detail, source: { pointer: fieldPointer([field]) } },
  ]);
}

/**
 * Create School (school.create: staff-console §6): a school staff know of before any teacher (a CRM
 * record, a district's new school), vetted and identified as they choose, so a vetted and
 * identified one is in public search at once and its teachers join it. It has no members and no
 * administrators until teachers join or are added. Audited once it exists.
 */
export async function createAdminSchool(
  caller: SessionUser,
  input: AdminSchoolCreate,
  now = new Date(),
): Promise<{ school: AdminSchool }> {
  const stateId = await checkedStateId(input.countryId, input.stateId);
  let created;
  try {
    created = await storeNewSchool({ ...input, stateId, administrators: [] }, undefined, now);
  } catch (error) {
    throw error instanceof SchoolWriteRefusedError ? refusal(error) : error;
  }
  await recordAudit({
    actorId: caller.id,
    action: 'school.create',
    subjectIds: [],
    schoolId: created.id,
    detail: { name: created.name, code: created.code, vetted: created.vetted, identified: created.identified },
  });
  const [school] = await adminSchoolsOf([created]);
  if (!school) throw new Error('The created school vanished');
  return { school };
}
