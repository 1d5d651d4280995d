import { beforeAll, describe, expect, it } from 'vitest';
import { countAttempt } from '../../functions/data/rate-limits';
import { listSchoolRosterReads, putRosterRelease, putRosterSwitch } from '../../functions/data/roster-sharing';
import { ROSTER_CLIENT_RATE_LIMIT } from '../../functions/domain/oneroster/auth/roster-client';
import { ROSTER_SCOPES } from '../../shared/schemas/api-credentials';
import { expectValidRosterResponse } from '../support/oneroster-schemas';
import { useLocalTable } from './support/local-table';
import { inOneWindow } from './support/rate-windows';
import {
  imsxOf,
  readRoster,
  recordsOf,
  ROSTER_APP_ID,
  rosterSchool,
  rosterToken,
  type RosterSchoolWorld,
} from './support/oneroster';

/**
 * Who may read what (docs/using/oneroster-api.md 'Endpoints'): a token with the endpoint's scope,
 * only the schools that have the app and have not switched its sharing off, a school or class the
 * app may not see answering as if it did not exist; every answered read recorded for the school.
 */
const [CORE, ROSTER, DEMOGRAPHICS] = ROSTER_SCOPES;
let held: RosterSchoolWorld;
let notHeld: RosterSchoolWorld;
let switchedOff: RosterSchoolWorld;
let token: string;

beforeAll(async () => {
  useLocalTable();
  [held, notHeld, switchedOff] = await Promise.all([
    rosterSchool({ classes: 1, students: 2 }),
    rosterSchool({ classes: 1, students: 2 }, { held: false }),
    rosterSchool({ classes: 1, students: 2 }),
  ]);
  await putRosterSwitch({
    schoolId: switchedOff.school.id,
    serviceId: ROSTER_APP_ID,
    sharing: false,
    updatedAt: new Date().toISOString(),
    updatedBy: 'oneroster test',
  });
  ({ token } = await rosterToken());
}, 60_000);

