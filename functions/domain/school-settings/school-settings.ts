import {
  SCHOOL_SETTINGS_MESSAGES,
  type SchoolSettings,
  type SchoolSettingsUpdate,
} from '../../../shared/schemas/school-settings';
import type { School } from '../../../shared/schemas/schools';
import type { SessionUser } from '../../../shared/schemas/user';
import { countries } from '../../data/countries';
import { saveSchoolDetails, SchoolWriteRefusedError, type SchoolDetails } from '../../data/schools';
import { ConflictError, fieldPointer, ValidationError } from '../../platform/errors';
import { recordAudit } from '../core/audit/audit';
import { administeredSchool } from '../classes/class-access';

/** The school as My School shows it: its country's and state's names from the catalogue. */
async function settingsOf(school: School): Promise<SchoolSettings> {
  const country = await countries.get({ id: school.countryId });
  const state =
    school.stateId === null ? null : (country?.states.find((candidate) => candidate.id === school.stateId) ?? null);
  return {
    id: school.id,
    name: school.name,
    address: school.address,
    city: school.city,
    postcode: school.postcode,
    phone: school.phone,
    country: country?.name ?? school.countryId,
    state: school.stateId === null ? null : (state?.name ?? school.stateId),
    competitive: school.competitive,
    studentNamesInReports: school.studentNamesInReports,
  };
}

export async function getSchoolSettings(user: SessionUser, schoolId: string): Promise<{ school: SchoolSettings }> {
  return {
    school: await settingsOf(await administeredSchool(user, schoolId, SCHOOL_SETTINGS_MESSAGES.notAdministrator)),
  };
}

/** The fields that differ between the school and the form (none: nothing is written). Pure. */
export function changedDetails(school: School, update: SchoolSettingsUpdate): (keyof SchoolDetails)[] {
  const fields = ['address', 'city', 'postcode', 'phone', 'competitive'] as const;
  const changed: (keyof SchoolDetails)[] = fields.filter((field) => school[field] !== update[field]);
  if (update.studentNamesInReports !== undefined && update.studentNamesInReports !== school.studentNamesInReports)
    changed.push('studentNamesInReports');
  return changed;
}

/**
 * Save Changes: writes the changed fields with the school's search terms (a new city or postcode
 * finds it, the old ones no longer do) and records who changed which fields.
 */
export async function updateSchoolSettings(
  user: SessionUser,
  schoolId: string,
  update: SchoolSettingsUpdate,
  now: Date,
): Promise<{ school: SchoolSettings }> {
  const school = await administeredSchool(user, schoolId, SCHOOL_SETTINGS_MESSAGES.notAdministrator);
  const changed = changedDetails(school, update);
  if (changed.length === 0) return { school: await settingsOf(school) };
  let saved: School;
  try {
    saved = await saveSchoolDetails(school, {
      ...update,
      studentNamesInReports: update.studentNamesInReports ?? school.studentNamesInReports,
    });
  } catch (error) {
    if (!(error instanceof SchoolWriteRefusedError)) throw error;
    if (error.refusal === 'school-exists') {
      throw new ValidationError([
        {
          status: '422',
          code: 'validation',
          detail: SCHOOL_SETTINGS_MESSAGES.identityTaken,
          source: { pointer: fieldPointer(['postcode']) },
        },
      ]);
    }
    if (error.refusal === 'school-changed') throw new ConflictError(SCHOOL_SETTINGS_MESSAGES.changedMeanwhile);
    throw error;
  }
  await recordAudit({
    actorId: user.id,
    action: 'school.edit',
    subjectIds: [],
    schoolId,
    detail: { fields: changed.join(',') },
    now,
  });
  return { school: await settingsOf(saved) };
}
