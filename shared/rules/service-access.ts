import { EXPIRES_SOON_DAYS, EXPIRY_WARNING_DAYS } from '../constants';
import type { Service } from '../schemas/service';
import type { SessionUser } from '../schemas/user';
import type { UserService } from '../schemas/user-service';

const DAY_MS = 24 * 60 * 60 * 1000;

export type AccessState =
  'none' | 'free' | 'perpetual' | 'trial-active' | 'trial-expired' | 'subscribed' | 'subscription-expired';

/** Whole days left until expiry (negative once past); null for perpetual or open-ended access. */
export function expiryDaysRemaining(userService: UserService, now: Date): number | null {
  if (userService.perpetual || userService.expiry === null) return null;
  return Math.ceil((Date.parse(userService.expiry) - now.getTime()) / DAY_MS);
}

/** visitor-and-account §4: service access per user. */
export function accessState(userService: UserService | undefined, now: Date): AccessState {
  if (!userService) return 'none';
  if (userService.type === 'free') return 'free';
  if (userService.perpetual) return 'perpetual';
  const days = expiryDaysRemaining(userService, now);
  const expired = days !== null && days <= 0;
  if (userService.type === 'trial') return expired ? 'trial-expired' : 'trial-active';
  return expired ? 'subscription-expired' : 'subscribed';
}

export function hasAccess(state: AccessState): boolean {
  return state === 'free' || state === 'perpetual' || state === 'trial-active' || state === 'subscribed';
}

/**
 * A trial is badged 'Expires soon' only in its last days: every teacher trial (7 days) is under
 * the 10 days of §4 from its first day, when the warning would say nothing.
 */
export const TRIAL_LAST_DAYS = 3;

/**
 * Under 10 days left: 'Expires soon' (§4); for a trial only in its last days. Never for access that
 * renews by itself (a card subscription, in its trial or paid): it does not end.
 */
export function expiresSoon(userService: UserService, now: Date): boolean {
  if (userService.renews) return false;
  const days = expiryDaysRemaining(userService, now);
  if (days === null || days <= 0) return false;
  return userService.type === 'trial' ? days <= TRIAL_LAST_DAYS : days < EXPIRES_SOON_DAYS;
}

/** Under 90 days left: the tile shows an expiry warning; not for access that renews by itself. */
export function showsExpiryWarning(userService: UserService, now: Date): boolean {
  if (userService.renews) return false;
  const days = expiryDaysRemaining(userService, now);
  return days !== null && days > 0 && days < EXPIRY_WARNING_DAYS;
}

/**
 * The viewer's access as the library's cards show it: a signed-in viewer of a free service without
 * other access sees it as free. Kept here, not in service-detail.ts, so the first page's grid does
 * not carry the whole service detail (the dialog is a lazy chunk).
 */
export function viewerAccessState(
  viewer: SessionUser | null,
  service: Service,
  userService: UserService | undefined,
  now: Date,
): AccessState {
  const state = accessState(userService, now);
  if (viewer && service.free && !hasAccess(state)) return 'free';
  return state;
}