describe('tokens and scopes', () => {
  it('answers 401 unauthorisedrequest without a token, and with one that is not the portal’s', async () => {
    // Act
    const none = await readRoster('/classes', null);
    const forged = await readRoster('/classes', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl');

    // Assess
    for (const answer of [none, forged]) {
      expectValidRosterResponse('imsx', answer.body);
      expect(imsxOf(answer)).toMatchObject({ status: 401, codeMajor: 'failure', codeMinor: 'unauthorisedrequest' });
      expect(answer.headers.get('www-authenticate')).toBe('Bearer');
    }
  });

  it('lets roster-core read the core collections but not enrollments nor demographics (403 forbidden)', async () => {
    // Prepare
    const { token: core } = await rosterToken([CORE]);

    // Act
    const classes = await readRoster(`/schools/${held.school.id}/classes`, core);
    const enrollments = await readRoster('/enrollments', core);
    const ofSchool = await readRoster(`/schools/${held.school.id}/enrollments`, core);
    const demographics = await readRoster('/demographics', core);

    // Assess
    expect(recordsOf(classes, 'classes')).toHaveLength(1);
    for (const answer of [enrollments, ofSchool]) {
      expectValidRosterResponse('imsx', answer.body);
      expect(imsxOf(answer)).toMatchObject({ status: 403, codeMinor: 'forbidden' });
      expect(imsxOf(answer).description).toContain(ROSTER);
    }
    expect(imsxOf(demographics)).toMatchObject({ status: 403, codeMinor: 'forbidden' });
    expect(imsxOf(demographics).description).toContain(DEMOGRAPHICS);
  });

  it('lets roster.readonly read the core collections too', async () => {
    // Prepare
    const { token: roster } = await rosterToken([ROSTER]);

    // Act
    const users = await readRoster(`/schools/${held.school.id}/students`, roster);

    // Assess
    expect(recordsOf(users, 'users')).toHaveLength(2);
  });
});

describe('which schools an app sees', () => {
  it('answers a school that does not have the app, or switched it off, as if it did not exist', async () => {
    for (const world of [notHeld, switchedOff]) {
      // Act
      const school = await readRoster(`/schools/${world.school.id}`, token);
      const classes = await readRoster(`/schools/${world.school.id}/classes`, token);
      const aClass = await readRoster(`/classes/${world.classIds[0] ?? ''}`, token);
      const students = await readRoster(`/classes/${world.classIds[0] ?? ''}/students`, token);
      const listed = await readRoster(
        `/classes?filter=${encodeURIComponent(`school.sourcedId='${world.school.id}'`)}`,
        token,
      );

      // Assess
      for (const answer of [school, classes, aClass, students])
        expect(imsxOf(answer)).toMatchObject({ status: 404, codeMinor: 'unknownobject' });
      expect(recordsOf(listed, 'classes')).toEqual([]);
    }
  });

  it('sees the school again, at once, when it switches sharing back on', async () => {
    // Prepare
    const world = await rosterSchool({ classes: 1, students: 1 });
    const turn = (sharing: boolean) =>
      putRosterSwitch({
        schoolId: world.school.id,
        serviceId: ROSTER_APP_ID,
        sharing,
        updatedAt: new Date().toISOString(),
        updatedBy: 'oneroster test',
      });

    // Act
    await turn(false);
    const off = await readRoster(`/schools/${world.school.id}`, token);
    await turn(true);
    const on = await readRoster(`/schools/${world.school.id}`, token);

    // Assess
    expect(off.status).toBe(404);
    expect(on.status).toBe(200);
  });
});

describe('what of each person', () => {
  it('sends e-mail addresses and Student IDs only where the school shares them', async () => {
    // Prepare
    const world = await rosterSchool({ classes: 1, students: 1 });
    const students = () => readRoster(`/schools/${world.school.id}/students`, token);

    // Act
    const before = recordsOf(await students(), 'users')[0];
    await putRosterRelease({
      schoolId: world.school.id,
      sharesEmail: true,
      sharesStudentId: true,
      updatedAt: new Date().toISOString(),
      updatedBy: 'oneroster test',
    });
    const after = recordsOf(await students(), 'users')[0];

    // Assess
    expect(before).not.toHaveProperty('email');
    expect(before).not.toHaveProperty('identifier');
    expect(after).toMatchObject({ identifier: 'SID0' });
  });
});

describe('the record of reads', () => {
  it('records each answered read for the school whose records it held, with how many', async () => {
    // Prepare
    const world = await rosterSchool({ classes: 1, students: 3 });
    const day = new Date().toISOString();

    // Act
    await readRoster(`/schools/${world.school.id}/students`, token);
    await readRoster(`/schools/${world.school.id}/students?limit=2`, token);

    // Assess
    const reads = await listSchoolRosterReads(world.school.id, { from: day, to: day });
    expect(reads).toEqual([
      expect.objectContaining({ serviceId: ROSTER_APP_ID, collection: 'students', requests: 2, records: 5 }),
    ]);
  });

  it('records a read of several schools once for each, with the records of each', async () => {
    // Prepare
    const [first, second] = [
      await rosterSchool({ classes: 1, students: 1 }),
      await rosterSchool({ classes: 1, students: 1 }),
    ];
    const day = new Date().toISOString();
    const filter = encodeURIComponent(`sourcedId='${first.school.id}' OR sourcedId='${second.school.id}'`);

    // Act
    const answer = await readRoster(`/schools?filter=${filter}`, token);

    // Assess
    expect(recordsOf(answer, 'orgs')).toHaveLength(2);
    for (const world of [first, second])
      expect(await listSchoolRosterReads(world.school.id, { from: day, to: day })).toEqual([
        expect.objectContaining({ serviceId: ROSTER_APP_ID, collection: 'schools', requests: 1, records: 1 }),
      ]);
  });
});

/** The count of a client's current window, read with an ADD of nothing. */
async function windowCount(clientId: string): Promise<number> {
  return (await countAttempt({ ...ROSTER_CLIENT_RATE_LIMIT, limit: Infinity }, clientId, new Date(), 0)).count;
}

/** Counts a client's current window up to `count` in one ADD. */
async function countedUpTo(clientId: string, count: number): Promise<void> {
  await countAttempt({ ...ROSTER_CLIENT_RATE_LIMIT, limit: Infinity }, clientId, new Date(), count);
}

describe("a request's count against its rate, and its record", () => {
  it('refuses a request past the limit with 429, counting and recording nothing of it', async () => {
    // Prepare
    const world = await rosterSchool({ classes: 1, students: 2 });
    const { token: own, clientId } = await rosterToken();
    await inOneWindow(ROSTER_CLIENT_RATE_LIMIT.windowMs, 10_000);
    await countedUpTo(clientId, ROSTER_CLIENT_RATE_LIMIT.limit - 1);
    const day = new Date().toISOString();

    // Act
    const last = await readRoster(`/schools/${world.school.id}/students`, own);
    const refused = await readRoster(`/schools/${world.school.id}/students`, own);

    // Assess
    expect(recordsOf(last, 'users')).toHaveLength(2);
    expect(imsxOf(refused)).toMatchObject({ status: 429, codeMinor: 'server_busy' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await windowCount(clientId)).toBe(ROSTER_CLIENT_RATE_LIMIT.limit);
    expect(await listSchoolRosterReads(world.school.id, { from: day, to: day })).toEqual([
      expect.objectContaining({ collection: 'students', requests: 1, records: 2 }),
    ]);
  });

  it('holds the limit exactly for requests that come together, recording only those answered', async () => {
    // Prepare
    const world = await rosterSchool({ classes: 1, students: 2 });
    const { token: own, clientId } = await rosterToken();
    await inOneWindow(ROSTER_CLIENT_RATE_LIMIT.windowMs, 10_000);
    await countedUpTo(clientId, ROSTER_CLIENT_RATE_LIMIT.limit - 4);
    const day = new Date().toISOString();

    // Act
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => readRoster(`/schools/${world.school.id}/classes`, own)),
    );

    // Assess
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429, 429, 429, 429]);
    expect(await windowCount(clientId)).toBe(ROSTER_CLIENT_RATE_LIMIT.limit);
    expect(await listSchoolRosterReads(world.school.id, { from: day, to: day })).toEqual([
      expect.objectContaining({ collection: 'classes', requests: 4, records: 4 }),
    ]);
  });

  it('counts a bad parameter and an unknown record as requests, recording no read', async () => {
    // Prepare
    const world = await rosterSchool({ classes: 1, students: 2 });
    const { token: own, clientId } = await rosterToken();
    await inOneWindow(ROSTER_CLIENT_RATE_LIMIT.windowMs, 10_000);
    await countedUpTo(clientId, ROSTER_CLIENT_RATE_LIMIT.limit - 2);
    const day = new Date().toISOString();

    // Act
    const bad = await readRoster(`/schools/${world.school.id}/students?sort=shoeSize`, own);
    const unknown = await readRoster(`/schools/no-such-school/classes`, own);
    const past = await readRoster(`/schools/${world.school.id}/students`, own);

    // Assess: the two used the minute's last two requests
    expect(bad.status).toBe(400);
    expect(unknown.status).toBe(404);
    expect(imsxOf(past)).toMatchObject({ status: 429, codeMinor: 'server_busy' });
    expect(await windowCount(clientId)).toBe(ROSTER_CLIENT_RATE_LIMIT.limit);
    expect(await listSchoolRosterReads(world.school.id, { from: day, to: day })).toEqual([]);
  });
});
