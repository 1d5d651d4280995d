import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { actingAsEndpoints } from '../../shared/api/endpoints/acting-as';
import { dataSharingEndpoints } from '../../shared/api/endpoints/data-sharing';
import { DATA_SHARING_MESSAGES } from '../../shared/schemas/data-sharing';
import { SERVICE_NOT_FOUND_MESSAGE } from '../../shared/schemas/service';
import { recordRosterRead } from '../../functions/domain/oneroster/sharing/roster-reads';
import { rosterSchoolOf, rosterSchoolsOf } from '../../functions/domain/oneroster/sharing/roster-schools';
import { db, tableName } from '../../functions/data/client';
import { reindexSchoolServices, schoolServices } from '../../functions/data/school-services';
import { auditOf } from './support/audit';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { grantSchoolService, inDays, useTwoSchools } from './support/school-access';

const { getSchoolDataSharing, setRosterSharing, setRosterChoices } = dataSharingEndpoints;
/** Demo catalogue (bin/seed/services.ts): a paid integrated app, a free one, one with its own sign-in. */
const READING_ROCKETS = '1';
const WORLD_ATLAS = '5';
const TYPING_TUTOR = '6';

const schoolIdsOf = async (serviceId: string) =>
  (await rosterSchoolsOf(serviceId, new Date())).map((school) => school.schoolId);

