import { beforeAll, describe, expect, inject, it } from 'vitest';
import { putSchools } from '../../functions/data/schools';
import { listTeacherTrials } from '../../functions/data/teacher-trials';
import { DEFAULT_TEACHER_TRIAL_DAYS } from '../../lib-infra/portal-config';
import { providerDate } from '../../functions/domain/core/mails/provider-date';
import { meEndpoints } from '../../shared/api/endpoints/me';
import { schoolsEndpoints } from '../../shared/api/endpoints/schools';
import { SCHOOL_ACCESS_MESSAGES } from '../../shared/schemas/school-access';
import { freshAccount } from './support/accounts';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { grantSchoolService, inDays, schoolWithMembers } from './support/school-access';

const { startTeacherTrial, getMySchool } = schoolsEndpoints;
const DAY_MS = 24 * 60 * 60 * 1000;
const TRIALLABLE = ['1', '2', '3', '4'];
const { trialFailed } = SCHOOL_ACCESS_MESSAGES;

beforeAll(() => {
  useLocalTable();
});

function start(member: { id: string; as: { token: string } }, services: 'all' | string[]) {
  return callEndpoint(startTeacherTrial, { params: { userId: member.id }, body: { services }, as: member.as });
}

describe('GET /api/me/school', () => {
  it("answers the teacher's school as search shows it", async () => {
    const { school, teacher } = await schoolWithMembers();
    const answer = await callEndpoint(getMySchool, { as: teacher.as });
    expect(answer.data.school).toEqual({
      id: school.id,
      name: school.name,
      address: school.address,
      city: school.city,
      postcode: school.postcode,
      phone: school.phone,
      countryId: 'AU',
      stateId: school.stateId,
    });
  });

  it('answers 404 for a teacher without a school', async () => {
    const teacher = await freshAccount('teacher');
    const answer = await callEndpoint(getMySchool, { as: teacher.as });
    expect(answer.status).toBe(404);
    expect(answer.errors[0]?.detail).toBe('This school could not be found.');
  });
});

