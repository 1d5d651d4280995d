import { samlIdpIdOfProviderName } from '../../../shared/rules/federated-sign-in';
import {
  SCHOOL_SIGN_ON_ROLES,
  samlIdpSummary,
  UNKNOWN_SAML_PROVIDER,
  type SamlIdp,
  type SchoolSignOnRole,
} from '../../../shared/schemas/saml';
import { SCHOOL_SIGN_ON_MESSAGES, type SamlNewUser } from '../../../shared/schemas/saml-accounts';
import type { SamlUserIdentity, SignInDirectory } from '../../adapters/sign-in-directory/port';
import { getSamlIdp } from '../../data/saml-idps';
import { NotFoundError } from '../../platform/errors';

/** A first-time school sign-on: what the school system said, its provider, and what the portal makes of it. */
export interface SchoolSignOn {
  identity: SamlUserIdentity;
  idp: SamlIdp;
  samlUser: SamlNewUser;
}

function assertedRole(value: string | null): SchoolSignOnRole | null {
  const role = value?.trim().toLowerCase();
  return (SCHOOL_SIGN_ON_ROLES as readonly string[]).includes(role ?? '') ? (role as SchoolSignOnRole) : null;
}

/** The school the answer names when the provider serves it, else the provider's only school, else null. */
export function schoolOfAnswer(idp: Pick<SamlIdp, 'schoolIds'>, schoolKey: string | null): string | null {
  const key = schoolKey?.trim();
  if (key && idp.schoolIds.includes(key)) return key;
  return idp.schoolIds.length === 1 ? (idp.schoolIds[0] ?? null) : null;
}

/**
 * Who the school system says the federated user of `username` is (the user pool keeps its answer
 * on the user, in AWS and in the twin alike): 404 when the user did not come from a school system,
 * or from a provider the portal no longer has.
 */
export async function schoolSignOnOf(
  username: string,
  directory: Pick<SignInDirectory, 'samlIdentity'>,
): Promise<SchoolSignOn> {
  const identity = username ? await directory.samlIdentity(username) : null;
  if (!identity) throw new NotFoundError(SCHOOL_SIGN_ON_MESSAGES.notASamlSignIn);
  const idp = await getSamlIdp(samlIdpIdOfProviderName(identity.providerName));
  if (!idp) throw new NotFoundError(UNKNOWN_SAML_PROVIDER);
  return {
    identity,
    idp,
    samlUser: {
      samlIdp: samlIdpSummary(idp),
      nameId: identity.nameId,
      email: identity.email,
      firstName: identity.givenName,
      lastName: identity.familyName,
      schoolRole: assertedRole(identity.schoolRole),
      schoolId: schoolOfAnswer(idp, identity.schoolKey),
    },
  };
}
