import { SAML_IMPORT_MESSAGES } from '../../../shared/schemas/saml-imports';
import type { SamlIdp } from '../../../shared/schemas/saml';
import type { School } from '../../../shared/schemas/schools';
import type { SessionUser } from '../../../shared/schemas/user';
import { getSamlAccount, type SamlAccount } from '../../data/saml-accounts';
import { findSamlIdpBySchool } from '../../data/saml-idps';
import { getSchools } from '../../data/schools';
import { allPages, MAX_PAGE_SIZE } from '../../data/paged-query';
import { listSchoolMembers } from '../../data/users';
import { NotFoundError } from '../../platform/errors';
import { administeredSchool, administersSchool } from '../classes/class-access';

/** The school of an import, its school system, and all the schools that system serves. */
export interface SamlImportSchool {
  school: School;
  idp: SamlIdp;
  /** The provider's schools (the school itself among them), in the provider's order. */
  providerSchools: School[];
}

/**
 * The school a SAML import or its page works on: one the caller administers (its other teachers
 * 403 with the area's message, another school 404) that signs in through a school system (404
 * noProvider otherwise).
 */
export async function samlImportSchool(user: SessionUser, schoolId: string): Promise<SamlImportSchool> {
  const found = await administeredSchoolProvider(user, schoolId);
  if (!found.idp) throw new NotFoundError(SAML_IMPORT_MESSAGES.noProvider);
  return { school: found.school, idp: found.idp, providerSchools: await getSchools(found.idp.schoolIds) };
}

/** A school the caller administers (403 for its other teachers, 404 for anyone else) and its school system, null when it has none. */
export async function administeredSchoolProvider(
  user: SessionUser,
  schoolId: string,
): Promise<{ school: School; idp: SamlIdp | null }> {
  const school = await administeredSchool(user, schoolId, SAML_IMPORT_MESSAGES.administratorsOnly);
  return { school, idp: await findSamlIdpBySchool(school.id) };
}

/** The schools of the provider that the caller administers. */
export function administeredSchools(user: SessionUser, schools: readonly School[]): School[] {
  return schools.filter((school) => administersSchool(user, school));
}

/** A teacher of a school with their link to the provider, if any. */
export interface SchoolTeacher {
  user: SessionUser;
  samlAccount: SamlAccount | null;
}

/** The school's teachers (its administrators included; deleted accounts are not listed) with their links to the provider. */
export async function schoolTeachers(schoolId: string, samlIdpId: string): Promise<SchoolTeacher[]> {
  const [teachers, admins] = await Promise.all(
    (['teacher', 'admin'] as const).map((role) =>
      allPages((cursor) => listSchoolMembers(schoolId, role, { limit: MAX_PAGE_SIZE, cursor })),
    ),
  );
  const users = [...(teachers ?? []), ...(admins ?? [])];
  const accounts = await Promise.all(users.map((user) => getSamlAccount(user.id, samlIdpId)));
  return users.map((user, index) => ({ user, samlAccount: accounts[index] ?? null }));
}
