import { relayStateOnAppSite } from '../../../shared/rules/relay-state';
import { APP_LAUNCH_MESSAGES, signOnPageHref } from '../../../shared/schemas/app-launch';
import { getServiceSignOn } from '../../data/service-sign-ons';
import { BadRequestError } from '../../platform/errors';

/**
 * GET /api/saml2/idp/login/{serviceId}?RelayState=: a link to open an app leads to the SPA's Open
 * page, which asks the person to confirm. The page of the app it names must be one the portal
 * would set (a path, or an address on the site the app registered): a link naming another site is
 * refused here, on the SAML error page, rather than carried to the Open page. An app without a
 * registration goes on to the Open page, which says why it cannot open. The link's shape (no
 * `javascript:`, no `//host`, at most 80 bytes) is checked before this by its query schema.
 */
export async function appSignOnLink(serviceId: string, relayState: string | undefined): Promise<{ redirect: string }> {
  if (relayState) {
    const signOn = await getServiceSignOn(serviceId);
    if (signOn && !relayStateOnAppSite(relayState, signOn.acsUrl))
      throw new BadRequestError(APP_LAUNCH_MESSAGES.relayStateNotTheApps);
  }
  return { redirect: signOnPageHref('open', { service: serviceId, RelayState: relayState }) };
}
