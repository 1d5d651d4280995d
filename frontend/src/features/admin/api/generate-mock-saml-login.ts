import { useMutation } from '@tanstack/react-query';
import { samlEndpoints } from '../../../../../shared/api/endpoints/saml';
import type { MockSamlLogin } from '../../../../../shared/schemas/saml';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/generate-mock-saml-url: a signed response of the mock school provider. */
export function useGenerateMockSamlLogin() {
  return useMutation({ mutationFn: (login: MockSamlLogin) => apiRequest(samlEndpoints.generateMockSamlUrl, { body: login }) });
}
