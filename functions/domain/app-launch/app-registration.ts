import type { SignOnAttribute } from '../../../shared/schemas/app-launch';
import { getLtiTool } from '../../data/lti-tools';
import { getServiceSignOn } from '../../data/service-sign-ons';

/**
 * What an app is registered to be told, whichever way it opens: as an LTI 1.3 tool (which it then
 * opens as, functions/domain/app-launch/launch-ticket.ts) or by SAML sign-on; null when it is
 * registered for neither. The one sharing rule narrows it for a child (ARCHITECTURE 'What an app
 * may know about a person').
 */
export async function appRegistration(serviceId: string): Promise<{ attributes: readonly SignOnAttribute[] } | null> {
  const [tool, signOn] = await Promise.all([getLtiTool(serviceId), getServiceSignOn(serviceId)]);
  return tool ?? signOn;
}
