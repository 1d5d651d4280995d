import { describe, expect, it } from 'vitest';
import {
  activeSchoolTrials,
  parseTrialLandingServices,
  trialLandingAuthMethods,
} from '../../../shared/rules/trial-landing';
import { aUserService, NOW, teacher } from './fixtures';

describe('parseTrialLandingServices', () => {
  it('reads comma-separated ids in order, once each, without blanks', () => {
    // Act
    const ids = parseTrialLandingServices('2, 3,,2,5 ');

    // Assess
    expect(ids).toEqual(['2', '3', '5']);
  });
});

describe('activeSchoolTrials', () => {
  const schoolTrial = (serviceId: string, expiry: string) =>
    aUserService({ serviceId, context: 'school', type: 'trial', expiry });

  it('keeps only the services in an active school-context trial', () => {
    // Prepare
    const userServices = [
      schoolTrial('1', '2026-04-01T00:00:00.000Z'),
      schoolTrial('2', '2026-03-01T00:00:00.000Z'), // expired
      aUserService({ serviceId: '3', context: 'home', type: 'trial', expiry: '2026-04-01T00:00:00.000Z' }), // a home trial
      aUserService({ serviceId: '4', context: 'school', type: 'subscription', expiry: '2026-12-01T00:00:00.000Z' }), // a subscription
    ];

    // Act
    const accepted = activeSchoolTrials(['4', '1', '2', '3', '9'], userServices, NOW);

    // Assess
    expect(accepted.map((userService) => userService.serviceId)).toEqual(['1']);
  });

  it('accepts nothing when none of the services is in a trial', () => {
    // Act
    const accepted = activeSchoolTrials(['1'], [], NOW);

    // Assess
    expect(accepted).toEqual([]);
  });
});

describe('trialLandingAuthMethods', () => {
  it('names the password and each social sign-in of the account', () => {
    // Prepare
    const user = { ...teacher(), socialAccounts: [{ provider: 'Google' as const, socialId: 'g-1', email: null }] };

    // Act
    const methods = trialLandingAuthMethods(user);

    // Assess
    expect(methods).toEqual(['password', 'google']);
  });

  it('leaves out the password of an account without one', () => {
    // Act
    const methods = trialLandingAuthMethods({
      hasPassword: false,
      socialAccounts: [{ provider: 'Facebook', socialId: 'f-1', email: null }],
    });

    // Assess
    expect(methods).toEqual(['facebook']);
  });
});
