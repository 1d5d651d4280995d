import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { Service } from '../../../shared/schemas/service';
import type { UserService } from '../../../shared/schemas/user-service';
import {
  expiresSoon,
  expiryDaysRemaining,
  showsExpiryWarning,
  type AccessState,
} from '../../../shared/rules/service-access';
import type { BadgeTone } from '../components/badge';

export interface StatusBadge {
  text: string;
  tone: BadgeTone;
}

const ACCESS_BADGES: Partial<Record<AccessState, { text: MessageDescriptor; tone: BadgeTone }>> = {
  free: { text: msg`Free`, tone: 'success' },
  perpetual: { text: msg`Perpetual`, tone: 'success' },
  subscribed: { text: msg({ message: 'Subscribed', context: 'the state of an access' }), tone: 'success' },
  'trial-active': { text: msg`Free Trial`, tone: 'info' },
  'trial-expired': { text: msg`Trial expired`, tone: 'warning' },
  'subscription-expired': { text: msg`Subscription expired`, tone: 'warning' },
};

/**
 * The badges on a tile and in the detail (§4 service display): Coming Soon, the access
 * (Free Trial, Subscribed, Perpetual), and an expiry warning under 90 days ('Expires soon' under 10),
 * in the page's language.
 */
export function statusBadges(
  service: Service,
  access: AccessState,
  userService: UserService | undefined,
  now: Date,
): StatusBadge[] {
  if (!service.enabled) return [{ text: t`Coming Soon`, tone: 'neutral' }];
  const badges: StatusBadge[] = [];
  const accessBadge = ACCESS_BADGES[access];
  if (accessBadge) badges.push({ text: i18n._(accessBadge.text), tone: accessBadge.tone });
  if (userService && (access === 'trial-active' || access === 'subscribed')) {
    if (expiresSoon(userService, now)) {
      badges.push({ text: t`Expires soon`, tone: 'danger' });
    } else if (showsExpiryWarning(userService, now)) {
      const days = expiryDaysRemaining(userService, now) ?? 0;
      badges.push({ text: t`Expires in ${days} days`, tone: 'warning' });
    }
  }
  return badges;
}
