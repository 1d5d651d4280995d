import { describe, expect, it } from 'vitest';
import {
  accessState,
  expiresSoon,
  expiryDaysRemaining,
  hasAccess,
  showsExpiryWarning,
} from '../../../shared/rules/service-access';
import type { UserService } from '../../../shared/schemas/user-service';

const now = new Date('2026-06-01T00:00:00Z');
const day = 24 * 60 * 60 * 1000;
function userService(type: UserService['type'], daysLeft: number | null, perpetual = false): UserService {
  return {
    serviceId: '1',
    status: 'active',
    type,
    context: 'home',
    expiry: daysLeft === null ? null : new Date(now.getTime() + daysLeft * day).toISOString(),
    lastAccess: null,
    triallable: false,
    perpetual,
    grantedByChildId: null,
  };
}

describe('service access', () => {
  it.each([
    [undefined, 'none'],
    [userService('free', null), 'free'],
    [userService('subscription', null, true), 'perpetual'],
    [userService('trial', 5), 'trial-active'],
    [userService('trial', -1), 'trial-expired'],
    [userService('subscription', 30), 'subscribed'],
    [userService('subscription', 0), 'subscription-expired'],
  ] as const)('classifies %o as %s', (access, state) => {
    expect(accessState(access, now)).toBe(state);
  });

  it('grants access only while active', () => {
    expect(hasAccess('trial-active')).toBe(true);
    expect(hasAccess('trial-expired')).toBe(false);
    expect(hasAccess('none')).toBe(false);
  });

  it('warns under 90 days and calls under 10 days "expires soon"', () => {
    expect(showsExpiryWarning(userService('subscription', 89), now)).toBe(true);
    expect(showsExpiryWarning(userService('subscription', 90), now)).toBe(false);
    expect(expiresSoon(userService('subscription', 9), now)).toBe(true);
    expect(expiresSoon(userService('subscription', 10), now)).toBe(false);
    expect(expiryDaysRemaining(userService('subscription', null, true), now)).toBeNull();
  });

  it('calls a trial "expires soon" only in its last days, not from the first day of a 7-day trial', () => {
    expect(expiresSoon(userService('trial', 7), now)).toBe(false);
    expect(expiresSoon(userService('trial', 4), now)).toBe(false);
    expect(expiresSoon(userService('trial', 3), now)).toBe(true);
    expect(expiresSoon(userService('trial', 1), now)).toBe(true);
  });

  it('never warns of an end for access that renews by itself (a card subscription, trialling or paid)', () => {
    const renewing = (type: UserService['type'], daysLeft: number) => ({
      ...userService(type, daysLeft),
      renews: true,
    });
    expect(expiresSoon(renewing('trial', 2), now)).toBe(false);
    expect(showsExpiryWarning(renewing('trial', 2), now)).toBe(false);
    expect(showsExpiryWarning(renewing('subscription', 69), now)).toBe(false);
    expect(expiresSoon(renewing('subscription', 5), now)).toBe(false);
  });
});
