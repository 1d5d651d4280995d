import { APP_LAUNCH_MESSAGES, type LaunchTicketOrder, type LaunchTicketResponse } from '../../../shared/schemas/app-launch';
import type { SessionUser } from '../../../shared/schemas/user';
import { appLaunchEndpoints } from '../../../shared/api/endpoints/app-launch';
import { createLaunchTicket } from '../../data/launch-tickets';
import { answerSignOnRequest, findOpenSignOnRequest } from '../../data/sign-on-requests';
import { ForbiddenError, GoneError } from '../../platform/errors';
import type { ActingContext } from '../acting-as/admission';
import { launchableApp } from './launchable-app';

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

