import { samlImportsEndpoints } from '../../../../../shared/api/endpoints/saml-imports';
import { defineMutation } from '../../../lib/define-mutation';
import { defineQuery } from '../../../lib/define-query';
import { downloadFile, saveDownloadedFile } from '../../../lib/download-file';
import { fileSafe } from './student-documents';
import { TEACHER_KEY } from './keys';

/** Import Teachers - SAML: the school's school system (null when it has none) and its schools. */
export const getSamlImportSetup = defineQuery(samlImportsEndpoints.getSamlImportSetup, {
  queryKey: [...TEACHER_KEY, 'saml-import-setup'],
});
/** The preview (saml-import save) changes nothing; confirm carries it out. */
export const prepareSamlImport = defineMutation(samlImportsEndpoints.prepareSamlImport);
export const confirmSamlImport = defineMutation(samlImportsEndpoints.confirmSamlImport, { invalidates: [TEACHER_KEY] });

/** The school system's account-match export (§7): the school's teachers with their NameIDs, as a CSV. */
export async function exportAccountMatches(samlIdpId: string, schoolId: string, providerName: string): Promise<void> {
  saveDownloadedFile(
    await downloadFile(samlImportsEndpoints.exportAccountMatches, {
      params: { samlIdpId },
      query: { 'school-role': 'teacher', school: schoolId },
    }),
    `${fileSafe(providerName) || 'school-system'}-account-matches.csv`,
  );
}
