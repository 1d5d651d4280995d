import { SAML_IMPORT_MESSAGES } from '../../../shared/schemas/saml-imports';
import type { SessionUser } from '../../../shared/schemas/user';
import { getSamlIdp } from '../../data/saml-idps';
import { getSchools } from '../../data/schools';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import type { FileAnswer } from '../core/files/file-answer';
import { refuseWhileRosterChanges } from '../core/exports/roster-changes';
import { spreadsheetCsv } from '../../platform/spreadsheet-csv';
import { byName, reachableSchool } from '../classes/class-access';
import { administeredSchools, schoolTeachers } from './saml-import-school';

/**
 * GET /api/saml-idps/{samlIdpId}/account-match-export?school-role=teacher&school={id} (§7): the
 * teachers of the school (or of every school of the provider the caller administers, when no
 * school is named) with their NameIDs, names, email and Central ID, so a school can check which
 * of its accounts match its school system's people before an import. Cells a spreadsheet would
 * read as formulas are neutralised (escape_formulas). The schools' administrators only: a named
 * school of the provider its teacher does not administer 403, any other school 404.
 */
export async function exportAccountMatches(
  user: SessionUser,
  samlIdpId: string,
  query: { school?: string | undefined },
): Promise<FileAnswer> {
  const idp = await getSamlIdp(samlIdpId);
  if (!idp) throw new NotFoundError(SAML_IMPORT_MESSAGES.unknownProvider);
  let schools;
  if (query.school !== undefined) {
    const { school, administrator } = await reachableSchool(user, query.school);
    if (!idp.schoolIds.includes(school.id)) throw new NotFoundError(SAML_IMPORT_MESSAGES.noProvider);
    if (!administrator) throw new ForbiddenError(SAML_IMPORT_MESSAGES.exportAdministratorsOnly);
    schools = [school];
  } else {
    schools = administeredSchools(user, await getSchools(idp.schoolIds));
    if (schools.length === 0) throw new ForbiddenError(SAML_IMPORT_MESSAGES.exportAdministratorsOnly);
  }
  // Never silently partial (ARCHITECTURE 'Jobs and progress'): not while a job changes one of the
  // schools' accounts.
  await refuseWhileRosterChanges(schools.map((school) => school.id));
  const records = [];
  for (const school of schools) {
    const teachers = (await schoolTeachers(school.id, idp.id)).sort((a, b) => byName(a.user, b.user));
    for (const { user: teacher, samlAccount } of teachers) {
      records.push({
        nameId: samlAccount?.nameId ?? '',
        firstName: teacher.firstName,
        lastName: teacher.lastName,
        email: teacher.email ?? teacher.username,
        school: school.id,
        schoolName: school.name,
        centralId: teacher.id,
      });
    }
  }
  const columns = [
    { key: 'nameId', header: 'NameID' },
    { key: 'firstName', header: 'First Name' },
    { key: 'lastName', header: 'Last Name' },
    { key: 'email', header: 'Email' },
    { key: 'school', header: 'School' },
    { key: 'schoolName', header: 'School Name' },
    { key: 'centralId', header: 'Central ID' },
  ];
  const body = spreadsheetCsv(records, columns);
  return { filename: `${idp.name} teacher account matches.csv`, body };
}
