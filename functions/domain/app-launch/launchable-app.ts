import { SERVICE_NOT_FOUND_MESSAGE, type Service } from '../../../shared/schemas/service';
import { APP_LAUNCH_MESSAGES, type ServiceSignOn } from '../../../shared/schemas/app-launch';
import { hasAccess, viewerAccessState } from '../../../shared/rules/service-access';
import type { SessionUser } from '../../../shared/schemas/user';
import type { UserService } from '../../../shared/schemas/user-service';
import { getServiceSignOn } from '../../data/service-sign-ons';
import { getService } from '../../data/services';
import { DomainError, NotFoundError } from '../../platform/errors';
import { userServicesOf } from '../school-access/user-services';
import type { IdpSigning } from '../../adapters/saml-keys/port';

/** A launch the portal does not make; the message is shown on the library's app page (403/409) or the SAML error page. */
export class LaunchRefusedError extends DomainError {
  constructor(status: 403 | 409, message: string) {
    super(status, status === 403 ? 'no-access' : 'cannot-launch', message);
  }
}

export interface LaunchableApp {
  service: Service;
  signOn: ServiceSignOn;
  userService: UserService | undefined;
}

/**
 * Whether this person may open this app now: it exists, is enabled (never Coming Soon), is
 * integrated and registered for its channel (`registrationOf`: SAML sign-on, or an LTI tool), and
 * they hold access to it (a free app counts for anyone signed in). Each refusal says why.
 */
export async function openableApp<R>(
  user: SessionUser,
  serviceId: string,
  now: Date,
  registrationOf: (serviceId: string) => Promise<R | null>,
): Promise<{ service: Service; registration: R; userService: UserService | undefined }> {
  const [service, registration, userServices] = await Promise.all([
    getService(serviceId),
    registrationOf(serviceId),
    userServicesOf(user, now, { lastAccess: false }),
  ]);
  if (!service) throw new NotFoundError(SERVICE_NOT_FOUND_MESSAGE);
  if (!service.enabled) throw new LaunchRefusedError(409, APP_LAUNCH_MESSAGES.comingSoon(service.name));
  if (!service.integrated) throw new LaunchRefusedError(409, APP_LAUNCH_MESSAGES.notIntegrated(service.name));
  if (!registration) throw new LaunchRefusedError(409, APP_LAUNCH_MESSAGES.notSetUp(service.name));
  const userService = userServices.find((candidate) => candidate.serviceId === serviceId);
  const access = viewerAccessState(user, service, userService, now);
  if (!hasAccess(access)) {
    const ended = access === 'trial-expired' || access === 'subscription-expired';
    throw new LaunchRefusedError(
      403,
      ended ? APP_LAUNCH_MESSAGES.accessEnded(service.name) : APP_LAUNCH_MESSAGES.noAccess(service.name),
    );
  }
  return { service, registration, userService };
}

/** Whether this person may open this app by SAML sign-on now (openableApp, registered for sign-on with a signing key). */
export async function launchableApp(
  user: SessionUser,
  serviceId: string,
  now: Date,
  signing: IdpSigning | null,
): Promise<LaunchableApp> {
  const { service, registration, userService } = await openableApp(user, serviceId, now, async (id) =>
    signing ? getServiceSignOn(id) : null,
  );
  return { service, signOn: registration, userService };
}
