import { samlImportsEndpoints } from '../../shared/api/endpoints/saml-imports';
import { CLASS_MESSAGES } from '../../shared/schemas/class-group';
import { SAML_IMPORT_MESSAGES } from '../../shared/schemas/saml-import';
import { classWork } from '../platform/access';
import { defineRoutes } from '../platform/route';

/** The schools' administrators only; which school is the domain's (its other teachers 403, another school 404). */
const ADMINISTRATORS = classWork(CLASS_MESSAGES.noSchool, { administrators: true, notAdministrator: SAML_IMPORT_MESSAGES.administratorsOnly });

/** Import Teachers - SAML and the school system's account-match export (school-and-family §2, §7). */
export const samlImportsRoutes = defineRoutes(samlImportsEndpoints, {
  getSamlImportSetup: { handler: 'saml-imports/get-saml-import-setup', access: ADMINISTRATORS, uses: { table: 'read' } },
  prepareSamlImport: { handler: 'saml-imports/prepare-saml-import', access: ADMINISTRATORS, uses: { table: 'read' } },
  confirmSamlImport: {
    handler: 'saml-imports/confirm-saml-import',
    access: ADMINISTRATORS,
    // Creates SAML-only teachers (AdminDeleteUser undoes a failed creation and removes the provider's own user before a link), links and unlinks school identities.
    uses: {
      table: 'readwrite',
      userPool: ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminDeleteUser', 'cognito-idp:AdminLinkProviderForUser', 'cognito-idp:AdminDisableProviderForUser'],
    },
  },
  exportAccountMatches: { handler: 'saml-imports/export-account-matches', access: ADMINISTRATORS, uses: { table: 'read' } },
});
