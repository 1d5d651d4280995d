import { msg, t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import {
  ACCOUNT_KIND_LABELS,
  type SignInMethod,
  type UserAccountSummary,
} from '../../../../../shared/schemas/admin-users';
import { translated } from '../../../../../shared/i18n/text';
import { formatDayMonthYearTime } from '../../../lib/day-month-year';

/**
 * How Find a User and an account's page word an account's facts, the same in both places, in the
 * reader's language: each is called while a screen renders, never at module load.
 */
export const accountName = (user: Pick<UserAccountSummary, 'firstName' | 'lastName' | 'username'>): string =>
  `${user.firstName} ${user.lastName}`.trim() || user.username;

export const accountKindText = (user: UserAccountSummary): string => {
  const kind = translated(ACCOUNT_KIND_LABELS[user.kind]);
  return user.staff ? t`${kind}, staff` : kind;
};

const STATUS_TEXT = {
  active: msg`Active`,
  disabled: msg`Disabled`,
  deleted: msg({ message: 'Deleted', context: 'the status of one account' }),
} as const satisfies Record<UserAccountSummary['status'], unknown>;
export const accountStatusText = (user: UserAccountSummary): string => i18n._(STATUS_TEXT[user.status]);

/** The school of a school account, or the parent of a child; a dash for neither. */
export const schoolOrFamilyText = (user: UserAccountSummary): string => {
  if (user.school) return user.school.name;
  if (user.family) {
    const parent = user.family.parentName;
    return t`Child of ${parent}`;
  }
  return '—';
};

export const lastSignInText = (user: UserAccountSummary): string =>
  user.lastSignIn ? formatDayMonthYearTime(user.lastSignIn) : t`Never`;

const methodText = (method: SignInMethod): string => {
  if (method.kind === 'password') return t`Password`;
  if (method.kind === 'social') return method.provider ?? t`Google or Facebook`;
  const provider = method.provider ?? t`school system`;
  return t`School sign-on (${provider})`;
};

export const signInMethodsText = (user: UserAccountSummary): string =>
  user.signInMethods.length ? user.signInMethods.map(methodText).join(', ') : t`None`;
