import { describe, expect, it } from 'vitest';
import { reportName, seatsOf, usageMembers } from '../../../../functions/domain/app-usage/usage';
import { aService, aUser, NOW } from '../../rules/fixtures';

const student = (id: string, firstName: string, lastName: string) =>
  aUser({ id, firstName, lastName, schoolRole: 'student', schoolId: 'school-1' });
const teacherNamed = (id: string, firstName: string, lastName: string) =>
  aUser({ id, firstName, lastName, schoolRole: 'teacher', schoolId: 'school-1' });
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString();

describe('usage insight rules', () => {
  it('names students by their initials unless the school chose full names; teachers always in full', () => {
    expect(reportName({ firstName: 'ava', lastName: 'Smith' }, 'student', 'initials')).toBe('A. S.');
    expect(reportName({ firstName: 'Ava', lastName: '' }, 'student', 'initials')).toBe('A.');
    expect(reportName({ firstName: 'Ava', lastName: 'Smith' }, 'student', 'full')).toBe('Ava Smith');
    expect(reportName({ firstName: 'Tom', lastName: 'Teacher' }, 'teacher', 'initials')).toBe('Tom Teacher');
  });

  it('lists members who opened the app most recently first, then those who never did by name', () => {
    const people = {
      students: [student('s1', 'Zoe', 'Adams'), student('s2', 'Ann', 'Brown'), student('s3', 'Bo', 'Chen')],
      teachers: [teacherNamed('t1', 'Tom', 'Teacher')],
    };
    const uses = [
      { userId: 's3', serviceId: '1', lastAccess: inDays(-1), launches: 3, schoolId: 'school-1' },
      { userId: 't1', serviceId: '1', lastAccess: inDays(-5), launches: 1, schoolId: 'school-1' },
    ];
    expect(usageMembers(people, uses, 'full').map((member) => [member.name, member.launches])).toEqual([
      ['Bo Chen', 3],
      ['Tom Teacher', 1],
      ['Zoe Adams', 0],
      ['Ann Brown', 0],
    ]);
  });

  it('counts a school licence as seats for every member, teacher trials on their own, and ended or missing licences as none', () => {
    const people = {
      students: [student('s1', 'A', 'B')],
      teachers: [teacherNamed('t1', 'T', 'T'), teacherNamed('t2', 'U', 'U')],
      schoolServices: [],
      teacherTrials: [],
    };
    const subscription = {
      schoolId: 'school-1',
      serviceId: 'svc-1',
      subscriptionEnd: inDays(30),
      trialEnd: null,
      perpetual: false,
      updatedAt: NOW.toISOString(),
    };
    const trial = { userId: 't1', schoolId: 'school-1', serviceId: 'svc-1', startedAt: inDays(-1), expiry: inDays(20) };
    expect(seatsOf(aService(), { ...people, schoolServices: [subscription] }, NOW)).toEqual({
      access: 'subscription',
      until: inDays(30),
      students: 1,
      teachers: 2,
      teacherTrials: 0,
    });
    expect(seatsOf(aService(), { ...people, teacherTrials: [trial] }, NOW)).toEqual({
      access: 'teacher-trials',
      until: null,
      students: 0,
      teachers: 1,
      teacherTrials: 1,
    });
    expect(
      seatsOf(aService(), { ...people, schoolServices: [{ ...subscription, subscriptionEnd: inDays(-3) }] }, NOW),
    ).toMatchObject({ access: 'ended', students: 0 });
    expect(seatsOf(aService(), people, NOW)).toMatchObject({ access: 'none', students: 0, teachers: 0 });
    expect(seatsOf(aService({ free: true }), people, NOW)).toMatchObject({ access: 'free', students: 1, teachers: 2 });
  });
});
