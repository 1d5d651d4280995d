import type { SessionUser } from '../schemas/user';
import { accountKind } from './account-kind';

/**
 * The signed-in user menu (visitor-and-account §2 Shell) and the admin console's user menu
 * (staff-console §2): exactly the entries each kind of account gets, in display order.
 */

export type UserMenuEntryId =
  | 'my-account'
  | 'my-subscriptions'
  | 'add-child-account'
  | 'admin-console'
  | 'family-management'
  | 'school-management'
  | 'claim-code'
  | 'app-library'
  | 'help'
  | 'contact-us'
  | 'switch-to-parent'
  | 'logout';

/** Which configured help link applies: home, parent and school users each have their own. */
export type HelpAudience = 'home' | 'parent' | 'school';

export type UserMenuEntry =
  | { id: Exclude<UserMenuEntryId, 'help' | 'switch-to-parent' | 'logout'>; label: string; kind: 'link'; href: string }
  | { id: 'help'; label: string; kind: 'help'; audience: HelpAudience }
  | { id: 'switch-to-parent'; label: string; kind: 'switch-to-parent'; href: string }
  | { id: 'logout'; label: string; kind: 'logout' };

type MenuUser = Pick<SessionUser, 'homeRole' | 'schoolRole' | 'isSchoolAdmin' | 'staffRoles'>;

export const USER_MENU_PATHS = {
  account: '/account',
  subscriptions: '/account/subscriptions',
  addChild: '/account/add-child',
  admin: '/admin',
  family: '/parent',
  school: '/teacher',
  claimCode: '/retail-activation',
  library: '/library',
  contact: '/contact-us',
  /** A child switches by signing out and logging in to the parent account. */
  parentLogin: '/auth/login',
} as const;

export function helpAudience(user: MenuUser): HelpAudience {
  const kind = accountKind(user);
  if (kind.isSchoolAccount) return 'school';
  if (kind.isParentAccount) return 'parent';
  return 'home';
}

export function userMenuEntries(user: MenuUser): UserMenuEntry[] {
  const kind = accountKind(user);
  const entries: UserMenuEntry[] = [{ id: 'my-account', label: 'My Account', kind: 'link', href: USER_MENU_PATHS.account }];
  if (kind.isPersonalAccount) {
    entries.push(
      { id: 'my-subscriptions', label: 'My Subscriptions', kind: 'link', href: USER_MENU_PATHS.subscriptions },
      { id: 'add-child-account', label: 'Add Child Account', kind: 'link', href: USER_MENU_PATHS.addChild },
    );
  }
  if (kind.isStaff) entries.push({ id: 'admin-console', label: 'Admin Console', kind: 'link', href: USER_MENU_PATHS.admin });
  if (kind.isParentAccount) {
    entries.push({ id: 'family-management', label: 'Family Management', kind: 'link', href: USER_MENU_PATHS.family });
  }
  if (kind.isTeacher) {
    entries.push({ id: 'school-management', label: 'School Management', kind: 'link', href: USER_MENU_PATHS.school });
  }
  if (kind.isChildAccount) {
    entries.push({ id: 'claim-code', label: 'Claim Activation Code', kind: 'link', href: USER_MENU_PATHS.claimCode });
  }
  entries.push(
    { id: 'app-library', label: 'App Library', kind: 'link', href: USER_MENU_PATHS.library },
    { id: 'help', label: 'Help', kind: 'help', audience: helpAudience(user) },
    { id: 'contact-us', label: 'Contact Us', kind: 'link', href: USER_MENU_PATHS.contact },
  );
  if (kind.isChildAccount) {
    entries.push({
      id: 'switch-to-parent',
      label: 'Switch to Parent Account',
      kind: 'switch-to-parent',
      href: USER_MENU_PATHS.parentLogin,
    });
  }
  entries.push({ id: 'logout', label: 'Logout', kind: 'logout' });
  return entries;
}

/** staff-console §2: My Account, School Management (teachers only), App Library, Logout. */
export function adminConsoleMenuEntries(user: MenuUser): UserMenuEntry[] {
  const kind = accountKind(user);
  const entries: UserMenuEntry[] = [{ id: 'my-account', label: 'My Account', kind: 'link', href: USER_MENU_PATHS.account }];
  if (kind.isTeacher) {
    entries.push({ id: 'school-management', label: 'School Management', kind: 'link', href: USER_MENU_PATHS.school });
  }
  entries.push(
    { id: 'app-library', label: 'App Library', kind: 'link', href: USER_MENU_PATHS.library },
    { id: 'logout', label: 'Logout', kind: 'logout' },
  );
  return entries;
}
