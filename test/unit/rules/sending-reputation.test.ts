import { describe, expect, it } from 'vitest';
import {
  SES_THRESHOLDS,
  formatPercent,
  formatThreshold,
  periodRates,
  reputationLevel,
  sendingRate,
} from '../../../shared/rules/sending-reputation';

describe('the bounce and complaint rates against SES’s thresholds', () => {
  it('is healthy under the review level, under review from 5 % (bounces) and at risk from 10 %', () => {
    expect(reputationLevel(0.0499, SES_THRESHOLDS.bounce)).toBe('healthy');
    expect(reputationLevel(0.05, SES_THRESHOLDS.bounce)).toBe('under-review');
    expect(reputationLevel(0.0999, SES_THRESHOLDS.bounce)).toBe('under-review');
    expect(reputationLevel(0.1, SES_THRESHOLDS.bounce)).toBe('at-risk');
  });

  it('reviews complaints from 0.1 % and puts sending at risk from 0.5 %', () => {
    expect(sendingRate(0, 1000, SES_THRESHOLDS.complaint)).toEqual({ rate: 0, level: 'healthy' });
    expect(sendingRate(1, 1001, SES_THRESHOLDS.complaint).level).toBe('healthy');
    expect(sendingRate(1, 1000, SES_THRESHOLDS.complaint).level).toBe('under-review');
    expect(sendingRate(4, 1000, SES_THRESHOLDS.complaint).level).toBe('under-review');
    expect(sendingRate(5, 1000, SES_THRESHOLDS.complaint).level).toBe('at-risk');
  });

  it('has no rate and no level when nothing was sent', () => {
    expect(sendingRate(3, 0, SES_THRESHOLDS.bounce)).toEqual({ rate: null, level: null });
  });

  it('adds up the days of the period before dividing', () => {
    const rates = periodRates([
      { Bounces: 1, Complaints: 0, DeliveryAttempts: 100 },
      { Bounces: 11, Complaints: 1, DeliveryAttempts: 100 },
      { Bounces: 0, Complaints: 0, DeliveryAttempts: 0 },
    ]);
    expect(rates).toMatchObject({ deliveryAttempts: 200, bounces: 12, complaints: 1 });
    expect(rates.bounce).toEqual({ rate: 0.06, level: 'under-review' });
    expect(rates.complaint).toEqual({ rate: 0.005, level: 'at-risk' });
    expect(periodRates([]).bounce).toEqual({ rate: null, level: null });
  });

  it('writes a share as a percentage', () => {
    expect(formatPercent(0.0625, 1)).toBe('6.3%');
    expect(formatPercent(0.0028, 2)).toBe('0.28%');
    expect(formatPercent(0, 1)).toBe('0.0%');
    expect([0.05, 0.1, 0.001, 0.005].map((threshold) => formatThreshold(threshold))).toEqual([
      '5%',
      '10%',
      '0.1%',
      '0.5%',
    ]);
  });

  it("writes percentages in the reader's language", () => {
    expect(formatPercent(0.0625, 1, 'es')).toBe('6,3\u00a0%');
    expect(formatThreshold(0.001, 'fr')).toBe('0,1\u00a0%');
  });
});
