import { APP_LAUNCH_MESSAGES } from '../../../shared/schemas/app-launch';
import { findUsableTicket, redeemTicketRequest, ticketUserId } from '../../data/launch-tickets';
import { loadSessionUser } from '../../data/users';
import { recordAppLaunch } from '../../data/app-launches';
import { ConflictError, GoneError } from '../../platform/errors';
import { PERSISTENT_NAME_ID } from '../saml/saml-xml';
import { signSamlResponse } from '../saml/sign-response';
import type { IdpSigning } from '../../adapters/saml-keys/port';
import { portalIdpOf } from './portal-idp';
import { signOnPostPage } from './sign-on-page';

/** An app's response is for now: the app reads it as the browser arrives. */
const RESPONSE_LIFETIME_MS = 5 * 60 * 1000;

/**
 * POST /api/saml2/idp/launch: answers the page that posts the signed Response to the app's
 * registered assertion consumer, as the ticket route decided it a minute before (the app, its
 * attributes). The ticket and the person's status are read side by side; the response is signed
 * while the ticket is redeemed and the launch recorded in one transaction (lastAccess, usage). Of
 * two posts of one ticket only one gets a page; a disabled or deleted account opens nothing.
 */
export async function launchWithTicket(
  ticket: string | undefined,
  now: Date,
  signing: IdpSigning | null,
): Promise<string> {
  const userId = ticket ? ticketUserId(ticket) : null;
  if (!ticket || !userId) throw new GoneError(APP_LAUNCH_MESSAGES.ticketUsed);
  const [item, user] = await Promise.all([findUsableTicket(ticket, now), loadSessionUser(userId)]);
  if (!item || !user || user.status !== 'active') throw new GoneError(APP_LAUNCH_MESSAGES.ticketUsed);
  const idp = portalIdpOf(signing);
  if (!idp) throw new ConflictError(APP_LAUNCH_MESSAGES.notSetUp(item.serviceName));
  const [redeemed, signed] = await Promise.all([
    recordAppLaunch(
      {
        userId: user.id,
        actorId: item.actorId,
        serviceId: item.serviceId,
        at: now.toISOString(),
        schoolId: item.usageSchoolId,
        initiatedBy: item.inResponseTo ? 'app' : 'portal',
        attributes: Object.keys(item.attributes).filter((name) => item.attributes[name] !== null),
      },
      redeemTicketRequest(item, now),
    ),
    (async () => {
      const privateKeyPem = await idp.privateKeyPem();
      // Signing is milliseconds of synchronous XML work: begun at once, it would hold the
      // transaction in the SDK until it ends. After a turn of the event loop the transaction is
      // on the wire, and the store redeems while Node signs.
      await new Promise((resolve) => setImmediate(resolve));
      return signSamlResponse(
        {
          issuer: idp.entityId,
          ssoUrl: idp.ssoUrl,
          privateKeyPem,
          certificatePem: idp.certificatePem,
          audience: item.audience,
          assertionConsumerUrl: item.acsUrl,
          signResponse: true,
        },
        {
          nameId: user.id,
          nameIdFormat: PERSISTENT_NAME_ID,
          inResponseTo: item.inResponseTo,
          attributes: item.attributes,
          lifetimeMs: RESPONSE_LIFETIME_MS,
        },
        now,
      );
    })(),
  ]);
  if (!redeemed) throw new GoneError(APP_LAUNCH_MESSAGES.ticketUsed);
  return signOnPostPage({
    appName: item.serviceName,
    acsUrl: item.acsUrl,
    samlResponse: signed.samlResponse,
    relayState: item.relayState,
  });
}
