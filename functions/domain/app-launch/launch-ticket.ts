import { accessState } from '../../../shared/rules/service-access';
import { accountKind } from '../../../shared/rules/account-kind';
import { relayStateOnAppSite } from '../../../shared/rules/relay-state';
import {
  APP_LAUNCH_MESSAGES,
  type LaunchTicketOrder,
  type LaunchTicketResponse,
} from '../../../shared/schemas/app-launch';
import type { SessionUser } from '../../../shared/schemas/user';
import { appLaunchEndpoints } from '../../../shared/api/endpoints/app-launch';
import { listStudentMemberships, listTeacherClassIds } from '../../data/class-groups';
import { answerSignOnRequest, findOpenSignOnRequest } from '../../data/sign-on-requests';
import { fieldPointer, ForbiddenError, GoneError, ValidationError } from '../../platform/errors';
import type { ActingContext } from '../core/acting-as/admission';
import { getAppSharing } from '../../data/app-sharing';
import { sharedAttributes } from '../../../shared/schemas/app-sharing';
import { LaunchRefusedError, launchableApp } from './launchable-app';
import type { IdpSigning } from '../../adapters/saml-keys/port';
import type { LaunchTicketKeySource } from '../../adapters/launch-ticket-key/port';
import type { PairwiseIdKeySource } from '../../adapters/pairwise-id-key/port';
import { sealLaunchTicket } from './launch-ticket-seal';
import { pairwiseNameId } from './pairwise-name-id';
import { getLtiTool } from '../../data/lti-tools';
import { grantLtiLoginTicket } from '../lti/lti-login';
import { grantLtiLaunchTicket } from '../lti/lti-ticket';
import { releasedAttributes } from './released-attributes';

async function classIdsOf(user: SessionUser): Promise<string[]> {
  const kind = accountKind(user);
  if (kind.isStudent && user.schoolId)
    return (await listStudentMemberships(user.schoolId, user.id)).map((member) => member.classId);
  if (kind.isTeacher) return listTeacherClassIds(user.id);
  return [];
}

/**
 * POST /api/saml2/idp/tickets: a launch ticket for the signed-in person (or the child a parent acts
 * as), for an app they may open, sealing what the sign-on page will sign: the app, the person's
 * NameID for that app (./pairwise-name-id.ts) and the attributes released to it (for a child, as their parent chose for the app:
 * functions/domain/children/app-sharing.ts; an app the parent blocked is refused, 403). Nothing is
 * stored: the page opens the ticket and reads none of it again. Staff logged in as a user open no
 * apps as them.
 *
 * RelayState: answering an app's own request, the app's value goes back unchanged (SAML); starting
 * the sign-on here, the page asked for must be a path of the app or an address on the site it
 * registered (shared/rules/relay-state.ts), else 422 and no ticket.
 */
export async function grantLaunchTicket(
  user: SessionUser,
  acting: ActingContext | null,
  request: LaunchTicketOrder,
  now: Date,
  signing: IdpSigning | null,
  keys: { ticketKey: LaunchTicketKeySource; pairwiseIdKey: PairwiseIdKeySource },
): Promise<LaunchTicketResponse> {
  // An app registered as an LTI 1.3 tool opens by LTI (functions/domain/lti), by the same access
  // rules; a tool's own request hears its refusals, staff logged in as the person's too.
  if ('ltiRequest' in request) return grantLtiLaunchTicket(user, acting, request.ltiRequest, now, keys);
  if (acting && acting.grant.kind === 'staff-as-user') throw new ForbiddenError(APP_LAUNCH_MESSAGES.actingAsStaff);
  if ('serviceId' in request && (await getLtiTool(request.serviceId)))
    return grantLtiLoginTicket(user, acting, request, now, keys);
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
  const [{ service, signOn, userService }, classIds, sharing] = await Promise.all([
    launchableApp(user, serviceId, now, signing),
    classIdsOf(user),
    // A child's parent chooses what each app is told, or blocks it (ARCHITECTURE 'What an app may
    // know about a person'): read beside the rest.
    accountKind(user).isChildAccount ? getAppSharing(user.id, serviceId) : null,
  ]);
  if (sharing?.blocked) throw new LaunchRefusedError(403, APP_LAUNCH_MESSAGES.blockedByParent(service.name));
  if (!('signOnRequest' in request) && relayState !== null && !relayStateOnAppSite(relayState, signOn.acsUrl))
    throw new ValidationError([
      {
        status: '422',
        code: 'validation',
        detail: APP_LAUNCH_MESSAGES.relayStateNotTheApps,
        source: { pointer: fieldPointer(['relayState']) },
      },
    ]);
  if ('signOnRequest' in request && !(await answerSignOnRequest(request.signOnRequest, user.id, now)))
    throw new GoneError(APP_LAUNCH_MESSAGES.requestGone);
  const held = userService && accessState(userService, now) !== 'none' ? userService : undefined;
  const { ticket, expiresAt } = sealLaunchTicket(
    {
      userId: user.id,
      actorId: acting?.actor.id ?? user.id,
      serviceId,
      nameId: pairwiseNameId(await keys.pairwiseIdKey(), serviceId, user.id),
      relayState,
      inResponseTo,
      serviceName: service.name,
      audience: signOn.entityId,
      acsUrl: signOn.acsUrl,
      attributes: releasedAttributes(sharedAttributes(signOn.attributes, sharing?.nameSharing ?? 'default'), {
        user,
        classIds,
        userService: held,
      }) as Record<string, string | string[] | null>,
      usageSchoolId: accountKind(user).isSchoolAccount ? user.schoolId : null,
    },
    await keys.ticketKey(),
    now,
  );
  return {
    ticket,
    expiresAt: expiresAt.toISOString(),
    launchUrl: appLaunchEndpoints.launchApp.path,
    serviceName: service.name,
  };
}
