import { SERVICE_NOT_FOUND_MESSAGE, type Service } from '../../../shared/schemas/service';
import { APP_LAUNCH_MESSAGES, type LaunchTicketOrder, type LaunchTicketResponse, type ServiceSignOn } from '../../../shared/schemas/app-launch';
import { accessState, hasAccess, viewerAccessState } from '../../../shared/rules/service-access';
import { accountKind } from '../../../shared/rules/account-kind';
import type { SessionUser } from '../../../shared/schemas/user';
import type { UserService } from '../../../shared/schemas/user-service';
import { appLaunchEndpoints } from '../../../shared/api/endpoints/app-launch';
import { listStudentMemberships, listTeacherClassIds } from '../../data/class-groups';
import { createLaunchTicket, redeemLaunchTicket } from '../../data/launch-tickets';
import { answerSignOnRequest, findOpenSignOnRequest } from '../../data/sign-on-requests';
import { getServiceSignOn } from '../../data/service-sign-ons';
import { getService } from '../../data/services';
import { loadSessionUser } from '../../data/users';
import { recordAppLaunch } from '../../data/app-launches';
import { DomainError, ForbiddenError, GoneError, NotFoundError } from '../../platform/errors';
import type { ActingContext } from '../acting-as/admission';
import { userServicesOf } from '../school-access/user-services';
import { PERSISTENT_NAME_ID } from '../saml/saml-xml';
import { signSamlResponse } from '../saml/sign-response';
import { portalIdp, type PortalIdp } from './portal-idp';
import { releasedAttributes } from './released-attributes';
import { signOnPostPage } from './sign-on-page';

/** An app's response is for now: the app reads it as the browser arrives. */
const RESPONSE_LIFETIME_MS = 5 * 60 * 1000;

/** A launch the portal does not make; the message is shown on the library's app page (403/409) or the SAML error page. */
export class LaunchRefusedError extends DomainError {
  constructor(status: 403 | 409, message: string) {
    super(status, status === 403 ? 'no-access' : 'cannot-launch', message);
  }
}

interface LaunchableApp {
  service: Service;
  signOn: ServiceSignOn;
  idp: PortalIdp;
  userService: UserService | undefined;
}

/**
 * Whether this person may open this app now: it exists, is enabled (never Coming Soon), is
 * integrated and registered for sign-on, and they hold access to it (a free app counts for anyone
 * signed in). Each refusal says why.
 */
async function launchableApp(user: SessionUser, serviceId: string, now: Date): Promise<LaunchableApp> {
  const [service, signOn, userServices] = await Promise.all([getService(serviceId), getServiceSignOn(serviceId), userServicesOf(user, now)]);
  if (!service) throw new NotFoundError(SERVICE_NOT_FOUND_MESSAGE);
  if (!service.enabled) throw new LaunchRefusedError(409, APP_LAUNCH_MESSAGES.comingSoon(service.name));
  if (!service.integrated) throw new LaunchRefusedError(409, APP_LAUNCH_MESSAGES.notIntegrated(service.name));
  const idp = portalIdp();
  if (!signOn || !idp) throw new LaunchRefusedError(409, APP_LAUNCH_MESSAGES.notSetUp(service.name));
  const userService = userServices.find((candidate) => candidate.serviceId === serviceId);
  const access = viewerAccessState(user, service, userService, now);
  if (!hasAccess(access)) {
    const ended = access === 'trial-expired' || access === 'subscription-expired';
    throw new LaunchRefusedError(403, ended ? APP_LAUNCH_MESSAGES.accessEnded(service.name) : APP_LAUNCH_MESSAGES.noAccess(service.name));
  }
  return { service, signOn, idp, userService };
}

/**
 * POST /api/saml2/idp/tickets: a launch ticket for the signed-in person (or the child a parent acts
 * as), for an app they may open. Staff logged in as a user open no apps as them.
 */
export async function grantLaunchTicket(
  user: SessionUser,
  acting: ActingContext | null,
  request: LaunchTicketOrder,
  now: Date,
): Promise<LaunchTicketResponse> {
  if (acting && acting.grant.kind === 'staff-as-user') throw new ForbiddenError(APP_LAUNCH_MESSAGES.actingAsStaff);
  let serviceId: string;
  let relayState: string | null;
  let inResponseTo: string | null = null;
  if ('signOnRequest' in request) {
    const held = await findOpenSignOnRequest(request.signOnRequest, user.id, now);
    if (!held) throw new GoneError(APP_LAUNCH_MESSAGES.requestGone);
    ({ serviceId, relayState } = held);
    inResponseTo = held.requestId;
  } else {
    ({ serviceId, relayState } = request);
  }
  const { service } = await launchableApp(user, serviceId, now);
  if ('signOnRequest' in request && !(await answerSignOnRequest(request.signOnRequest, user.id, now))) throw new GoneError(APP_LAUNCH_MESSAGES.requestGone);
  const { ticket, expiresAt } = await createLaunchTicket({ userId: user.id, actorId: acting?.actor.id ?? user.id, serviceId, relayState, inResponseTo }, now);
  return { ticket, expiresAt: expiresAt.toISOString(), launchUrl: appLaunchEndpoints.launchApp.path, serviceName: service.name };
}

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

