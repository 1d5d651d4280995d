/**
 * Federated sign-in (Google, Facebook) through the user pool's hosted endpoints, the same in AWS
 * (the Cognito domain) and in the twin (its stand-in under /_local/cognito-hosted).
 */

/** The providers the Login page offers, as the user pool names them (Amplify's `provider`). */
export const SOCIAL_PROVIDERS = ['Google', 'Facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/**
 * A provider as the hosted authorize endpoint's `identity_provider` names it: Google, Facebook, or
 * a school system's SAML provider (samlProviderName). Cognito allows 3-32 such characters.
 */
export function isIdentityProviderName(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_.-]{3,32}$/.test(value);
}

/** Where the hosted endpoints send the browser back with the authorization code (an app client callback URL). */
export const FEDERATED_SIGN_IN_CALLBACK_PATH = '/auth/social/complete';

/** Cognito names a federated user `<provider in lower case>_<the provider's user id>`. */
export function federatedUsername(provider: SocialProvider, providerUserId: string): string {
  return `${provider.toLowerCase()}_${providerUserId}`;
}

/** One entry of the user pool's `identities` attribute, as Cognito writes it for a federated user. */
export interface FederatedIdentity {
  userId: string;
  providerName: string;
  providerType: string;
  issuer: string | null;
  primary: string;
  dateCreated: string;
}

/** The provider and the provider's user id from the `identities` attribute, or null when it names no social provider. */
export function socialIdentityOf(
  identitiesAttribute: string | undefined,
): { provider: SocialProvider; socialId: string } | null {
  if (!identitiesAttribute) return null;
  try {
    const identities = JSON.parse(identitiesAttribute) as unknown;
    if (!Array.isArray(identities)) return null;
    for (const identity of identities as Partial<FederatedIdentity>[]) {
      if (isSocialProvider(identity.providerName) && typeof identity.userId === 'string' && identity.userId) {
        return { provider: identity.providerName, socialId: identity.userId };
      }
    }
    return null;
  } catch {
    return null;
  }
}

/**
 * The user pool's name for a school system's SAML identity provider (its saml-idp id in
 * PascalCase: `mock-school` is `MockSchool`), what Amplify's signInWithRedirect names as
 * `identity_provider` and what Cognito prefixes the provider's users with.
 */
export function samlProviderName(samlIdpId: string): string {
  return samlIdpId
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** The saml-idp id of a user pool provider name (the inverse of samlProviderName: `MockSchool` is `mock-school`). */
export function samlIdpIdOfProviderName(providerName: string): string {
  return providerName.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** The provider name and NameID of a SAML entry of the `identities` attribute, or null when there is none. */
export function samlIdentityOf(
  identitiesAttribute: string | undefined,
): { providerName: string; nameId: string } | null {
  if (!identitiesAttribute) return null;
  try {
    const identities = JSON.parse(identitiesAttribute) as unknown;
    if (!Array.isArray(identities)) return null;
    for (const identity of identities as Partial<FederatedIdentity>[]) {
      if (
        identity.providerType === 'SAML' &&
        typeof identity.providerName === 'string' &&
        typeof identity.userId === 'string' &&
        identity.userId
      ) {
        return { providerName: identity.providerName, nameId: identity.userId };
      }
    }
    return null;
  } catch {
    return null;
  }
}

/** The user pool's custom attributes a school system's response is mapped onto (lib-infra/auth). */
export const SAML_CUSTOM_ATTRIBUTE_NAMES = { schoolRole: 'school_role', schoolKey: 'school_key' } as const;
export const SAML_CUSTOM_ATTRIBUTES = {
  schoolRole: `custom:${SAML_CUSTOM_ATTRIBUTE_NAMES.schoolRole}`,
  schoolKey: `custom:${SAML_CUSTOM_ATTRIBUTE_NAMES.schoolKey}`,
} as const;

/** Cognito names a SAML user `<provider name as configured>_<the NameID>`. */
export function samlUsername(providerName: string, nameId: string): string {
  return `${providerName}_${nameId}`;
}
