import { APP_INTEGRATION_PATHS } from '../../../shared/api/app-integration-paths';
import { NRPS_SERVICE_VERSIONS } from '../../../shared/schemas/lti-nrps';

/** The path of a class's membership service (the class is the launch's context). */
export function contextMembershipsPath(classId: string): string {
  return APP_INTEGRATION_PATHS.ltiContextMemberships.replace('{classId}', encodeURIComponent(classId));
}

/**
 * The launch's namesroleservice claim (NRPS 2.0 §3.6.1) for a launch from a class: where the
 * class's members are, and the service's version. A launch from the library has no class, so no
 * claim. Pure.
 */
export function namesRoleServiceClaim(siteUrl: string, classId: string) {
  return {
    context_memberships_url: `${siteUrl}${contextMembershipsPath(classId)}`,
    service_versions: [...NRPS_SERVICE_VERSIONS],
  };
}
