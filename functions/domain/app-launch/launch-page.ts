import { APP_LAUNCH_MESSAGES } from '../../../shared/schemas/app-launch';
import { redeemTicketRequest } from '../../data/launch-tickets';
import { activeAccountCheck } from '../../data/users';
import { appNotBlockedCheck } from '../../data/app-sharing';
import { recordAppLaunch } from '../../data/app-launches';
import { ConflictError, GoneError } from '../../platform/errors';
import { PERSISTENT_NAME_ID } from '../saml/saml-xml';
import { signSamlResponse } from '../saml/sign-response';
import type { IdpSigning } from '../../adapters/saml-keys/port';
import type { LaunchTicketKeySource } from '../../adapters/launch-ticket-key/port';
import { openLaunchTicket } from './launch-ticket-seal';
import { LaunchRefusedError } from './launchable-app';
import { portalIdpOf } from './portal-idp';
import { signOnPostPage } from './sign-on-page';

/** The place of the parent's-block check among the launch's checks. */
const BLOCKED_CHECK = 2;

/** An app's response is for now: the app reads it as the browser arrives. */
const RESPONSE_LIFETIME_MS = 5 * 60 * 1000;

/**
 * POST /api/saml2/idp/launch: answers the page that posts the signed Response to the app's
 * registered assertion consumer, as the ticket route decided it a minute before and sealed into
 * the ticket (the app, its attributes). Nothing is read first: the response is signed while one
 * transaction marks the ticket used, checks the person is still active and records the launch
 * (lastAccess, usage). Of two posts of one ticket only one gets a page; a disabled or deleted
 * account opens nothing, nor does an app a child's parent has blocked since the ticket was issued.
 */
export async function launchWithTicket(
  ticket: string | undefined,
  now: Date,
  signing: IdpSigning | null,
  ticketKey: LaunchTicketKeySource,
): Promise<string> {
  const grant = ticket ? openLaunchTicket(ticket, await ticketKey(), now) : null;
  if (!grant) throw new GoneError(APP_LAUNCH_MESSAGES.ticketUsed);
  const idp = portalIdpOf(signing);
  if (!idp) throw new ConflictError(APP_LAUNCH_MESSAGES.notSetUp(grant.serviceName));
  const [failedCheck, signed] = await Promise.all([
    recordAppLaunch(
      {
        userId: grant.userId,
        actorId: grant.actorId,
        serviceId: grant.serviceId,
        at: now.toISOString(),
        schoolId: grant.usageSchoolId,
        initiatedBy: grant.inResponseTo ? 'app' : 'portal',
        attributes: Object.keys(grant.attributes).filter((name) => grant.attributes[name] !== null),
      },
      // In this order: the refusal names the first that failed.
      [
        redeemTicketRequest(grant, now),
        activeAccountCheck(grant.userId),
        appNotBlockedCheck(grant.userId, grant.serviceId),
      ],
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
          audience: grant.audience,
          assertionConsumerUrl: grant.acsUrl,
          signResponse: true,
        },
        {
          nameId: grant.nameId,
          nameIdFormat: PERSISTENT_NAME_ID,
          inResponseTo: grant.inResponseTo,
          attributes: grant.attributes,
          lifetimeMs: RESPONSE_LIFETIME_MS,
        },
        now,
      );
    })(),
  ]);
  // A parent who blocked the app after the ticket was issued is heeded as the ticket route heeds them.
  if (failedCheck === BLOCKED_CHECK)
    throw new LaunchRefusedError(403, APP_LAUNCH_MESSAGES.blockedByParent(grant.serviceName));
  if (failedCheck !== null) throw new GoneError(APP_LAUNCH_MESSAGES.ticketUsed);
  return signOnPostPage({
    appName: grant.serviceName,
    acsUrl: grant.acsUrl,
    samlResponse: signed.samlResponse,
    relayState: grant.relayState,
  });
}
