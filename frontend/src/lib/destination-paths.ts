import type { PostLoginDestination } from '../../../shared/rules/account-kind';
import type { UserMenuDestination } from '../../../shared/rules/user-menu';
import { paths } from '../config/paths';

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
