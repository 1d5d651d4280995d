import { beforeAll, describe, expect, it } from 'vitest';
import { putTeacherTrial } from '../../functions/data/teacher-trials';
import { meEndpoints } from '../../shared/api/endpoints/me';
import { freshAccount } from './support/accounts';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { grantSchoolService, inDays, schoolWithMembers } from './support/school-access';

const { listMyUserServices } = meEndpoints;

beforeAll(() => {
  useLocalTable();
});

const servicesOf = async (as: { token: string }) => {
  const answer = await callEndpoint(listMyUserServices, { as });
  return answer.data.userServices
    .map(({ serviceId, type, context, expiry, perpetual }) => ({ serviceId, type, context, expiry, perpetual }))
    .sort((a, b) => a.serviceId.localeCompare(b.serviceId));
};

describe('GET /api/me/user-services for school users', () => {
  it("gives the school's services to its student, teacher and school admin, and each teacher's own trials only to them", async () => {
    // Prepare
    const { school, teacher, schoolAdmin, student } = await schoolWithMembers();
    const [subscriptionEnd, trialEnd] = [inDays(120), inDays(-30)];
    await grantSchoolService(school.id, '1', { subscriptionEnd });
    await grantSchoolService(school.id, '2', { trialEnd });
    await putTeacherTrial({
      userId: teacher.id,
      schoolId: school.id,
      serviceId: '3',
      startedAt: inDays(-1),
      expiry: inDays(29),
    });

    // Act
    const [forStudent, forTeacher, forAdmin] = await Promise.all([
      servicesOf(student.as),
      servicesOf(teacher.as),
      servicesOf(schoolAdmin.as),
    ]);

    // Assess
    const schoolAccess = [
      { serviceId: '1', type: 'subscription', context: 'school', expiry: subscriptionEnd, perpetual: false },
      { serviceId: '2', type: 'trial', context: 'school', expiry: trialEnd, perpetual: false },
    ];
    expect(forStudent).toEqual(schoolAccess);
    expect(forAdmin).toEqual(schoolAccess);
    expect(forTeacher).toEqual([
      ...schoolAccess,
      { serviceId: '3', type: 'trial', context: 'school', expiry: expect.any(String), perpetual: false },
    ]);
  });

  it('reaches the teacher and the student with a school-service written after they signed in', async () => {
    // Prepare
    const { school, teacher, student } = await schoolWithMembers();
    expect(await servicesOf(student.as)).toEqual([]);

    // Act
    await grantSchoolService(school.id, '4', { perpetual: true });

    // Assess
    const perpetual = [{ serviceId: '4', type: 'subscription', context: 'school', expiry: null, perpetual: true }];
    expect(await servicesOf(student.as)).toEqual(perpetual);
    expect(await servicesOf(teacher.as)).toEqual(perpetual);
  });

  it('shows the demo teacher, school admin and student the seeded Demo Primary states, the teacher also their expired trial', async () => {
    // Act
    const [forTeacher, forAdmin, forStudent] = await Promise.all(
      (['teacher', 'schoolAdmin', 'student'] as const).map(async (account) => {
        const answer = await callEndpoint(listMyUserServices, { as: account });
        return answer.data.userServices
          .map(({ serviceId, type, context, expiry }) => ({
            serviceId,
            type,
            context,
            days: Math.round((Date.parse(expiry ?? '') - Date.now()) / 86_400_000),
          }))
          .sort((a, b) => a.serviceId.localeCompare(b.serviceId));
      }),
    );

    // Assess
    const school = [
      { serviceId: '1', type: 'subscription', context: 'school', days: 120 },
      { serviceId: '2', type: 'subscription', context: 'school', days: -30 },
      { serviceId: '4', type: 'subscription', context: 'school', days: 20 },
    ];
    expect(forStudent).toEqual(school);
    expect(forAdmin).toEqual(school);
    expect(forTeacher).toEqual([
      ...school.slice(0, 2),
      { serviceId: '3', type: 'trial', context: 'school', days: -10 },
      ...school.slice(2),
    ]);
  });

  it('gives a teacher without a school no school access', async () => {
    const teacher = await freshAccount('teacher');
    expect(await servicesOf(teacher.as)).toEqual([]);
  });
});
