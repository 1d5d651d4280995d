import { describe, expect, it } from 'vitest';
import { schoolAccessPeriods, schoolServiceDisplay } from '../../../shared/rules/school-service-display';
import type { SchoolService } from '../../../shared/schemas/school-access';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY_MS).toISOString();
const access = (fields: Partial<SchoolService>): SchoolService => ({
  schoolId: 'school-1',
  serviceId: '1',
  subscriptionEnd: null,
  trialEnd: null,
  perpetual: false,
  updatedAt: NOW.toISOString(),
  ...fields,
});
const paid = { free: false };

describe("a school's access to an app on its panel", () => {
  it('shows a staff trial started after the subscription ended as the trial, and lists both periods', () => {
    const both = access({ subscriptionEnd: inDays(-30), trialEnd: inDays(14) });
    expect(schoolServiceDisplay(paid, both, NOW)).toEqual({ kind: 'trial', end: inDays(14), days: 14, active: true });
    expect(schoolAccessPeriods(both, NOW)).toEqual([
      { kind: 'subscribed', end: inDays(-30), days: -30, active: false },
      { kind: 'trial', end: inDays(14), days: 14, active: true },
    ]);
  });

  it('shows a running subscription before a trial, and an ended subscription once nothing runs', () => {
    expect(schoolServiceDisplay(paid, access({ subscriptionEnd: inDays(40), trialEnd: inDays(5) }), NOW).kind).toBe(
      'subscribed',
    );
    expect(schoolServiceDisplay(paid, access({ subscriptionEnd: inDays(-3), trialEnd: inDays(-10) }), NOW)).toEqual({
      kind: 'subscribed',
      end: inDays(-3),
      days: -3,
      active: false,
    });
  });

  it('keeps free, new, perpetual and not subscribed', () => {
    expect(schoolServiceDisplay({ free: true }, null, NOW).kind).toBe('free');
    expect(schoolServiceDisplay(paid, null, NOW).kind).toBe('new');
    expect(schoolServiceDisplay(paid, access({ perpetual: true, trialEnd: inDays(3) }), NOW).kind).toBe('perpetual');
    expect(schoolServiceDisplay(paid, access({}), NOW).kind).toBe('not-subscribed');
    expect(schoolAccessPeriods(null, NOW)).toEqual([]);
  });
});
