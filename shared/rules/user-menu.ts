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

/**
 * Where a menu entry leads, named rather than written as a path: the SPA owns its paths and maps
 * each destination to one.
 */
export type UserMenuDestination =
  | 'account'
  | 'account-subscriptions'
  | 'add-child-account'
  | 'admin-console'
  | 'family-management'
  | 'school-management'
  | 'claim-code'
  | 'library'
  | 'contact-us'
  | 'login';

export type UserMenuEntry =
  | {
      id: Exclude<UserMenuEntryId, 'help' | 'switch-to-parent' | 'logout'>;
      label: string;
      kind: 'link';
      destination: UserMenuDestination;
    }
  | { id: 'help'; label: string; kind: 'help'; audience: HelpAudience }
  /** A child switches by signing out, then logging in to the parent account. */
  | { id: 'switch-to-parent'; label: string; kind: 'switch-to-parent'; destination: 'login' }
  | { id: 'logout'; label: string; kind: 'logout' };

type MenuUser = Pick<SessionUser, 'homeRole' | 'schoolRole' | 'isSchoolAdmin' | 'staffRoles'>;

export function helpAudience(user: MenuUser): HelpAudience {
  const kind = accountKind(user);
  if (kind.isSchoolAccount) return 'school';
  if (kind.isParentAccount) return 'parent';
  return 'home';
}

export function userMenuEntries(user: MenuUser): UserMenuEntry[] {
  const kind = accountKind(user);
  const entries: UserMenuEntry[] = [{ id: 'my-account', label: 'My Account', kind: 'link', destination: 'account' }];
  if (kind.isPersonalAccount) {
    entries.push(
      { id: 'my-subscriptions', label: 'My Subscriptions', kind: 'link', destination: 'account-subscriptions' },
      { id: 'add-child-account', label: 'Add Child Account', kind: 'link', destination: 'add-child-account' },
    );
  }
  if (kind.isStaff)
    entries.push({ id: 'admin-console', label: 'Admin Console', kind: 'link', destination: 'admin-console' });
  if (kind.isParentAccount) {
    entries.push({
      id: 'family-management',
      label: 'Family Management',
      kind: 'link',
      destination: 'family-management',
    });
  }
  if (kind.isTeacher) {
    entries.push({
      id: 'school-management',
      label: 'School Management',
      kind: 'link',
      destination: 'school-management',
    });
  }
  if (kind.isChildAccount) {
    entries.push({ id: 'claim-code', label: 'Claim Activation Code', kind: 'link', destination: 'claim-code' });
  }
  entries.push(
    { id: 'app-library', label: 'App Library', kind: 'link', destination: 'library' },
    { id: 'help', label: 'Help', kind: 'help', audience: helpAudience(user) },
    { id: 'contact-us', label: 'Contact Us', kind: 'link', destination: 'contact-us' },
  );
  if (kind.isChildAccount) {
    entries.push({
      id: 'switch-to-parent',
      label: 'Switch to Parent Account',
      kind: 'switch-to-parent',
      destination: 'login',
    });
  }
  entries.push({ id: 'logout', label: 'Logout', kind: 'logout' });
  return entries;
}

/** staff-console §2: My Account, School Management (teachers only), App Library, Logout. */
export function adminConsoleMenuEntries(user: MenuUser): UserMenuEntry[] {
  const kind = accountKind(user);
  const entries: UserMenuEntry[] = [{ id: 'my-account', label: 'My Account', kind: 'link', destination: 'account' }];
  if (kind.isTeacher) {
    entries.push({
      id: 'school-management',
      label: 'School Management',
      kind: 'link',
      destination: 'school-management',
    });
  }
  entries.push(
    { id: 'app-library', label: 'App Library', kind: 'link', destination: 'library' },
    { id: 'logout', label: 'Logout', kind: 'logout' },
  );
  return entries;
}
