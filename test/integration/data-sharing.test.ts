import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { appLaunchEndpoints } from '../../shared/api/endpoints/app-launch';
import { dataSharingEndpoints } from '../../shared/api/endpoints/data-sharing';
import { DATA_SHARING_MESSAGES } from '../../shared/schemas/data-sharing';
import { SERVICE_NOT_FOUND_MESSAGE } from '../../shared/schemas/service';
import { appLaunchEvents, listSchoolLaunches } from '../../functions/data/app-launches';
import { addClassMember, putClassGroup } from '../../functions/data/class-groups';
import { db, tableName } from '../../functions/data/client';
import { reindexLaunches } from '../../functions/data/reindex-launches';
import { timeToLive } from '../../functions/data/table-design';
import { loadSessionUser } from '../../functions/data/users';
import { auditOf } from './support/audit';
import { callEndpoint, type CallOptions } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { portal } from './support/portal-client';
import { grantSchoolService, inDays, useTwoSchools, type SchoolMember } from './support/school-access';

const { getSchoolDataSharing, getAppDataSharing } = dataSharingEndpoints;
const READING_ROCKETS = '1';
const DAY_MS = 24 * 60 * 60 * 1000;

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

/** A launch record as the launch page writes it, at a chosen time (the window's edges). */
function launchAt(userId: string, schoolId: string, daysAgo: number, attributes: string[]) {
  return {
    userId,
    actorId: userId,
    serviceId: READING_ROCKETS,
    at: new Date(Date.now() - daysAgo * DAY_MS).toISOString(),
    schoolId,
    initiatedBy: 'portal' as const,
    attributes,
    ttl: timeToLive(new Date(Date.now() + DAY_MS)),
  };
}

