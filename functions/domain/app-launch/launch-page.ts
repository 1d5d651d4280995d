import { accessState } from '../../../shared/rules/service-access';
import { accountKind } from '../../../shared/rules/account-kind';
import { APP_LAUNCH_MESSAGES } from '../../../shared/schemas/app-launch';
import type { SessionUser } from '../../../shared/schemas/user';
import { listStudentMemberships, listTeacherClassIds } from '../../data/class-groups';
import { redeemLaunchTicket } from '../../data/launch-tickets';
import { loadSessionUser } from '../../data/users';
import { recordAppLaunch } from '../../data/app-launches';
import { GoneError } from '../../platform/errors';
import { PERSISTENT_NAME_ID } from '../saml/saml-xml';
import { signSamlResponse } from '../saml/sign-response';
import { launchableApp } from './launchable-app';
import { releasedAttributes } from './released-attributes';
import { signOnPostPage } from './sign-on-page';

/** An app's response is for now: the app reads it as the browser arrives. */
const RESPONSE_LIFETIME_MS = 5 * 60 * 1000;

async function classIdsOf(user: SessionUser): Promise<string[]> {
  const kind = accountKind(user);
  if (kind.isStudent && user.schoolId) return (await listStudentMemberships(user.schoolId, user.id)).map((member) => member.classId);
  if (kind.isTeacher) return listTeacherClassIds(user.id);
  return [];
}

/**
 * POST /api/saml2/idp/launch: redeems the ticket once and answers the page that posts the signed
 * Response to the app's registered assertion consumer. Access is checked again (it may have ended
 * within the ticket's minute), and the launch is recorded (lastAccess, usage).
 */
export async function launchWithTicket(ticket: string | undefined, now: Date): Promise<string> {
  const redeemed = ticket ? await redeemLaunchTicket(ticket, now) : null;
  if (!redeemed) throw new GoneError(APP_LAUNCH_MESSAGES.ticketUsed);
  const user = await loadSessionUser(redeemed.userId);
  if (!user || user.status !== 'active') throw new GoneError(APP_LAUNCH_MESSAGES.ticketUsed);
  const [{ service, signOn, idp, userService }, classIds] = await Promise.all([launchableApp(user, redeemed.serviceId, now), classIdsOf(user)]);
  const signed = await signSamlResponse(
    {
      issuer: idp.entityId,
      ssoUrl: idp.ssoUrl,
      privateKeyPem: await idp.privateKeyPem(),
      certificatePem: idp.certificatePem,
      audience: signOn.entityId,
      assertionConsumerUrl: signOn.acsUrl,
      signResponse: true,
    },
    {
      nameId: user.id,
      nameIdFormat: PERSISTENT_NAME_ID,
      inResponseTo: redeemed.inResponseTo,
      attributes: releasedAttributes(signOn.attributes, { user, classIds, userService: userService && accessState(userService, now) !== 'none' ? userService : undefined }),
      lifetimeMs: RESPONSE_LIFETIME_MS,
    },
    now,
  );
  await recordAppLaunch({
    userId: user.id,
    actorId: redeemed.actorId,
    serviceId: service.id,
    at: now.toISOString(),
    schoolId: accountKind(user).isSchoolAccount ? user.schoolId : null,
    initiatedBy: redeemed.inResponseTo ? 'app' : 'portal',
  });
  return signOnPostPage({ appName: service.name, acsUrl: signOn.acsUrl, samlResponse: signed.samlResponse, relayState: redeemed.relayState });
}