describe("a school's roster sharing through the OneRoster API (data-sharing)", () => {
  useLocalTable();
  const w = useTwoSchools();

  it('lets an app read the schools that have it until an administrator switches it off, audited', async () => {
    // Prepare: school a subscribes; school b's subscription ended.
    await grantSchoolService(w.a.school.id, READING_ROCKETS, { subscriptionEnd: inDays(100) });
    await grantSchoolService(w.b.school.id, READING_ROCKETS, { subscriptionEnd: inDays(-1) });
    expect(await schoolIdsOf(READING_ROCKETS)).toContain(w.a.school.id);
    expect(await schoolIdsOf(READING_ROCKETS)).not.toContain(w.b.school.id);

    // Act
    const off = await callEndpoint(setRosterSharing, {
      params: { schoolId: w.a.school.id, serviceId: READING_ROCKETS },
      body: { sharing: false },
      as: w.a.schoolAdmin.as,
    });

    // Assess: at once, for the app's next request.
    expect(off.status, JSON.stringify(off.errors)).toBe(200);
    expect(off.data.app).toMatchObject({ service: { id: READING_ROCKETS, name: 'Reading Rockets' }, sharing: false });
    expect(await schoolIdsOf(READING_ROCKETS)).not.toContain(w.a.school.id);
    expect(await rosterSchoolOf(READING_ROCKETS, w.a.school.id, new Date())).toBeNull();
    const [event] = await auditOf(w.a.schoolAdmin.id, 'school.roster-sharing.set');
    expect(event).toMatchObject({
      schoolId: w.a.school.id,
      detail: { serviceId: READING_ROCKETS, from: true, to: false },
    });

    // And on again.
    const on = await callEndpoint(setRosterSharing, {
      params: { schoolId: w.a.school.id, serviceId: READING_ROCKETS },
      body: { sharing: true },
      as: w.a.schoolAdmin.as,
    });
    expect(on.data.app.sharing).toBe(true);
    expect(await schoolIdsOf(READING_ROCKETS)).toContain(w.a.school.id);
  });

  it('keeps a free app from the roster until the school turns it on', async () => {
    expect(await schoolIdsOf(WORLD_ATLAS)).not.toContain(w.a.school.id);
    const on = await callEndpoint(setRosterSharing, {
      params: { schoolId: w.a.school.id, serviceId: WORLD_ATLAS },
      body: { sharing: true },
      as: w.a.schoolAdmin.as,
    });
    expect(on.data.app).toMatchObject({ free: true, sharing: true });
    expect(await schoolIdsOf(WORLD_ATLAS)).toContain(w.a.school.id);
    expect(await schoolIdsOf(WORLD_ATLAS)).not.toContain(w.b.school.id);
  });

  it('shares e-mail addresses and Student IDs only once the school chooses to, audited', async () => {
    expect(await rosterSchoolOf(READING_ROCKETS, w.a.school.id, new Date())).toEqual({
      schoolId: w.a.school.id,
      sharesEmail: false,
      sharesStudentId: false,
    });
    const chosen = await callEndpoint(setRosterChoices, {
      params: { schoolId: w.a.school.id },
      body: { sharesEmail: true, sharesStudentId: false },
      as: w.a.schoolAdmin.as,
    });
    expect(chosen.status, JSON.stringify(chosen.errors)).toBe(200);
    expect(await rosterSchoolOf(READING_ROCKETS, w.a.school.id, new Date())).toMatchObject({
      sharesEmail: true,
      sharesStudentId: false,
    });
    const [school] = (await rosterSchoolsOf(READING_ROCKETS, new Date())).filter(
      (entry) => entry.schoolId === w.a.school.id,
    );
    expect(school).toMatchObject({ sharesEmail: true, sharesStudentId: false });
    const [event] = await auditOf(w.a.schoolAdmin.id, 'school.roster-choices.set');
    expect(event).toMatchObject({ schoolId: w.a.school.id, detail: { sharesEmail: true, sharesStudentId: false } });
  });

  it('shows in the Data sharing report which apps read the roster, when last and how many records', async () => {
    // Prepare: two reads of users and one of classes today, by the app's API client.
    const at = new Date();
    const read = { serviceId: READING_ROCKETS, clientId: 'client-1', schoolId: w.a.school.id, at };
    await recordRosterRead({ ...read, collection: 'users', records: 100 });
    await recordRosterRead({ ...read, collection: 'users', records: 20 });
    await recordRosterRead({ ...read, collection: 'classes', records: 4 });
    await recordRosterRead({ ...read, schoolId: w.b.school.id, collection: 'users', records: 7 });

    // Act
    const answer = await callEndpoint(getSchoolDataSharing, {
      params: { schoolId: w.a.school.id },
      as: w.a.schoolAdmin.as,
    });

    // Assess
    expect(answer.status, JSON.stringify(answer.errors)).toBe(200);
    const { roster } = answer.data.report;
    expect(roster).toMatchObject({ sharesEmail: true, sharesStudentId: false });
    expect(roster.apps.map((app) => app.service.id)).toEqual([READING_ROCKETS, WORLD_ATLAS]);
    expect(roster.apps[0]).toMatchObject({
      sharing: true,
      free: false,
      lastReadAt: at.toISOString(),
      requests: 3,
      records: 124,
      collections: [
        { collection: 'users', requests: 2, records: 120 },
        { collection: 'classes', requests: 1, records: 4 },
      ],
    });
    expect(roster.apps[1]).toMatchObject({ free: true, sharing: true, lastReadAt: null, records: 0 });
  });

  it('is for the school’s administrators: not a teacher, another school’s administrator, nor an app without a roster', async () => {
    const params = { schoolId: w.a.school.id, serviceId: READING_ROCKETS };
    const teacher = await callEndpoint(setRosterSharing, { params, body: { sharing: false }, as: w.a.teacher.as });
    expect([teacher.status, teacher.errors[0]?.detail]).toEqual([403, DATA_SHARING_MESSAGES.notAdministrator]);
    const other = await callEndpoint(setRosterSharing, { params, body: { sharing: false }, as: w.b.schoolAdmin.as });
    expect(other.status).toBe(404);
    const choices = await callEndpoint(setRosterChoices, {
      params: { schoolId: w.a.school.id },
      body: { sharesEmail: false, sharesStudentId: true },
      as: w.b.schoolAdmin.as,
    });
    expect(choices.status).toBe(404);
    const teacherChoices = await callEndpoint(setRosterChoices, {
      params: { schoolId: w.a.school.id },
      body: { sharesEmail: false, sharesStudentId: true },
      as: w.a.teacher.as,
    });
    expect([teacherChoices.status, teacherChoices.errors[0]?.detail]).toEqual([
      403,
      DATA_SHARING_MESSAGES.notAdministrator,
    ]);
    for (const serviceId of ['no-such-app', TYPING_TUTOR]) {
      const unknown = await callEndpoint(setRosterSharing, {
        params: { schoolId: w.a.school.id, serviceId },
        body: { sharing: false },
        as: w.a.schoolAdmin.as,
      });
      expect([unknown.status, unknown.errors[0]?.detail]).toEqual([404, SERVICE_NOT_FOUND_MESSAGE]);
    }
    // Nothing changed: the app still reads school a, and the refused calls recorded nothing.
    expect(await schoolIdsOf(READING_ROCKETS)).toContain(w.a.school.id);
    expect(await auditOf(w.a.teacher.id, 'school.roster-sharing.set')).toEqual([]);
    expect(await auditOf(w.b.schoolAdmin.id, 'school.roster-sharing.set')).toEqual([]);
  });

  it('lets staff logged in as an administrator switch it, audited as the staff member acting as them', async () => {
    // Prepare
    const started = await callEndpoint(actingAsEndpoints.startLoginAs, {
      body: { user: w.a.schoolAdmin.id },
      as: 'staff',
    });
    expect(started.status, JSON.stringify(started.errors)).toBe(201);
    const actAs = started.data.grant.secret;

    // Act
    const off = await callEndpoint(setRosterSharing, {
      params: { schoolId: w.a.school.id, serviceId: READING_ROCKETS },
      body: { sharing: false },
      as: 'staff',
      actAs,
    });
    await callEndpoint(actingAsEndpoints.endActingAs, { as: 'staff', actAs });

    // Assess
    expect(off.status, JSON.stringify(off.errors)).toBe(200);
    expect(await schoolIdsOf(READING_ROCKETS)).not.toContain(w.a.school.id);
    const staffId = inject('demo').userIds.staff;
    const events = await auditOf(staffId, 'school.roster-sharing.set');
    expect(events.at(-1)).toMatchObject({
      actorId: staffId,
      effectiveUserId: w.a.schoolAdmin.id,
      schoolId: w.a.school.id,
      detail: { serviceId: READING_ROCKETS, from: true, to: false },
    });
  });
});

describe('reindexing school services stored before the index of the schools holding an app', () => {
  it('gives an old school service its index keys, so the app reads the school', async () => {
    // Prepare: as the release before the index wrote it, without gsi1 keys.
    const schoolId = randomUUID();
    const access = {
      schoolId,
      serviceId: READING_ROCKETS,
      subscriptionEnd: inDays(30),
      trialEnd: null,
      perpetual: false,
      updatedAt: new Date().toISOString(),
    };
    const { gsi1pk: _pk, gsi1sk: _sk, ...old } = schoolServices.toItem(access);
    await db().send(new PutCommand({ TableName: tableName(), Item: old }));
    expect(await schoolIdsOf(READING_ROCKETS)).not.toContain(schoolId);

    // Act
    const done = await reindexSchoolServices();

    // Assess
    expect(done).toBeGreaterThanOrEqual(1);
    expect(await schoolIdsOf(READING_ROCKETS)).toContain(schoolId);
  }, 120_000);
});
