import { describe, expect, it } from 'vitest';
import {
  accessHoldingState,
  accessWithoutSubscription,
  HOLDING_REASON_WORDS,
  subscriptionReason,
} from '../../../shared/rules/holdings';
import type { UserService } from '../../../shared/schemas/user-service';

const NOW = new Date('2026-12-06T00:00:00Z');
const DAY_MS = 86_400_000;

function access(serviceId: string, fields: Partial<UserService> = {}): UserService {
  return {
    serviceId,
    status: 'active',
    type: 'subscription',
    context: 'home',
    expiry: new Date(NOW.getTime() + 20 * DAY_MS).toISOString(),
    lastAccess: null,
    triallable: false,
    perpetual: false,
    grantedByChildId: null,
    ...fields,
  };
}

describe('one account of what a person has of each app, and why', () => {
  it('a subscription record speaks for its app: its access is not listed twice', () => {
    // Act
    const others = accessWithoutSubscription([{ serviceId: '3', source: 'card' }], [access('3'), access('2')]);

    // Assess
    expect(others.map((holding) => holding.serviceId)).toEqual(['2']);
  });

  it.each([
    ['a free trial', access('1', { type: 'trial' }), 'trial'],
    ['a subscription with no record (no card on file)', access('2'), 'subscription'],
    ["a child's subscription, seen by the parent", access('2', { grantedByChildId: 'child-1' }), 'child'],
    ["a school's app", access('4', { context: 'school' }), 'school'],
    ['a free app', access('5', { type: 'free', expiry: null }), 'free'],
  ] as const)('%s has its reason', (_case, held, reason) => {
    expect(accessWithoutSubscription([], [held])[0]?.reason).toBe(reason);
  });

  it('a record is a card subscription or an activation code', () => {
    expect(HOLDING_REASON_WORDS[subscriptionReason({ serviceId: '1', source: 'card' })]).toBe('Card subscription');
    expect(HOLDING_REASON_WORDS[subscriptionReason({ serviceId: '1', source: 'voucher' })]).toBe('Activation code');
  });

  it('says until when access runs, and the warnings of visitor-and-account §8 once it ended', () => {
    // Prepare
    const [trial, ended] = accessWithoutSubscription(
      [],
      [access('1', { type: 'trial' }), access('4', { expiry: new Date(NOW.getTime() - 30 * DAY_MS).toISOString() })],
    );

    // Act & Assess
    expect(trial && accessHoldingState(trial, NOW)).toEqual({
      active: true,
      text: 'Free trial until Saturday 26 December 2026.',
    });
    expect(ended && accessHoldingState(ended, NOW).text).toMatch(/^WARNING: Your previous subscription expired on /);
    expect(ended && accessHoldingState(ended, NOW).active).toBe(false);
  });
});
