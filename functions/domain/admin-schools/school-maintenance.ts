import { ADMIN_SCHOOL_MESSAGES, type AdminSchool, type AdminSchoolUpdate } from '../../../shared/schemas/admin-schools';
import { SCHOOL_MESSAGES, type School } from '../../../shared/schemas/schools';
import type { SessionUser } from '../../../shared/schemas/user';
import {
  getSchool,
  getSchools,
  saveSchoolChanges,
  SchoolWriteRefusedError,
  type SchoolChanges,
} from '../../data/schools';
import { ConflictError, fieldPointer, NotFoundError, ValidationError } from '../../platform/errors';
import { checkedStateId } from '../schools/schools';
import { recordAudit } from '../core/audit/audit';
import { adminSchoolsOf } from './admin-schools';
import { phrase } from '../../../shared/i18n/text';

const ATTEMPTS = 3;

/**
 * Applies a change to a school read afresh, again when someone changed it in between (the save
 * is conditioned on what was read), so a flag set at the same moment as an edit is never lost.
 * Null when the change is already true of the school.
 */
async function changeSchool(schoolId: string, changesOf: (school: School) => SchoolChanges | null): Promise<School> {
  for (let attempt = 1; ; attempt += 1) {
    const school = await getSchool(schoolId, { consistent: true });
    if (!school) throw new NotFoundError(ADMIN_SCHOOL_MESSAGES.schoolNotFound);
    const changes = changesOf(school);
    if (!changes) return school;
    try {
      return await saveSchoolChanges(school, changes);
    } catch (error) {
      if (!(error instanceof SchoolWriteRefusedError)) throw error;
      if (error.refusal === 'school-exists')
        throw new ValidationError([
          {
            status: '422',
            code: 'validation',
            detail: SCHOOL_MESSAGES.schoolExists,
            source: { pointer: fieldPointer(['name']) },
          },
        ]);
      if (error.refusal === 'code-taken')
        throw new ValidationError([
          {
            status: '422',
            code: 'validation',
            detail: ADMIN_SCHOOL_MESSAGES.codeTaken,
            source: { pointer: fieldPointer(['code']) },
          },
        ]);
      if (error.refusal !== 'school-changed' || attempt === ATTEMPTS)
        throw new ConflictError(
          phrase('This school was changed by someone else at the same moment. Please try again.'),
        );
    }
  }
}

/** Every id names a school, or nothing is done (404 with `failure`, the action's message). */
async function existingSchools(
  schoolIds: readonly string[],
  failure: string = ADMIN_SCHOOL_MESSAGES.schoolNotFound,
): Promise<string[]> {
  const unique = [...new Set(schoolIds)];
  const found = await getSchools(unique);
  if (found.length !== unique.length) throw new NotFoundError(failure);
  return unique;
}

/**
 * Vet (school.vet): each chosen school is vetted (irreversible in the console; with identified and
 * not hidden, public search then shows it). A school that fails is reported with the spec's
 * message after the others are vetted.
 */
export async function vetSchools(
  caller: SessionUser,
  schoolIds: readonly string[],
): Promise<{ schools: AdminSchool[] }> {
  const ids = await existingSchools(schoolIds, ADMIN_SCHOOL_MESSAGES.vetFailed);
  const outcomes = await Promise.allSettled(
    ids.map((id) => changeSchool(id, (school) => (school.vetted ? null : { vetted: true }))),
  );
  const vetted = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  await recordAudit({
    actorId: caller.id,
    action: 'school.vet',
    subjectIds: vetted.map((school) => school.id),
    schoolId: null,
    detail: { schoolIds: vetted.map((school) => school.id).join(',') },
  });
  if (vetted.length !== ids.length) throw new ConflictError(ADMIN_SCHOOL_MESSAGES.vetFailed);
  return { schools: await adminSchoolsOf(vetted) };
}

/**
 * Identify and Unidentify (school.update.identify): each chosen school is marked identified
 * against the CRM, or no longer (the CRM-unlinked report lists schools in use that are not). With
 * vetted and not hidden, public search shows an identified school at once. Audited.
 */
