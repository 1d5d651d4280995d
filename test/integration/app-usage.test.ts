import { describe, expect, it } from 'vitest';
import { appLaunchEndpoints } from '../../shared/api/endpoints/app-launch';
import { appUsageEndpoints } from '../../shared/api/endpoints/app-usage';
import { schoolSettingsEndpoints } from '../../shared/api/endpoints/school-settings';
import { APP_USAGE_MESSAGES } from '../../shared/schemas/app-usage';
import { SERVICE_NOT_FOUND_MESSAGE } from '../../shared/schemas/service';
import { loadSessionUser } from '../../functions/data/users';
import { csvRows } from '../support/csv-rows';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { portal } from './support/portal-client';
import { grantSchoolService, inDays, useTwoSchools, type SchoolMember } from './support/school-access';

const { getSchoolUsage, getServiceUsage, exportServiceUsage } = appUsageEndpoints;
const READING_ROCKETS = '1';

/** Opens the app as the member, as the library does: a ticket, then the sign-on page. */
async function open(member: SchoolMember, serviceId: string): Promise<void> {
  const ticket = await callEndpoint(appLaunchEndpoints.createLaunchTicket, { as: member.as, body: { serviceId } });
  expect(ticket.status, JSON.stringify(ticket.errors)).toBe(201);
  const page = await fetch(`${portal().url}/api/saml2/idp/launch`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ticket: ticket.data.ticket }).toString(),
    redirect: 'manual',
  });
  expect(page.status).toBe(200);
}

describe('seat and usage insight (app-usage)', () => {
  useLocalTable();
  const w = useTwoSchools();

  it('shows the school admin the seats, who opened the app in the last 7, 30 and 90 days and who never did, students by their initials', async () => {
    await grantSchoolService(w.a.school.id, READING_ROCKETS, { subscriptionEnd: inDays(100) });
    await open(w.a.student, READING_ROCKETS);
    await open(w.a.student, READING_ROCKETS);
    await open(w.a.teacher, READING_ROCKETS);

    const answer = await callEndpoint(getServiceUsage, {
      params: { schoolId: w.a.school.id, serviceId: READING_ROCKETS },
      as: w.a.schoolAdmin.as,
    });

    expect(answer.status).toBe(200);
    const { usage } = answer.data;
    expect(usage.service).toEqual({ id: READING_ROCKETS, name: 'Reading Rockets' });
    expect(usage.seats).toMatchObject({ access: 'subscription', students: 1, teachers: 2, teacherTrials: 0 });
    expect(usage.windows).toEqual([
      { days: 7, students: 1, teachers: 1 },
      { days: 30, students: 1, teachers: 1 },
      { days: 90, students: 1, teachers: 1 },
    ]);
    expect(usage.never).toEqual({ students: 0, teachers: 1 });
    const student = await loadSessionUser(w.a.student.id);
    const studentRow = usage.members.find((member) => member.userId === w.a.student.id);
    expect(studentRow).toMatchObject({
      role: 'student',
      launches: 2,
      name: `${student?.firstName.charAt(0).toUpperCase()}. ${student?.lastName.charAt(0).toUpperCase()}.`,
    });
    expect(usage.members.find((member) => member.userId === w.a.schoolAdmin.id)).toMatchObject({
      role: 'teacher',
      launches: 0,
      lastOpenedAt: null,
    });
    expect(usage.members.map((member) => member.userId)).not.toContain(w.b.student.id);
  });

  it('names students in full once the school chooses so on My School', async () => {
    const settings = (
      await callEndpoint(schoolSettingsEndpoints.getSchoolSettings, {
        params: { schoolId: w.a.school.id },
        as: w.a.schoolAdmin.as,
      })
    ).data.school;
    const saved = await callEndpoint(schoolSettingsEndpoints.updateSchoolSettings, {
      params: { schoolId: w.a.school.id },
      body: {
        address: settings.address ?? '',
        city: settings.city ?? '',
        postcode: settings.postcode ?? '',
        phone: settings.phone,
        competitive: settings.competitive,
        studentNamesInReports: 'full',
      },
      as: w.a.schoolAdmin.as,
    });
    expect(saved.data.school.studentNamesInReports).toBe('full');

    const { usage } = (
      await callEndpoint(getServiceUsage, {
        params: { schoolId: w.a.school.id, serviceId: READING_ROCKETS },
        as: w.a.schoolAdmin.as,
      })
    ).data;
    const student = await loadSessionUser(w.a.student.id);
    expect(usage.school.studentNames).toBe('full');
    expect(usage.members.find((member) => member.userId === w.a.student.id)?.name).toBe(
      `${student?.firstName} ${student?.lastName}`,
    );
  });

  it('lists every app the school holds or opened with its last 30 days, and exports one app’s members as CSV', async () => {
    const summary = (
      await callEndpoint(getSchoolUsage, { params: { schoolId: w.a.school.id }, as: w.a.schoolAdmin.as })
    ).data.summary;
    const rockets = summary.services.find((entry) => entry.service.id === READING_ROCKETS);
    expect(rockets).toMatchObject({
      seats: { access: 'subscription' },
      openedLast30Days: { students: 1, teachers: 1 },
    });
    // A free app is every school's; apps the school neither holds nor opened are left out.
    expect(summary.services.map((entry) => entry.service.id)).toContain('5');
    expect(summary.services.map((entry) => entry.service.id)).not.toContain('3');

    const csv = await callEndpoint(exportServiceUsage, {
      params: { schoolId: w.a.school.id, serviceId: READING_ROCKETS },
      as: w.a.schoolAdmin.as,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const rows = csvRows(String(csv.raw));
    expect(rows[0]).toEqual([...APP_USAGE_MESSAGES.csvHeader]);
    expect(rows).toHaveLength(4);
    expect(rows.find((row) => row[1] === 'Teacher' && row[2] === 'Never')).toBeDefined();
  });

  it('staff with school.manage see any school’s usage', async () => {
    const answer = await callEndpoint(getServiceUsage, {
      params: { schoolId: w.a.school.id, serviceId: READING_ROCKETS },
      as: 'staff',
    });
    expect(answer.status).toBe(200);
  });

  it('refuses a teacher who is not an administrator, another school’s administrator, staff of another school, a parent, and an unknown app', async () => {
    const params = { schoolId: w.a.school.id, serviceId: READING_ROCKETS };
    const teacher = await callEndpoint(getServiceUsage, { params, as: w.a.teacher.as });
    expect([teacher.status, teacher.errors[0]?.detail]).toEqual([403, APP_USAGE_MESSAGES.notAdministrator]);
    expect((await callEndpoint(getServiceUsage, { params, as: w.b.schoolAdmin.as })).status).toBe(404);
    expect(
      (await callEndpoint(getSchoolUsage, { params: { schoolId: w.a.school.id }, as: w.b.schoolAdmin.as })).status,
    ).toBe(404);
    expect((await callEndpoint(exportServiceUsage, { params, as: w.b.schoolAdmin.as })).status).toBe(404);
    expect((await callEndpoint(getServiceUsage, { params, as: 'schoolDataStaff' })).status).toBe(404);
    expect((await callEndpoint(getServiceUsage, { params, as: 'parent' })).status).toBe(403);
    const unknown = await callEndpoint(getServiceUsage, {
      params: { schoolId: w.a.school.id, serviceId: 'no-such-app' },
      as: w.a.schoolAdmin.as,
    });
    expect([unknown.status, unknown.errors[0]?.detail]).toEqual([404, SERVICE_NOT_FOUND_MESSAGE]);
  });
});
