import { createHmac } from 'node:crypto';

/** Bound into every id: a MAC made with the same key for another purpose is never an app's NameID. */
const PURPOSE = 'portal pairwise name id v1';

/**
 * The NameID an app is told of a person (SAML persistent NameID, core §8.3.7): the same at every
 * launch of that app, different for every app, and not the portal's own id, which the API shows
 * and every app would otherwise share. Two apps comparing their records can so never join them on
 * it, whatever name each was told (ARCHITECTURE 'What an app may know about a person'; a child
 * under 'No name' is known to each app by this alone). An HMAC-SHA256 of the app and the person
 * under a key only the ticket route holds, base64url (43 characters, within SAML's 256), so nothing
 * is stored and no app can work back to the person.
 */
export function pairwiseNameId(key: Buffer, serviceId: string, userId: string): string {
  return createHmac('sha256', key).update(`${PURPOSE}\0${serviceId}\0${userId}`, 'utf8').digest('base64url');
}
