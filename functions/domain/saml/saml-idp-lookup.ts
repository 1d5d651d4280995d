import { samlIdpSummary, UNKNOWN_SAML_PROVIDER, type SamlIdp, type SamlIdpSummary } from '../../../shared/schemas/saml';
import { findSamlIdpByEmail, getSamlIdp } from '../../data/saml-idps';
import { NotFoundError } from '../../platform/errors';

function known(idp: SamlIdp | null): SamlIdpSummary {
  if (!idp) throw new NotFoundError(UNKNOWN_SAML_PROVIDER);
  return samlIdpSummary(idp);
}

/** The provider of an email domain ('saml-idp by domain'), as anyone may see it; 404 'Unknown SAML Identity Provider'. */
export async function findSamlIdpByEmailDomain(domain: string): Promise<SamlIdpSummary> {
  return known(await findSamlIdpByEmail(`someone@${domain}`));
}

export async function samlIdpById(id: string): Promise<SamlIdpSummary> {
  return known(await getSamlIdp(id));
}
