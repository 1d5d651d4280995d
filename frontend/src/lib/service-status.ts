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

const ACCESS_BADGES: Partial<Record<AccessState, StatusBadge>> = {
  free: { text: 'Free', tone: 'success' },
  perpetual: { text: 'Perpetual', tone: 'success' },
  subscribed: { text: 'Subscribed', tone: 'success' },
  'trial-active': { text: 'Free Trial', tone: 'info' },
  'trial-expired': { text: 'Trial expired', tone: 'warning' },
  'subscription-expired': { text: 'Subscription expired', tone: 'warning' },
};

/**
 * The badges on a tile and in the detail (§4 service display): Coming Soon, the access
 * (Free Trial, Subscribed, Perpetual), and an expiry warning under 90 days ('Expires soon' under 10).
 */
export function statusBadges(
  service: Service,
  access: AccessState,
  userService: UserService | undefined,
  now: Date,
): StatusBadge[] {
  if (!service.enabled) return [{ text: 'Coming Soon', tone: 'neutral' }];
  const badges: StatusBadge[] = [];
  const accessBadge = ACCESS_BADGES[access];
  if (accessBadge) badges.push(accessBadge);
  if (userService && (access === 'trial-active' || access === 'subscribed')) {
    if (expiresSoon(userService, now)) {
      badges.push({ text: 'Expires soon', tone: 'danger' });
    } else if (showsExpiryWarning(userService, now)) {
      const days = expiryDaysRemaining(userService, now) ?? 0;
      badges.push({ text: `Expires in ${days} days`, tone: 'warning' });
    }
  }
  return badges;
}
