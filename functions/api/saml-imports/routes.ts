import { samlImportsEndpoints } from '../../../shared/api/endpoints/saml-imports';
import { CLASS_MESSAGES } from '../../../shared/schemas/classes';
import { SAML_IMPORT_MESSAGES } from '../../../shared/schemas/saml-imports';
import { classWork } from '../../http/access';
import { defineRoutes } from '../../http/route';

/** The schools' administrators only; which school is the domain's (its other teachers 403, another school 404). */
const ADMINISTRATORS = classWork(CLASS_MESSAGES.noSchool, {
  administrators: true,
  notAdministrator: SAML_IMPORT_MESSAGES.administratorsOnly,
});

/** Import Teachers - SAML and the school system's account-match export (school-and-family §2, §7). */
export const samlImportsRoutes = defineRoutes(samlImportsEndpoints, {
  getSamlImportSetup: { access: ADMINISTRATORS, uses: { table: 'read' } },
  prepareSamlImport: { access: ADMINISTRATORS, uses: { table: 'read' } },
  confirmSamlImport: {
    access: ADMINISTRATORS,
    // Creates SAML-only teachers (AdminDeleteUser undoes a failed creation and removes the provider's own user before a link), links and unlinks school identities.
    uses: {
      table: 'readwrite',
      userPool: [
        'cognito-idp:AdminCreateUser',
        'cognito-idp:AdminSetUserPassword',
        'cognito-idp:AdminDeleteUser',
        'cognito-idp:AdminLinkProviderForUser',
        'cognito-idp:AdminDisableProviderForUser',
      ],
    },
  },
  exportAccountMatches: { access: ADMINISTRATORS, uses: { table: 'read' } },
});
