import { APP_LAUNCH_MESSAGES, signOnPageHref } from '../../../shared/schemas/app-launch';
import { findServiceSignOnByEntityId } from '../../data/service-sign-ons';
import { holdSignOnRequest } from '../../data/sign-on-requests';
import { ConflictError } from '../../platform/errors';
import type { IdpSigning } from '../../adapters/saml-keys/port';
import { portalIdpOf } from './portal-idp';
import { checkSignOnRequest, SignOnRequestRefusedError, type ReceivedSignOnRequest } from './sign-on-request';

/**
 * An app's AuthnRequest arriving (either binding): checked, held with its ID and RelayState (a second
 * arrival is a replay), then the Login page with the held request's reference alone, which signs
 * the person in (or sees they are) and answers it.
 */
export async function receiveSignOnRequest(
  received: ReceivedSignOnRequest,
  now: Date,
  signing: IdpSigning | null,
): Promise<{ redirect: string }> {
  const idp = portalIdpOf(signing);
  if (!idp) throw new ConflictError(APP_LAUNCH_MESSAGES.notSetUp('apps'));
  const checked = await checkSignOnRequest(received, idp, { findServiceByEntityId: findServiceSignOnByEntityId, now });
  const held = await holdSignOnRequest(checked, now);
  if (!held) throw new SignOnRequestRefusedError(APP_LAUNCH_MESSAGES.replayedRequest);
  // The app's RelayState stays with the held request and goes back to the app unchanged with the
  // answer; the SPA is given only the reference, so it never holds (or acts on) a value of the app's.
  return { redirect: signOnPageHref('login', { SAMLRequest: held.reference }) };
}
