import { samlIdpById } from '../../domain/saml/saml-idp-lookup';
import { defineHandler } from '../../http/http-handler';
import { samlRoutes } from './routes';

export const handler = defineHandler(samlRoutes.getSamlIdp, async ({ params }) => ({
  samlIdp: await samlIdpById(params.samlIdpId),
}));