describe('POST /api/users/{userId}/start-teacher-trial', () => {
  it("starts a trial of one app for the configured number of days; it shows in the teacher's user-services only", async () => {
    // Prepare
    const { teacher, student } = await schoolWithMembers();
    const before = Date.now();

    // Act
    const answer = await start(teacher, ['3']);

    // Assess
    expect(answer.status).toBe(201);
    expect(answer.data.services).toEqual(['3']);
    const days = (Date.parse(answer.data.expiry) - before) / DAY_MS;
    expect(days).toBeGreaterThanOrEqual(DEFAULT_TEACHER_TRIAL_DAYS);
    expect(days).toBeLessThan(DEFAULT_TEACHER_TRIAL_DAYS + 0.01);
    const mine = await callEndpoint(meEndpoints.listMyUserServices, { as: teacher.as });
    expect(mine.data.userServices).toEqual([
      expect.objectContaining({ serviceId: '3', type: 'trial', context: 'school', expiry: answer.data.expiry }),
    ]);
    const theirs = await callEndpoint(meEndpoints.listMyUserServices, { as: student.as });
    expect(theirs.data.userServices).toEqual([]);
  });

  it("starts 'all' the apps the teacher may still trial, for a school admin too, then says nothing is left", async () => {
    // Prepare
    const { school, schoolAdmin } = await schoolWithMembers();
    await grantSchoolService(school.id, '1', { subscriptionEnd: inDays(-5) });

    // Act
    const answer = await start(schoolAdmin, 'all');
    const again = await start(schoolAdmin, 'all');

    // Assess
    expect(answer.status).toBe(201);
    expect([...answer.data.services].sort()).toEqual(['2', '3', '4']);
    expect(again.status).toBe(409);
    expect(again.errors[0]?.detail).toBe(`${trialFailed} ${SCHOOL_ACCESS_MESSAGES.nothingToTrial}`);
  });

  it('refuses an app trialled before, changing nothing', async () => {
    const { teacher } = await schoolWithMembers();
    await start(teacher, ['2']);
    const answer = await start(teacher, ['4', '2']);
    expect(answer.status).toBe(409);
    expect(answer.errors[0]?.detail).toBe(`${trialFailed} ${SCHOOL_ACCESS_MESSAGES.alreadyTrialled}`);
    expect((await listTeacherTrials(teacher.id)).map((trial) => trial.serviceId)).toEqual(['2']);
  });

  it("refuses every trial while the school's trial lock is in force, naming its end date", async () => {
    // Prepare
    const { school, teacher } = await schoolWithMembers();
    const lockEnd = inDays(14);
    await putSchools([{ ...school, trialLockEnd: lockEnd }]);

    // Act
    const answer = await start(teacher, ['1']);

    // Assess
    expect(answer.status).toBe(409);
    expect(answer.errors[0]?.detail).toBe(
      `${trialFailed} ${SCHOOL_ACCESS_MESSAGES.trialLocked(providerDate(lockEnd))}`,
    );
    expect(answer.errors[0]?.detail).toMatch(/contact us/i);
    expect(await listTeacherTrials(teacher.id)).toEqual([]);
  });

  it.each([
    ['an unknown id', 'no-such-app'],
    ['a free app', '5'],
    ['an app that is not integrated', '6'],
    ['a disabled app', '7'],
  ])('answers 422 at the services for %s, changing nothing', async (_case, id) => {
    const { teacher } = await schoolWithMembers();
    const answer = await start(teacher, ['1', id]);
    expect(answer.status).toBe(422);
    expect(answer.errors[0]).toMatchObject({
      detail: SCHOOL_ACCESS_MESSAGES.notTriallable,
      source: { pointer: '/data/attributes/services/1' },
    });
    expect(await listTeacherTrials(teacher.id)).toEqual([]);
  });

  it('answers 422 for an empty list', async () => {
    const { teacher } = await schoolWithMembers();
    const answer = await callEndpoint(startTeacherTrial, {
      params: { userId: teacher.id },
      invalidBody: { services: [] },
      as: teacher.as,
    });
    expect(answer.status).toBe(422);
    expect(answer.errors[0]?.detail).toBe(SCHOOL_ACCESS_MESSAGES.titlesRequired);
  });

  it("refuses a teacher or a school admin naming another user's id with 403", async () => {
    const { teacher, schoolAdmin, student } = await schoolWithMembers();
    for (const [caller, other] of [
      [teacher, schoolAdmin],
      [schoolAdmin, teacher],
      [teacher, student],
    ] as const) {
      const answer = await callEndpoint(startTeacherTrial, {
        params: { userId: other.id },
        body: { services: ['1'] },
        as: caller.as,
      });
      expect(answer.status).toBe(403);
      expect(answer.errors[0]).toMatchObject({ code: 'access-denied', detail: SCHOOL_ACCESS_MESSAGES.notYourAccount });
    }
    expect(await listTeacherTrials(teacher.id)).toEqual([]);
    expect(await listTeacherTrials(schoolAdmin.id)).toEqual([]);
  });

  it('refuses students, parents and personal accounts with 403 and anonymous callers with 401', async () => {
    // Prepare
    const { student } = await schoolWithMembers();
    const home = await freshAccount('home');

    // Act: each with their own user id
    const answers = await Promise.all([
      start(student, ['1']),
      start({ id: home.user.id, as: home.as }, ['1']),
      callEndpoint(startTeacherTrial, {
        params: { userId: inject('demo').userIds.parent },
        body: { services: ['1'] },
        as: 'parent',
      }),
    ]);
    const anonymous = await callEndpoint(startTeacherTrial, {
      params: { userId: home.user.id },
      body: { services: ['1'] },
    });

    // Assess
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403]);
    expect(anonymous.status).toBe(401);
  });

  it('refuses a teacher without a school with 403', async () => {
    const teacher = await freshAccount('teacher');
    const answer = await start({ id: teacher.user.id, as: teacher.as }, ['1']);
    expect(answer.status).toBe(403);
    expect(answer.errors[0]?.detail).toBe(SCHOOL_ACCESS_MESSAGES.noSchool);
  });

  it('makes exactly one trial when two starts of one app race', async () => {
    const { teacher } = await schoolWithMembers();
    const answers = await Promise.all([start(teacher, ['4']), start(teacher, ['4'])]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect((await listTeacherTrials(teacher.id)).map((trial) => trial.serviceId)).toEqual(['4']);
  });

  it('leaves every triallable app to trial for a new teacher (sanity of the catalogue these tests use)', async () => {
    const { teacher } = await schoolWithMembers();
    const answer = await start(teacher, 'all');
    expect([...answer.data.services].sort()).toEqual(TRIALLABLE);
  });
});
