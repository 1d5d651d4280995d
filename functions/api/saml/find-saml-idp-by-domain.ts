import { findSamlIdpByEmailDomain } from '../../domain/saml/saml-idp-lookup';
import { defineHandler } from '../../http/http-handler';
import { samlRoutes } from './routes';

export const handler = defineHandler(samlRoutes.findSamlIdpByDomain, async ({ params }) => ({
  samlIdp: await findSamlIdpByEmailDomain(params.domain),
}));
