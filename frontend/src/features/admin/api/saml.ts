import { samlEndpoints } from '../../../../../shared/api/endpoints/saml';
import { defineMutation } from '../../../lib/define-mutation';

/** POST /api/generate-mock-saml-url: a signed response of the mock school provider. */
export const generateMockSamlUrl = defineMutation(samlEndpoints.generateMockSamlUrl);
