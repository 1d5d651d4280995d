import { queryOptions } from '@tanstack/react-query';
import { samlEndpoints } from '../../../../../shared/api/endpoints/saml';
import { apiRequest } from '../../../lib/api-client';

/** 'saml-idp by domain': the provider of a school sign-on email's domain (404 'Unknown SAML Identity Provider'). */
export async function findSamlIdpByDomain(domain: string) {
  return (await apiRequest(samlEndpoints.findSamlIdpByDomain, { params: { domain } })).samlIdp;
}

/** A provider by id, for its sign-on page. */
export const samlIdpQuery = (samlIdpId: string) =>
  queryOptions({
    queryKey: ['public', 'saml-idps', samlIdpId] as const,
    queryFn: async ({ signal }) => (await apiRequest(samlEndpoints.getSamlIdp, { params: { samlIdpId }, signal })).samlIdp,
  });
