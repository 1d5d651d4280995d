import { describe, expect, it } from 'vitest';
import {
  bestPerService,
  deriveSchoolUserServices,
} from '../../../../functions/domain/school-access/derive-user-services';
import type { SchoolService, TeacherTrial } from '../../../../shared/schemas/school-access';
import type { UserService } from '../../../../shared/schemas/user-service';

const NOW = new Date('2026-06-01T00:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY_MS).toISOString();

function schoolService(serviceId: string, fields: Partial<SchoolService> = {}): SchoolService {
  return {
    schoolId: 's1',
    serviceId,
    subscriptionEnd: null,
    trialEnd: null,
    perpetual: false,
    updatedAt: NOW.toISOString(),
    ...fields,
  };
}

function teacherTrial(serviceId: string, expiry: string): TeacherTrial {
  return { userId: 'u1', schoolId: 's1', serviceId, startedAt: NOW.toISOString(), expiry };
}

const summary = (list: UserService[]) =>
  list.map(({ serviceId, type, expiry, perpetual }) => ({ serviceId, type, expiry, perpetual }));

describe('deriveSchoolUserServices', () => {
  it('makes a school-context user-service of each source, active, not triallable, never accessed', () => {
    // Act
    const derived = deriveSchoolUserServices(
      {
        schoolServices: [
          schoolService('1', { subscriptionEnd: inDays(120) }),
          schoolService('2', { trialEnd: inDays(5) }),
          schoolService('3', { perpetual: true }),
        ],
        teacherTrials: [teacherTrial('4', inDays(-10))],
      },
      NOW,
    );

    // Assess
    expect(derived).toEqual([
      {
        serviceId: '1',
        status: 'active',
        type: 'subscription',
        context: 'school',
        expiry: inDays(120),
        lastAccess: null,
        triallable: false,
        perpetual: false,
        grantedByChildId: null,
      },
      {
        serviceId: '2',
        status: 'active',
        type: 'trial',
        context: 'school',
        expiry: inDays(5),
        lastAccess: null,
        triallable: false,
        perpetual: false,
        grantedByChildId: null,
      },
      {
        serviceId: '3',
        status: 'active',
        type: 'subscription',
        context: 'school',
        expiry: null,
        lastAccess: null,
        triallable: false,
        perpetual: true,
        grantedByChildId: null,
      },
      {
        serviceId: '4',
        status: 'active',
        type: 'trial',
        context: 'school',
        expiry: inDays(-10),
        lastAccess: null,
        triallable: false,
        perpetual: false,
        grantedByChildId: null,
      },
    ]);
  });

  it('lets active access beat expired access, whatever its kind', () => {
    const derived = deriveSchoolUserServices(
      {
        schoolServices: [schoolService('1', { subscriptionEnd: inDays(-1) })],
        teacherTrials: [teacherTrial('1', inDays(3))],
      },
      NOW,
    );
    expect(summary(derived)).toEqual([{ serviceId: '1', type: 'trial', expiry: inDays(3), perpetual: false }]);
  });

  it('among active access prefers perpetual, then a subscription, then a trial, then the later expiry', () => {
    // Act
    const derived = deriveSchoolUserServices(
      {
        schoolServices: [
          schoolService('1', { perpetual: true, subscriptionEnd: inDays(400), trialEnd: inDays(500) }),
          schoolService('2', { subscriptionEnd: inDays(10), trialEnd: inDays(300) }),
          schoolService('3', { trialEnd: inDays(5) }),
        ],
        teacherTrials: [teacherTrial('2', inDays(200)), teacherTrial('3', inDays(20))],
      },
      NOW,
    );

    // Assess
    expect(summary(derived)).toEqual([
      { serviceId: '1', type: 'subscription', expiry: null, perpetual: true },
      { serviceId: '2', type: 'subscription', expiry: inDays(10), perpetual: false },
      { serviceId: '3', type: 'trial', expiry: inDays(20), perpetual: false },
    ]);
  });

  it('among expired access keeps the later expiry', () => {
    const derived = deriveSchoolUserServices(
      {
        schoolServices: [schoolService('1', { subscriptionEnd: inDays(-30), trialEnd: inDays(-60) })],
        teacherTrials: [teacherTrial('1', inDays(-10))],
      },
      NOW,
    );
    expect(summary(derived)).toEqual([{ serviceId: '1', type: 'trial', expiry: inDays(-10), perpetual: false }]);
  });

  it('gives nothing for a school-service whose access was all cancelled', () => {
    expect(deriveSchoolUserServices({ schoolServices: [schoolService('1')], teacherTrials: [] }, NOW)).toEqual([]);
  });
});

describe('bestPerService', () => {
  it('keeps a home subscription over an expired school trial of the same service', () => {
    // Prepare
    const home: UserService = {
      serviceId: '1',
      status: 'active',
      type: 'subscription',
      context: 'home',
      expiry: inDays(30),
      lastAccess: null,
      triallable: false,
      perpetual: false,
      grantedByChildId: null,
    };
    const [schoolTrial] = deriveSchoolUserServices(
      { schoolServices: [], teacherTrials: [teacherTrial('1', inDays(-1))] },
      NOW,
    );

    // Act
    const merged = bestPerService(schoolTrial ? [schoolTrial, home] : [home], NOW);

    // Assess
    expect(merged).toEqual([home]);
  });
});
