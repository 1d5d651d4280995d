import { hasAccess, viewerAccessState } from '../../../shared/rules/service-access';
import {
  APP_SHARING_MESSAGES,
  sharedAttributes,
  type ChildAppSharing,
  type ChildAppSharingBody,
  type ChildAppSharingList,
} from '../../../shared/schemas/app-sharing';
import type { SignOnAttribute } from '../../../shared/schemas/app-launch';
import type { Service } from '../../../shared/schemas/service';
import type { SessionUser } from '../../../shared/schemas/user';
import type { UserService } from '../../../shared/schemas/user-service';
import { getAppSharing, listAppSharing, putAppSharing, type AppSharingChoice } from '../../data/app-sharing';
import { appRegistration } from '../app-launch/app-registration';
import { getService, listServices } from '../../data/services';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import type { ActingContext } from '../core/acting-as/admission';
import { recordAudit } from '../core/audit/audit';
import { userServicesOf } from '../school-access/user-services';
import { ownChild } from './own-children';

/** What an app is registered to be told (SAML sign-on or LTI tool: ../app-launch/app-registration.ts). */
type Registration = { attributes: readonly SignOnAttribute[] };

/**
 * Per-app sharing (ARCHITECTURE 'What an app may know about a person'): for each app a parent's
 * child can open, what it receives at sign-on and the parent's choice (how much of the name;
 * blocked). Only the parent, signed in as themself: staff logged in as the parent are refused
 * (403), as are children and anyone else (the route's PARENT rule), and another family's child is
 * 404 (ownChild).
 */

function refuseActing(acting: ActingContext | null): void {
  if (acting) throw new ForbiddenError(APP_SHARING_MESSAGES.notWhileActing);
}

function sharingOf(service: Service, signOn: Registration, choice: AppSharingChoice | null): ChildAppSharing {
  const nameSharing = choice?.nameSharing ?? 'default';
  return {
    serviceId: service.id,
    serviceName: service.name,
    registeredAttributes: [...signOn.attributes],
    attributes: sharedAttributes(signOn.attributes, nameSharing),
    nameSharing,
    blocked: choice?.blocked ?? false,
    updatedAt: choice?.updatedAt ?? null,
  };
}

/** An app sign-on can open: enabled, integrated and registered. */
function opensBySignOn(service: Service | null, signOn: Registration | null): signOn is Registration {
  return service !== null && service.enabled && service.integrated && signOn !== null;
}

/**
 * GET /api/children/{childId}/app-sharing: every app the child can open now (free, or held), and
 * any other the parent has made a choice for, in the library's order.
 */
export async function listChildAppSharing(
  parent: SessionUser,
  acting: ActingContext | null,
  childId: string,
  now: Date,
): Promise<ChildAppSharingList> {
  refuseActing(acting);
  const child = await ownChild(parent, childId);
  const [services, userServices, choices] = await Promise.all([
    listServices(),
    userServicesOf(child, now, { lastAccess: false }),
    listAppSharing(child.id),
  ]);
  const choiceOf = new Map(choices.map((choice) => [choice.serviceId, choice]));
  const candidates = services.filter((service) => {
    if (!service.enabled || !service.integrated) return false;
    const held = userServices.find((userService) => userService.serviceId === service.id);
    return choiceOf.has(service.id) || hasAccess(viewerAccessState(child, service, held, now));
  });
  const signOns = await Promise.all(candidates.map((service) => appRegistration(service.id)));
  const apps = candidates.flatMap((service, index) => {
    const signOn = signOns[index] ?? null;
    return opensBySignOn(service, signOn) ? [sharingOf(service, signOn, choiceOf.get(service.id) ?? null)] : [];
  });
  return { childFirstName: child.firstName, apps };
}

/**
 * PUT /api/children/{childId}/app-sharing/{serviceId}: the parent's choice for one app, applied at
 * the child's next launch. Any app the portal opens by sign-on may be chosen for (a parent may
 * block an app before the child holds it); another is 404. Each change is audited on its own
 * (what the app receives; blocked; unblocked); saving the same choice again changes nothing.
 */
export async function setChildAppSharing(
  parent: SessionUser,
  acting: ActingContext | null,
  childId: string,
  serviceId: string,
  choice: ChildAppSharingBody,
  now: Date,
): Promise<ChildAppSharing> {
  refuseActing(acting);
  const child = await ownChild(parent, childId);
  const [service, signOn, previous] = await Promise.all([
    getService(serviceId),
    appRegistration(serviceId),
    getAppSharing(child.id, serviceId),
  ]);
  if (!opensBySignOn(service, signOn) || !service) throw new NotFoundError(APP_SHARING_MESSAGES.appNotFound);
  const before = { nameSharing: previous?.nameSharing ?? 'default', blocked: previous?.blocked ?? false };
  const sharingChanged = before.nameSharing !== choice.nameSharing;
  const blockChanged = before.blocked !== choice.blocked;
  if (!sharingChanged && !blockChanged) return sharingOf(service, signOn, previous);
  const stored: AppSharingChoice = {
    childId: child.id,
    serviceId,
    nameSharing: choice.nameSharing,
    blocked: choice.blocked,
    updatedAt: now.toISOString(),
    updatedBy: parent.id,
  };
  await putAppSharing(stored);
  const audit = { actorId: parent.id, subjectIds: [child.id], schoolId: null, now } as const;
  const detail = { serviceId, serviceName: service.name };
  await Promise.all([
    sharingChanged
      ? recordAudit({
          ...audit,
          action: 'child.app-sharing.set',
          detail: { ...detail, from: before.nameSharing, to: choice.nameSharing },
        })
      : null,
    blockChanged
      ? recordAudit({ ...audit, action: choice.blocked ? 'child.app.block' : 'child.app.unblock', detail })
      : null,
  ]);
  return sharingOf(service, signOn, stored);
}

/** The apps a child's parent has blocked (the child's library shows them so); none for other accounts. */
async function blockedAppsOf(user: SessionUser): Promise<string[]> {
  if (user.homeRole !== 'child') return [];
  return (await listAppSharing(user.id)).filter((choice) => choice.blocked).map((choice) => choice.serviceId);
}

/** GET /api/me/user-services: the person's access to apps and, for a child, the apps their parent blocked (read side by side). */
export async function libraryAccessOf(
  user: SessionUser,
): Promise<{ userServices: UserService[]; blockedServiceIds: string[] }> {
  const [userServices, blockedServiceIds] = await Promise.all([userServicesOf(user), blockedAppsOf(user)]);
  return { userServices, blockedServiceIds };
}
