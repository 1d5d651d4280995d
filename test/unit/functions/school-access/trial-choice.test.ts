import { describe, expect, it } from 'vitest';
import { chooseTrialServices, interimTrialServices } from '../../../../functions/domain/school-access/trial-choice';
import type { Service } from '../../../../shared/schemas/service';
import type { UserService } from '../../../../shared/schemas/user-service';
import { DEMO_SERVICES } from '../../../../bin/seed/services';

/** The demo catalogue: 1–4 paid, integrated and enabled; 5 free; 6 not integrated; 7 disabled. */
const CATALOGUE: readonly Service[] = DEMO_SERVICES;

function had(serviceId: string, type: UserService['type'], expiry: string | null): UserService {
  return {
    serviceId,
    status: 'active',
    type,
    context: 'school',
    expiry,
    lastAccess: null,
    triallable: false,
    perpetual: false,
    grantedByChildId: null,
  };
}

describe('chooseTrialServices', () => {
  it("takes for 'all' every paid, integrated, enabled app the teacher never had", () => {
    const choice = chooseTrialServices('all', CATALOGUE, [
      had('1', 'subscription', '2030-01-01T00:00:00.000Z'),
      had('3', 'trial', '2020-01-01T00:00:00.000Z'),
    ]);
    expect(choice).toEqual({ outcome: 'granted', serviceIds: expect.arrayContaining(['2', '4']) });
    expect(choice.outcome === 'granted' && choice.serviceIds).toHaveLength(2);
  });

  it("says nothing is left for 'all' when every triallable app was had", () => {
    const userServices = ['1', '2', '3', '4'].map((id) => had(id, 'trial', '2020-01-01T00:00:00.000Z'));
    expect(chooseTrialServices('all', CATALOGUE, userServices)).toEqual({ outcome: 'nothing-left' });
  });

  it('grants named apps once each, in the order given', () => {
    expect(chooseTrialServices(['4', '2', '4'], CATALOGUE, [])).toEqual({ outcome: 'granted', serviceIds: ['4', '2'] });
  });

  it.each([
    ['an unknown id', 'nope'],
    ['a free app', '5'],
    ['an app that is not integrated', '6'],
    ['a disabled app', '7'],
  ])('refuses %s as not triallable, even beside a good one', (_case, id) => {
    expect(chooseTrialServices(['1', id], CATALOGUE, [])).toEqual({ outcome: 'not-triallable', serviceId: id });
  });

  it('refuses an app the teacher had before, by trial or subscription, active or expired', () => {
    expect(chooseTrialServices(['1', '2'], CATALOGUE, [had('2', 'subscription', '2020-01-01T00:00:00.000Z')])).toEqual({
      outcome: 'already-trialled',
      serviceId: '2',
    });
  });
});

describe('interimTrialServices', () => {
  it('keeps the requested apps the teacher may still trial and drops the rest', () => {
    expect(
      interimTrialServices(['1', '2', '5', 'nope', '2'], CATALOGUE, [had('1', 'trial', '2020-01-01T00:00:00.000Z')]),
    ).toEqual(['2']);
  });
});