describe("the school's data-sharing report (data-sharing)", () => {
  useLocalTable();
  const w = useTwoSchools();

  it('counts, per app, the launches and students each attribute was sent for in the last 90 days, students only', async () => {
    // Prepare: two real launches by the student, one by a teacher (not counted), and one older
    // than 90 days (not counted).
    await grantSchoolService(w.a.school.id, READING_ROCKETS, { subscriptionEnd: inDays(100) });
    await open(w.a.student, READING_ROCKETS);
    await open(w.a.student, READING_ROCKETS);
    await open(w.a.teacher, READING_ROCKETS);
    await appLaunchEvents.put(launchAt(w.a.student.id, w.a.school.id, 91, ['firstName', 'email']));
    const recorded = (await listSchoolLaunches(w.a.school.id, READING_ROCKETS, { from: '0', to: '~' })).filter(
      (launch) => launch.userId === w.a.student.id,
    );
    expect(recorded).toHaveLength(3);
    const sent = recorded.find((launch) => Date.now() - Date.parse(launch.at) < DAY_MS)?.attributes ?? [];
    expect(sent).toEqual(expect.arrayContaining(['firstName', 'lastName', 'username']));

    // Act
    const answer = await callEndpoint(getSchoolDataSharing, {
      params: { schoolId: w.a.school.id },
      as: w.a.schoolAdmin.as,
    });

    // Assess
    expect(answer.status, JSON.stringify(answer.errors)).toBe(200);
    const { report } = answer.data;
    expect(report.window.days).toBe(90);
    expect(Date.parse(report.window.asOf) - Date.parse(report.window.from)).toBe(90 * DAY_MS);
    expect(report.apps.map((app) => app.service.id)).toEqual([READING_ROCKETS]);
    const [rockets] = report.apps;
    expect(rockets).toMatchObject({ service: { name: 'Reading Rockets' }, launches: 2, students: 1 });
    expect(rockets?.attributes).toEqual(
      [...sent].sort((a, b) => a.localeCompare(b)).map((attribute) => ({ attribute, launches: 2, students: 1 })),
    );
    // The e-mail went only in the launch before the window.
    expect(rockets?.attributes.map((entry) => entry.attribute)).not.toContain('email');
    // Another school sees nothing of it.
    const other = await callEndpoint(getSchoolDataSharing, {
      params: { schoolId: w.b.school.id },
      as: w.b.schoolAdmin.as,
    });
    expect(other.data.report.apps).toEqual([]);
    // Audited, with the school.
    const [event] = (await auditOf(w.a.schoolAdmin.id, 'school.data-sharing.view')).filter(
      (entry) => entry.detail['serviceId'] === undefined,
    );
    expect(event).toMatchObject({ schoolId: w.a.school.id, detail: { apps: 1 } });
  });

  it("lists one app's students with their classes, last launch and attributes, named as the school chose", async () => {
    // Prepare: the student in a class; a launch at 89 days counts, one at 91 does not.
    const group = {
      id: randomUUID(),
      schoolId: w.a.school.id,
      name: '5K',
      code: `K${randomUUID().slice(0, 7).toUpperCase()}`,
    };
    await putClassGroup(group);
    await addClassMember(group, w.a.student.id, new Date());
    await appLaunchEvents.put(launchAt(w.a.student.id, w.a.school.id, 89, ['role', 'classIds']));

    // Act
    const answer = await callEndpoint(getAppDataSharing, {
      params: { schoolId: w.a.school.id, serviceId: READING_ROCKETS },
      as: w.a.schoolAdmin.as,
    });

    // Assess
    expect(answer.status, JSON.stringify(answer.errors)).toBe(200);
    const { sharing } = answer.data;
    expect(sharing.service).toEqual({ id: READING_ROCKETS, name: 'Reading Rockets' });
    expect(sharing.launches).toBe(3);
    expect(sharing.attributes.find((entry) => entry.attribute === 'role')).toEqual({
      attribute: 'role',
      launches: 3,
      students: 1,
    });
    expect(sharing.attributes.find((entry) => entry.attribute === 'firstName')).toEqual({
      attribute: 'firstName',
      launches: 2,
      students: 1,
    });
    const student = await loadSessionUser(w.a.student.id);
    expect(sharing.students).toHaveLength(1);
    expect(sharing.students[0]).toMatchObject({
      userId: w.a.student.id,
      name: `${student?.firstName.charAt(0).toUpperCase()}. ${student?.lastName.charAt(0).toUpperCase()}.`,
      classes: ['5K'],
      launches: 3,
    });
    expect(sharing.students[0]?.attributes).toContain('classIds');
    expect(sharing.students[0]?.attributes).not.toContain('email');
    expect(Date.now() - Date.parse(sharing.students[0]?.lastLaunchAt ?? '')).toBeLessThan(DAY_MS);
    // Audited, with the students listed as its subjects.
    const events = (await auditOf(w.a.schoolAdmin.id, 'school.data-sharing.view')).filter(
      (entry) => entry.detail['serviceId'] === READING_ROCKETS,
    );
    expect(events).toHaveLength(1);
    expect(events[0]?.subjectIds).toEqual([w.a.student.id]);
  });

  it('staff with school.manage read any school’s report, audited as the staff member', async () => {
    const summary = await callEndpoint(getSchoolDataSharing, { params: { schoolId: w.a.school.id }, as: 'staff' });
    expect(summary.status).toBe(200);
    expect(summary.data.report.apps.map((app) => app.service.id)).toEqual([READING_ROCKETS]);
    const app = await callEndpoint(getAppDataSharing, {
      params: { schoolId: w.a.school.id, serviceId: READING_ROCKETS },
      as: 'staff',
    });
    expect(app.status).toBe(200);
    expect(app.data.sharing.students.map((row) => row.userId)).toEqual([w.a.student.id]);
  });

  it('refuses a teacher who is not an administrator, another school’s administrator, staff of another school, a parent, a student, and an unknown app', async () => {
    const schoolParams = { schoolId: w.a.school.id };
    const params = { schoolId: w.a.school.id, serviceId: READING_ROCKETS };
    for (const endpoint of [getSchoolDataSharing, getAppDataSharing] as const) {
      const call = (as: CallOptions<typeof getSchoolDataSharing>['as']) =>
        endpoint === getSchoolDataSharing
          ? callEndpoint(getSchoolDataSharing, { params: schoolParams, as })
          : callEndpoint(getAppDataSharing, { params, as });
      const teacher = await call(w.a.teacher.as);
      expect([teacher.status, teacher.errors[0]?.detail]).toEqual([403, DATA_SHARING_MESSAGES.notAdministrator]);
      expect((await call(w.b.schoolAdmin.as)).status).toBe(404);
      // A teacher of another school is no administrator: refused before any school is looked at.
      expect((await call(w.b.teacher.as)).status).toBe(403);
      expect((await call('schoolDataStaff')).status).toBe(404);
      expect((await call('parent')).status).toBe(403);
      const student = await call(w.a.student.as);
      expect([student.status, student.errors[0]?.detail]).toEqual([403, 'You do not have permission to do this.']);
    }
    const unknown = await callEndpoint(getAppDataSharing, {
      params: { schoolId: w.a.school.id, serviceId: 'no-such-app' },
      as: w.a.schoolAdmin.as,
    });
    expect([unknown.status, unknown.errors[0]?.detail]).toEqual([404, SERVICE_NOT_FOUND_MESSAGE]);
    // Refused calls record nothing.
    expect(await auditOf(w.a.teacher.id, 'school.data-sharing.view')).toEqual([]);
    const ofOtherAdmin = await auditOf(w.b.schoolAdmin.id, 'school.data-sharing.view');
    expect(ofOtherAdmin.filter((event) => event.schoolId === w.a.school.id)).toEqual([]);
  });
});

describe('reindexing launches recorded before the school launch index existed', () => {
  it('gives a school member’s old launch its school keys, and leaves a home account’s launch out', async () => {
    const schoolId = randomUUID();
    const member = launchAt(randomUUID(), schoolId, 3, ['firstName']);
    const home = { ...launchAt(randomUUID(), schoolId, 3, ['firstName']), schoolId: null };
    // As the release before the index wrote them: the items without gsi1 keys.
    for (const launch of [member, home]) {
      const { gsi1pk: _pk, gsi1sk: _sk, ...old } = appLaunchEvents.toItem(launch);
      await db().send(new PutCommand({ TableName: tableName(), Item: old }));
    }
    expect(await listSchoolLaunches(schoolId, READING_ROCKETS, { from: '0', to: '~' })).toEqual([]);

    await reindexLaunches();

    expect((await listSchoolLaunches(schoolId, READING_ROCKETS, { from: '0', to: '~' })).map((l) => l.userId)).toEqual([
      member.userId,
    ]);
    const stored = await db().send(new GetCommand({ TableName: tableName(), Key: appLaunchEvents.keyOf(home) }));
    expect(stored.Item?.['gsi1pk']).toBeUndefined();
  }, 120_000);
});