export async function identifySchools(
  caller: SessionUser,
  schoolIds: readonly string[],
  identified: boolean,
): Promise<{ schools: AdminSchool[] }> {
  const ids = await existingSchools(schoolIds, ADMIN_SCHOOL_MESSAGES.identifyFailed);
  const outcomes = await Promise.allSettled(
    ids.map((id) => changeSchool(id, (school) => (school.identified === identified ? null : { identified }))),
  );
  const changed = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  await recordAudit({
    actorId: caller.id,
    action: 'school.identify',
    subjectIds: changed.map((school) => school.id),
    schoolId: null,
    detail: { schoolIds: changed.map((school) => school.id).join(','), identified },
  });
  if (changed.length !== ids.length) throw new ConflictError(ADMIN_SCHOOL_MESSAGES.identifyFailed);
  return { schools: await adminSchoolsOf(changed) };
}

/** Set Demo, Unset Demo, Hide, Unhide (school.visibility.update). */
export async function setSchoolVisibility(
  caller: SessionUser,
  request: { schoolIds: readonly string[]; demo?: boolean | undefined; hidden?: boolean | undefined },
): Promise<{ schools: AdminSchool[] }> {
  const ids = await existingSchools(request.schoolIds);
  const flags: SchoolChanges = {
    ...(request.demo === undefined ? {} : { demo: request.demo }),
    ...(request.hidden === undefined ? {} : { hidden: request.hidden }),
  };
  const saved = await Promise.all(
    ids.map((id) =>
      changeSchool(id, (school) =>
        Object.entries(flags).every(([field, value]) => school[field as keyof School] === value) ? null : flags,
      ),
    ),
  );
  await recordAudit({
    actorId: caller.id,
    action: 'school.visibility',
    subjectIds: ids,
    schoolId: null,
    detail: { schoolIds: ids.join(','), ...flags },
  });
  return { schools: await adminSchoolsOf(saved) };
}

/**
 * A new country or state, checked against the country list: a state of the new country, required
 * when it has several (the school's own state is kept while the country stays).
 */
async function withCheckedPlace(schoolId: string, given: SchoolChanges): Promise<SchoolChanges> {
  if (given.countryId === undefined && given.stateId === undefined) return given;
  const school = await getSchool(schoolId, { consistent: true });
  if (!school) throw new NotFoundError(ADMIN_SCHOOL_MESSAGES.schoolNotFound);
  const countryId = given.countryId ?? school.countryId;
  const stateId = given.stateId !== undefined ? given.stateId : countryId === school.countryId ? school.stateId : null;
  return { ...given, countryId, stateId: await checkedStateId(countryId, stateId) };
}

/**
 * Inline editing and the Settings tab (school.update): the changed fields, with the school's
 * search terms moving with its name, city, postcode and country, and its code claim with its
 * A-Number. (school.update grants school.update.identify, which Identify needs.)
 */
export async function updateAdminSchool(
  caller: SessionUser,
  schoolId: string,
  update: AdminSchoolUpdate,
): Promise<{ school: AdminSchool }> {
  const entered = Object.fromEntries(
    Object.entries(update).filter(([, value]) => value !== undefined),
  ) as SchoolChanges;
  if (Object.keys(entered).length === 0)
    throw new ValidationError([{ status: '422', code: 'validation', detail: ADMIN_SCHOOL_MESSAGES.noChanges }]);
  const given = await withCheckedPlace(schoolId, entered);
  let changed: string[] = [];
  const saved = await changeSchool(schoolId, (school) => {
    changed = Object.keys(given).filter(
      (field) => school[field as keyof School] !== given[field as keyof SchoolChanges],
    );
    return changed.length
      ? Object.fromEntries(changed.map((field) => [field, given[field as keyof SchoolChanges]]))
      : null;
  });
  if (changed.length)
    await recordAudit({
      actorId: caller.id,
      action: 'school.edit',
      subjectIds: [],
      schoolId,
      detail: { fields: changed.join(','), by: 'staff' },
    });
  const [school] = await adminSchoolsOf([saved]);
  if (!school) throw new Error('The saved school vanished');
  return { school };
}

/** The school page's school, with its administrators by name. */
export async function getAdminSchool(schoolId: string): Promise<{ school: AdminSchool }> {
  const school = await getSchool(schoolId);
  if (!school) throw new NotFoundError(ADMIN_SCHOOL_MESSAGES.schoolNotFound);
  const [shown] = await adminSchoolsOf([school]);
  if (!shown) throw new Error('The school vanished');
  return { school: shown };
}
