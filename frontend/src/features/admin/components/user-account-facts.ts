import {
  ACCOUNT_KIND_LABELS,
  type SignInMethod,
  type UserAccountSummary,
} from '../../../../../shared/schemas/admin-users';
import { formatDayMonthYearTime } from '../../../lib/day-month-year';

/**
 * How Find a User and an account's page word an account's facts, the same in both places.
 */
export const accountName = (user: Pick<UserAccountSummary, 'firstName' | 'lastName' | 'username'>): string =>
  `${user.firstName} ${user.lastName}`.trim() || user.username;

export const accountKindText = (user: UserAccountSummary): string =>
  user.staff ? `${ACCOUNT_KIND_LABELS[user.kind]}, staff` : ACCOUNT_KIND_LABELS[user.kind];

const STATUS_TEXT: Record<UserAccountSummary['status'], string> = {
  active: 'Active',
  disabled: 'Disabled',
  deleted: 'Deleted',
};
export const accountStatusText = (user: UserAccountSummary): string => STATUS_TEXT[user.status];

/** The school of a school account, or the parent of a child; a dash for neither. */
export const schoolOrFamilyText = (user: UserAccountSummary): string => {
  if (user.school) return user.school.name;
  if (user.family) return `Child of ${user.family.parentName}`;
  return '—';
};

export const lastSignInText = (user: UserAccountSummary): string =>
  user.lastSignIn ? formatDayMonthYearTime(user.lastSignIn) : 'Never';

const methodText = (method: SignInMethod): string => {
  if (method.kind === 'password') return 'Password';
  if (method.kind === 'social') return method.provider ?? 'Google or Facebook';
  return `School sign-on (${method.provider ?? 'school system'})`;
};

export const signInMethodsText = (user: UserAccountSummary): string =>
  user.signInMethods.length ? user.signInMethods.map(methodText).join(', ') : 'None';
