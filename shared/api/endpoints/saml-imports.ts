import * as z from 'zod/mini';
import {
  accountMatchExportParamsSchema,
  accountMatchExportQuerySchema,
  samlImportConfirmSchema,
  samlImportParamsSchema,
  samlImportRequestSchema,
  samlImportResultSchema,
  samlImportSetupSchema,
} from '../../schemas/saml-imports';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/**
 * Import Teachers - SAML and the school system's account-match export (school-and-family §2, §3
 * saml-import, §7). The school's administrators only: its other teachers 403, another school 404,
 * a school without a school system 404.
 */
export const samlImportsEndpoints = defineEndpoints('saml-imports', {
  getSamlImportSetup: defineEndpoint({
    method: 'GET',
    path: '/api/schools/{schoolId}/saml-import',
    summary:
      "Import Teachers - SAML: the school's school system (null when it has none: no import, no button) and its schools (the multi-school checkbox shows for several).",
    params: samlImportParamsSchema,
    response: samlImportSetupSchema,
  }),
  prepareSamlImport: defineEndpoint({
    method: 'POST',
    path: '/api/schools/{schoolId}/saml-import',
    summary:
      'saml-import save: reads the file and answers what the import would do (added, linked, unlinked, before and after); changes nothing.',
    params: samlImportParamsSchema,
    body: samlImportRequestSchema,
    response: samlImportResultSchema,
  }),
  confirmSamlImport: defineEndpoint({
    method: 'POST',
    path: '/api/schools/{schoolId}/saml-import/confirm',
    summary:
      "saml-import confirm: carries out the preview's plan (creates SAML-only teachers, links existing ones, unlinks the missing ones); 409 when the school changed since the preview.",
    params: samlImportParamsSchema,
    body: samlImportConfirmSchema,
    response: samlImportResultSchema,
  }),
  exportAccountMatches: defineEndpoint({
    method: 'GET',
    path: '/api/saml-idps/{samlIdpId}/account-match-export',
    summary:
      "The school system's account matches: a CSV of the school's (or the provider's schools') teachers with their NameIDs, names, email and Central ID.",
    params: accountMatchExportParamsSchema,
    query: accountMatchExportQuerySchema,
    response: z.string(),
    produces: 'text/csv',
  }),
});
