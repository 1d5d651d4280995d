import type { PostLoginDestination } from '../../../shared/rules/account-kind';
import type { AppSignOnDestination, LinkDestination } from '../../../shared/rules/service-detail';
import type { UserMenuDestination } from '../../../shared/rules/user-menu';
import { apiRedirects, paths } from '../config/paths';

/** The shared rules name where a user goes; these are the SPA's paths for those places. */
export const USER_MENU_DESTINATION_PATHS: Record<UserMenuDestination, string> = {
  account: paths.account.root.getHref(),
  'account-subscriptions': paths.account.subscriptions.getHref(),
  'add-child-account': paths.account.addChild.getHref(),
  'admin-console': paths.admin.root.getHref(),
  'family-management': paths.familyManagement.getHref(),
  'school-management': paths.schoolManagement.getHref(),
  'claim-code': paths.claimCode.getHref(),
  library: paths.library.getHref(),
  'contact-us': paths.contactUs.getHref(),
  login: paths.auth.login.getHref(),
};

/** post-login: the console for staff; the library, with the service asked for, for everyone else. */
export function postLoginHref(destination: PostLoginDestination, serviceId: string | null): string {
  return destination === 'admin-console' ? paths.admin.root.getHref() : paths.library.getHref(serviceId);
}

/** Where a service detail action leads: a page of the SPA, or the API's sign-on to the app. */
export function serviceDestinationHref(destination: LinkDestination): string {
  switch (destination.page) {
    case 'register':
      return paths.auth.register.getHref({ serviceId: destination.serviceId });
    case 'login':
      return paths.auth.login.getHref({ service: destination.serviceId });
    case 'claim-code':
      return paths.claimCode.getHref();
    case 'subscribe':
      return paths.subscribe.getHref(destination.serviceId);
    case 'quote':
      return paths.schoolQuote.getHref({ app: destination.serviceId, trial: destination.trial });
    case 'family-management':
      return paths.familyManagement.getHref();
    case 'app-sign-on':
      return appSignOnHref(destination, null);
  }
}

/** Sign-on to the app, opening the page of it given as the relay state (the app's start page when null). */
export function appSignOnHref(destination: AppSignOnDestination, relayState: string | null): string {
  return apiRedirects.appSignOn.getHref(destination.serviceId, relayState);
}
