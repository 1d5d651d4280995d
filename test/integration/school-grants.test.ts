import { beforeAll, describe, expect, inject, it } from 'vitest';
import { meServicesEndpoints } from '../../shared/api/endpoints/me-services';
import { schoolGrantsEndpoints } from '../../shared/api/endpoints/school-grants';
import { SCHOOL_GRANT_MESSAGES } from '../../shared/schemas/school-grants';
import { DEMO_SCHOOL_ID } from '../../bin/seed/demo-profiles';
import { getSchool } from '../../functions/data/schools';
import { auditOf } from './support/audit';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { inDays, schoolWithMembers } from './support/school-access';

const { listSchoolServicePanels, grantSchoolSubscription, grantSchoolTrial, grantSchoolPerpetual } =
  schoolGrantsEndpoints;

const SCIENCE_LAB = '3';
const WORLD_ATLAS_FREE = '5';

async function schoolAppsOf(as: { token: string }) {
  const answer = await callEndpoint(meServicesEndpoints.listMyUserServices, { as });
  return answer.data.userServices.filter((service) => service.context === 'school' && service.status === 'active');
}

describe('school grants (the school page’s Subscriptions section)', () => {
  beforeAll(() => useLocalTable());

  it('lists a panel per app with the school’s access', async () => {
    const answer = await callEndpoint(listSchoolServicePanels, {
      params: { schoolId: DEMO_SCHOOL_ID },
      as: 'teleStaff',
    });

    expect(answer.data.vetted).toBe(true);
    expect(answer.data.panels.map((panel) => panel.service.name)).toContain('Science Lab');
    expect(answer.data.panels.some((panel) => panel.access !== null)).toBe(true);
  });

  it('grants a subscription (vetting the school first), which the school’s teachers get at once, and cancels it', async () => {
    const world = await schoolWithMembers({ vetted: false });
    const end = inDays(30);

    const granted = await callEndpoint(grantSchoolSubscription, {
      params: { schoolId: world.school.id },
      body: { serviceId: SCIENCE_LAB, endDate: end },
      as: 'teleStaff',
    });

    expect(granted.errors).toEqual([]);
    expect(granted.data).toMatchObject({
      vetted: true,
      panel: { service: { id: SCIENCE_LAB }, access: { subscriptionEnd: end, perpetual: false } },
    });
    expect((await getSchool(world.school.id))?.vetted).toBe(true);
    expect((await schoolAppsOf(world.teacher.as)).map((service) => service.serviceId)).toContain(SCIENCE_LAB);
    const audit = await auditOf(inject('demo').userIds.teleStaff, 'school.grant');
    expect(
      audit.some(
        (event) =>
          event.schoolId === world.school.id &&
          event.detail['serviceId'] === SCIENCE_LAB &&
          event.detail['endDate'] === end,
      ),
    ).toBe(true);

    const cancelled = await callEndpoint(grantSchoolSubscription, {
      params: { schoolId: world.school.id },
      body: { serviceId: SCIENCE_LAB, endDate: null },
      as: 'teleStaff',
    });
    expect(cancelled.data.panel.access?.subscriptionEnd).toBeNull();
    expect((await schoolAppsOf(world.teacher.as)).map((service) => service.serviceId)).not.toContain(SCIENCE_LAB);
  });

  it('grants the school a trial, and perpetual access given and withdrawn', async () => {
    const world = await schoolWithMembers();
    const end = inDays(14);

    const trial = await callEndpoint(grantSchoolTrial, {
      params: { schoolId: world.school.id },
      body: { serviceId: SCIENCE_LAB, endDate: end },
      as: 'teleStaff',
    });
    expect(trial.data.panel.access).toMatchObject({ trialEnd: end, subscriptionEnd: null });
    expect((await schoolAppsOf(world.student.as)).map((service) => service.serviceId)).toContain(SCIENCE_LAB);

    const perpetual = await callEndpoint(grantSchoolPerpetual, {
      params: { schoolId: world.school.id },
      body: { serviceId: '4', allowed: true },
      as: 'teleStaff',
    });
    expect(perpetual.data.panel.access).toMatchObject({ perpetual: true });
    const withdrawn = await callEndpoint(grantSchoolPerpetual, {
      params: { schoolId: world.school.id },
      body: { serviceId: '4', allowed: false },
      as: 'teleStaff',
    });
    expect(withdrawn.data.panel.access).toMatchObject({ perpetual: false });
  });

  it('refuses an invalid or past date, a free or unknown app and an unknown school, changing nothing', async () => {
    const world = await schoolWithMembers();
    const grant = (body: { serviceId: string; endDate: string | null }, schoolId = world.school.id) =>
      callEndpoint(grantSchoolSubscription, { params: { schoolId }, body, as: 'teleStaff' });

    const badDate = await callEndpoint(grantSchoolSubscription, {
      params: { schoolId: world.school.id },
      invalidBody: { serviceId: SCIENCE_LAB, endDate: '31/02/2031' },
      as: 'teleStaff',
    });
    expect(badDate.status).toBe(422);
    expect(badDate.errors[0]?.detail).toBe(SCHOOL_GRANT_MESSAGES.invalidDate);
    for (const endDate of ['2020-01-01T00:00:00.000Z', inDays(-1)]) {
      for (const endpoint of [grantSchoolSubscription, grantSchoolTrial]) {
        const past = await callEndpoint(endpoint, {
          params: { schoolId: world.school.id },
          body: { serviceId: SCIENCE_LAB, endDate },
          as: 'teleStaff',
        });
        expect([past.status, past.errors[0]?.detail], endDate).toEqual([422, SCHOOL_GRANT_MESSAGES.pastDate]);
      }
    }
    const free = await grant({ serviceId: WORLD_ATLAS_FREE, endDate: inDays(10) });
    expect(free.status).toBe(422);
    expect(free.errors[0]?.detail).toBe(SCHOOL_GRANT_MESSAGES.freeService);
    const unknown = await grant({ serviceId: 'no-such-app', endDate: inDays(10) });
    expect(unknown.status).toBe(422);
    expect(unknown.errors[0]?.detail).toBe(SCHOOL_GRANT_MESSAGES.serviceNotFound);
    expect((await grant({ serviceId: SCIENCE_LAB, endDate: inDays(10) }, 'no-such-school')).status).toBe(404);

    const panels = await callEndpoint(listSchoolServicePanels, {
      params: { schoolId: world.school.id },
      as: 'teleStaff',
    });
    expect(panels.data.panels.every((panel) => panel.access === null)).toBe(true);
  });

  it('refuses grants to staff without the permission', async () => {
    const world = await schoolWithMembers();
    for (const answer of [
      await callEndpoint(grantSchoolSubscription, {
        params: { schoolId: world.school.id },
        body: { serviceId: SCIENCE_LAB, endDate: inDays(10) },
        as: 'supportStaff',
      }),
      await callEndpoint(grantSchoolTrial, {
        params: { schoolId: world.school.id },
        body: { serviceId: SCIENCE_LAB, endDate: inDays(10) },
        as: 'schoolDataStaff',
      }),
      await callEndpoint(listSchoolServicePanels, { params: { schoolId: world.school.id }, as: world.schoolAdmin.as }),
    ]) {
      expect(answer.status).toBe(403);
    }
  });
});
