import { describe, expect, it } from 'vitest';
import {
  membersPage,
  nrpsMember,
  NrpsQueryError,
  roleFilter,
  toolSeesSchool,
} from '../../../../functions/domain/lti-nrps/memberships';
import { namesRoleServiceClaim } from '../../../../functions/domain/lti-nrps/service-claim';
import type { ReleasedPerson } from '../../../../functions/domain/oneroster/sharing/released-person';
import { LIS_ROLES } from '../../../../shared/schemas/lti';
import type { NrpsMember } from '../../../../shared/schemas/lti-nrps';

const NOW = new Date('2026-12-06T10:00:00.000Z');

function released(changes: Partial<ReleasedPerson> = {}): ReleasedPerson {
  return {
    givenName: 'Ada',
    familyName: 'L',
    username: null,
    email: null,
    studentId: null,
    role: 'student',
    attributes: ['firstName', 'lastInitial'],
    ...changes,
  };
}

describe('nrpsMember (NRPS 2.0 §2.3 through the one release rule)', () => {
  it('names a member as the launch does, with the LIS role of their place in the class', () => {
    // Act
    const member = nrpsMember('pairwise-1', 'student', 'active', released());
    const whole = nrpsMember(
      'pairwise-1',
      'student',
      'active',
      released({ familyName: 'Lovelace', attributes: ['firstName', 'lastName'] }),
    );
    // Assess
    expect(member).toEqual({
      user_id: 'pairwise-1',
      status: 'Active',
      roles: [LIS_ROLES.learner],
      name: 'Ada L.',
      given_name: 'Ada',
    });
    expect(whole).toMatchObject({ name: 'Ada Lovelace', family_name: 'Lovelace' });
  });

  it('gives no name field at all where the name is held back, and e-mail only where released', () => {
    // Act
    const nameless = nrpsMember('pairwise-2', 'student', 'active', released({ givenName: null, familyName: null }));
    const teacher = nrpsMember('pairwise-3', 'teacher', 'disabled', released({ email: 'ada@school.example' }));
    // Assess
    expect(nameless).toEqual({ user_id: 'pairwise-2', status: 'Active', roles: [LIS_ROLES.learner] });
    expect(teacher).toMatchObject({ roles: [LIS_ROLES.instructor], status: 'Inactive', email: 'ada@school.example' });
  });
});

describe('membersPage (NRPS 2.0 §2.4: limit, role, paging)', () => {
  const members: NrpsMember[] = ['e', 'c', 'a', 'd', 'b'].map((id) => ({
    user_id: id,
    status: 'Active',
    roles: [id === 'c' ? LIS_ROLES.instructor : LIS_ROLES.learner],
  }));

  it('pages in user_id order and says where the next page starts', () => {
    // Act
    const first = membersPage(members, { limit: '2' });
    const last = membersPage(members, { limit: '2', offset: '4' });
    // Assess
    expect(first.members.map((member) => member.user_id)).toEqual(['a', 'b']);
    expect(first.nextOffset).toBe(2);
    expect(last.members.map((member) => member.user_id)).toEqual(['e']);
    expect(last.nextOffset).toBeNull();
  });

  it('keeps the role asked for, by its URI or a context role’s short name', () => {
    // Act, Assess
    expect(membersPage(members, { role: 'Instructor' }).members.map((member) => member.user_id)).toEqual(['c']);
    expect(membersPage(members, { role: LIS_ROLES.learner }).members).toHaveLength(4);
    expect(roleFilter(' ')).toBeNull();
  });

  it('refuses a limit or offset that is not a whole number, and holds a page to 100', () => {
    // Act, Assess
    expect(() => membersPage(members, { limit: '0' })).toThrow(NrpsQueryError);
    expect(() => membersPage(members, { offset: '-1' })).toThrow(NrpsQueryError);
    expect(membersPage(members, { limit: '5000' }).limit).toBe(100);
  });
});

describe('toolSeesSchool', () => {
  const paid = { free: false, integrated: true, enabled: true };
  const held = {
    schoolId: 'school-1',
    serviceId: 'service-1',
    perpetual: true,
    subscriptionEnd: null,
    trialEnd: null,
  } as unknown as Parameters<typeof toolSeesSchool>[3];
  const installed = { deployments: [{ deploymentId: 'd-1', schoolId: 'school-1' }] };
  const everyone = { deployments: [{ deploymentId: 'd-0', schoolId: null }] };

  it('sees a school that installed the tool, unless it switched the app’s roster sharing off', () => {
    // Act, Assess
    expect(toolSeesSchool(installed, 'school-1', paid, null, null, NOW)).toBe(true);
    expect(toolSeesSchool(installed, 'school-1', paid, null, { sharing: false }, NOW)).toBe(false);
    expect(toolSeesSchool(installed, 'school-2', paid, null, null, NOW)).toBe(false);
  });

  it('through the library’s deployment, sees only a school that holds the app', () => {
    // Act, Assess
    expect(toolSeesSchool(everyone, 'school-1', paid, held, null, NOW)).toBe(true);
    expect(toolSeesSchool(everyone, 'school-1', paid, null, null, NOW)).toBe(false);
  });
});

describe('namesRoleServiceClaim (NRPS 2.0 §3.6.1)', () => {
  it('points at the class’s membership service, version 2.0', () => {
    // Act, Assess
    expect(namesRoleServiceClaim('https://portal.example', 'class 1')).toEqual({
      context_memberships_url: 'https://portal.example/api/lti/contexts/class%201/memberships',
      service_versions: ['2.0'],
    });
  });
});
