import { samlIdentityOf, samlIdpIdOfProviderName } from '../../../shared/rules/federated-sign-in';

/**
 * What the browser remembers about school sign-on between pages (visitor-and-account §2 redirect
 * rules and the link of a school identity to an existing account). Shared by the sign-in, school
 * sign-on and account features, so it lives here rather than in any of them.
 */

/** localStorage: the school system this browser last signed in through (or picked on the email step). */
export const SAML_PROVIDER_KEY = 'app-library.saml-provider';
/** localStorage: the username of the last password sign-in. */
export const USERNAME_DEFAULT_KEY = 'app-library.username-default';
/** sessionStorage: the link ticket of a school identity waiting for the existing account to sign in. */
export const SAML_LINK_TICKET_KEY = 'app-library.saml-link-ticket';
/** sessionStorage: a signed-in person asked to link their account (My Account's Link): the username to fill in later. */
export const SAML_LINK_INTENT_KEY = 'app-library.saml-link-intent';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Storage may be unavailable (private mode): the setting then lasts as long as nothing.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

export const storedSamlProvider = () => read(local, SAML_PROVIDER_KEY);
export const rememberSamlProvider = (samlIdpId: string | null) => write(local, SAML_PROVIDER_KEY, samlIdpId);

export const usernameDefault = () => read(local, USERNAME_DEFAULT_KEY);
export const rememberUsername = (username: string) => write(local, USERNAME_DEFAULT_KEY, username.trim() || null);

/** A pending link: the ticket, the provider's name (to say what is being linked) and when it expires. */
export interface PendingSamlLink {
  ticket: string;
  samlIdpName: string;
  email: string | null;
  expiresAt: string;
}

export function parsePendingSamlLink(text: string | null, now: number): PendingSamlLink | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PendingSamlLink>;
    if (
      typeof value.ticket !== 'string' ||
      typeof value.samlIdpName !== 'string' ||
      typeof value.expiresAt !== 'string'
    )
      return null;
    const expires = Date.parse(value.expiresAt);
    if (!Number.isFinite(expires) || expires <= now) return null;
    return {
      ticket: value.ticket,
      samlIdpName: value.samlIdpName,
      email: typeof value.email === 'string' ? value.email : null,
      expiresAt: value.expiresAt,
    };
  } catch {
    return null;
  }
}

/** The pending link of this tab, or null (none, unreadable or expired). */
export const pendingSamlLink = () => parsePendingSamlLink(read(session, SAML_LINK_TICKET_KEY), Date.now());
/** Whether a link was kept in this tab at all, usable or not (an expired one is worth saying so). */
export const hadSamlLink = () => read(session, SAML_LINK_TICKET_KEY) !== null;
export const keepSamlLink = (link: PendingSamlLink | null) =>
  write(session, SAML_LINK_TICKET_KEY, link ? JSON.stringify(link) : null);

export const samlLinkIntent = () => read(session, SAML_LINK_INTENT_KEY);
export const rememberSamlLinkIntent = (username: string | null) => write(session, SAML_LINK_INTENT_KEY, username);

/**
 * The saml-idp id of a sign-in through a school system, from the ID token's `identities` claim
 * (Cognito writes an array; a user pool attribute read back is its JSON text), or null.
 */
export function samlIdpIdOfClaims(claims: Record<string, unknown>): string | null {
  const identities = claims['identities'];
  const text =
    typeof identities === 'string' ? identities : Array.isArray(identities) ? JSON.stringify(identities) : undefined;
  const identity = samlIdentityOf(text);
  return identity ? samlIdpIdOfProviderName(identity.providerName) : null;
}
