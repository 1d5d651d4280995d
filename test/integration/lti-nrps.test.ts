import { randomUUID } from 'node:crypto';
import { generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ltiNrpsEndpoints } from '../../shared/api/endpoints/lti-nrps';
import { onerosterAuthEndpoints } from '../../shared/api/endpoints/oneroster-auth';
import { LIS_ROLES } from '../../shared/schemas/lti';
import { JWT_BEARER_ASSERTION_TYPE, NRPS_MEDIA_TYPE, NRPS_SCOPE, type NrpsMember } from '../../shared/schemas/lti-nrps';
import { ROSTER_SCOPES } from '../../shared/schemas/api-credentials';
import { classGroups, classMembers, classTeachers } from '../../functions/data/class-groups';
import { getLtiTool } from '../../functions/data/lti-tools';
import { listSchoolRosterReads, putRosterSwitch } from '../../functions/data/roster-sharing';
import { putSchools } from '../../functions/data/schools';
import { userProfiles } from '../../functions/data/users';
import { pairwiseNameId } from '../../functions/domain/app-launch/pairwise-name-id';
import { NRPS_READ_COLLECTION } from '../../functions/domain/lti-nrps/memberships';
import { contextMembershipsPath } from '../../functions/domain/lti-nrps/service-claim';
import { loadOrCreateKey } from '../../functions/platform/local-key-file';
import { demoLtiToolKeyFileOf } from '../../bin/local-stack';
import { DEMO_API_APP, DEMO_API_SECRET, demoClientId } from '../../bin/seed/api-credentials';
import { demoToolKey, type DemoToolKey } from '../../lib-infra/local/demo-lti/nrps-client';
import { aSchool } from '../support/schools';
import { profile, useLocalTable } from './support/local-table';
import { portal } from './support/portal-client';
import { grantSchoolService } from './support/school-access';

/** Spelling Bee: the demo library's LTI tool (bin/seed/app-launch.ts), with the library's deployment for everyone. */
const SPELLING_BEE = '4';
const TOKEN_PATH = onerosterAuthEndpoints.requestToken.path;

let toolKey: DemoToolKey;
let clientId: string;
let otherKey: CryptoKey;

function tokenEndpoint(): string {
  return `${portal().url}${TOKEN_PATH}`;
}

interface AssertionChanges {
  iss?: string;
  sub?: string;
  aud?: string;
  exp?: number;
  iat?: number;
  jti?: string;
  key?: CryptoKey;
}

/** A client assertion as the demo tool signs one (RFC 7523), with any claim changed. */
function assertion(changes: AssertionChanges = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ jti: changes.jti ?? randomUUID() })
    .setProtectedHeader({ alg: 'RS256', kid: toolKey.kid })
    .setIssuer(changes.iss ?? clientId)
    .setSubject(changes.sub ?? clientId)
    .setAudience(changes.aud ?? tokenEndpoint())
    .setIssuedAt(changes.iat ?? now)
    .setExpirationTime(changes.exp ?? now + 300)
    .sign(changes.key ?? toolKey.privateKey);
}

async function askForToken(clientAssertion: string, scope = NRPS_SCOPE) {
  const response = await fetch(tokenEndpoint(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: JWT_BEARER_ASSERTION_TYPE,
      client_assertion: clientAssertion,
      scope,
    }).toString(),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

async function toolToken(): Promise<string> {
  const answer = await askForToken(await assertion());
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return String(answer.body['access_token']);
}

async function readMembers(url: string, token: string | null) {
  const response = await fetch(url.startsWith('http') ? url : `${portal().url}${url}`, {
    headers: { accept: NRPS_MEDIA_TYPE, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

function membersOf(answer: { status: number; body: Record<string, unknown> }): NrpsMember[] {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body['members'] as NrpsMember[];
}

function nextOf(headers: Headers): string | null {
  return /<([^>]+)>;\s*rel="next"/.exec(headers.get('link') ?? '')?.[1] ?? null;
}

/** A fresh school with one class: a teacher and four students, written straight to the table. */
async function schoolWithClass(holdsTool: boolean) {
  const school = aSchool();
  await putSchools([school]);
  if (holdsTool) await grantSchoolService(school.id, SPELLING_BEE, { perpetual: true });
  const classId = randomUUID();
  const teacher = profile({ schoolId: school.id, schoolRole: 'teacher', firstName: 'Grace', lastName: 'Hopper' });
  const students = ['Ada', 'Alan', 'Barbara', 'Edsger'].map((firstName) =>
    profile({ schoolId: school.id, schoolRole: 'student', firstName, lastName: 'Student', email: null }),
  );
  const at = new Date().toISOString();
  await classGroups.put({
    id: classId,
    schoolId: school.id,
    name: `4C ${classId.slice(0, 4)}`,
    code: classId.slice(0, 8),
  });
  await Promise.all([
    ...[teacher, ...students].map((person) => userProfiles.put(person)),
    classTeachers.put({ classId, userId: teacher.id, schoolId: school.id, assignedAt: at }),
    ...students.map((student) => classMembers.put({ classId, userId: student.id, schoolId: school.id, joinedAt: at })),
  ]);
  return { school, classId, teacher, students };
}

type World = Awaited<ReturnType<typeof schoolWithClass>>;

describe('LTI Names and Role Provisioning Services 2.0', () => {
  it("reads members at the contract's getContextMemberships path, which the launch's claim names", () => {
    expect(contextMembershipsPath('a class')).toBe(
      ltiNrpsEndpoints.getContextMemberships.path.replace('{classId}', encodeURIComponent('a class')),
    );
  });

  let holding: World;
  let other: World;

  beforeAll(async () => {
    useLocalTable();
    toolKey = await demoToolKey(demoLtiToolKeyFileOf(inject('portal')));
    clientId = (await getLtiTool(SPELLING_BEE))?.clientId ?? '';
    otherKey = (await generateKeyPair('RS256')).privateKey;
    [holding, other] = await Promise.all([schoolWithClass(true), schoolWithClass(false)]);
  });

  describe('the token endpoint, by a signed JWT client assertion', () => {
    it('gives the tool an hour-long bearer token for the membership scope, never cached', async () => {
      // Act
      const answer = await askForToken(await assertion());
      // Assess
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: NRPS_SCOPE });
      expect(answer.headers.get('cache-control')).toBe('no-store');
    });

    it('refuses a replayed assertion: the same jti twice', async () => {
      // Prepare
      const signed = await assertion();
      expect((await askForToken(signed)).status).toBe(200);
      // Act
      const again = await askForToken(signed);
      // Assess
      expect(again.status).toBe(401);
      expect(again.body['error']).toBe('invalid_client');
      expect(String(again.body['error_description'])).toContain('jti has been used');
    });

    it.each([
      ['an unknown tool', () => assertion({ iss: 'nobody', sub: 'nobody' }), 'No LTI tool is registered'],
      ['a key that does not verify', () => assertion({ key: otherKey }), 'does not verify'],
      [
        'an expired assertion',
        () => assertion({ iat: Math.floor(Date.now() / 1000) - 900, exp: Math.floor(Date.now() / 1000) - 600 }),
        'has expired',
      ],
      ['another audience', () => assertion({ aud: 'https://elsewhere.example/token' }), 'aud'],
    ])('refuses %s as invalid_client', async (_what, make, words) => {
      // Act
      const answer = await askForToken(await make());
      // Assess
      expect(answer.status).toBe(401);
      expect(answer.body['error']).toBe('invalid_client');
      expect(String(answer.body['error_description'])).toContain(words);
    });

    it('refuses a scope the tool is not granted as invalid_scope', async () => {
      // Act
      const answer = await askForToken(await assertion(), ROSTER_SCOPES[0]);
      // Assess
      expect(answer.status).toBe(400);
      expect(answer.body['error']).toBe('invalid_scope');
    });
  });

  describe('the membership service', () => {
    it("lists the class's members: the launch's pairwise ids, LIS roles, Active, names as the registration releases them", async () => {
      // Prepare
      const token = await toolToken();
      const key = loadOrCreateKey(inject('portal').pairwiseIdKeyFile, 'pairwise id key');
      // Act
      const answer = await readMembers(contextMembershipsPath(holding.classId), token);
      // Assess
      expect(answer.headers.get('content-type')).toContain(NRPS_MEDIA_TYPE);
      expect(answer.body['context']).toEqual({
        id: holding.classId,
        label: expect.stringMatching(/^4C /),
        title: expect.stringMatching(/^4C /),
      });
      const members = membersOf(answer);
      expect(members).toHaveLength(5);
      const teacher = members.find(
        (member) => member.user_id === pairwiseNameId(key, SPELLING_BEE, holding.teacher.id),
      );
      // The demo tool is released a first name and last initial (as at launch), never an e-mail address.
      expect(teacher).toEqual({
        user_id: pairwiseNameId(key, SPELLING_BEE, holding.teacher.id),
        status: 'Active',
        roles: [LIS_ROLES.instructor],
        name: 'Grace H.',
        given_name: 'Grace',
      });
      expect(members.filter((member) => member.roles.includes(LIS_ROLES.learner))).toHaveLength(4);
      expect(members.some((member) => 'email' in member)).toBe(false);
    });

    it('pages with limit and Link rel="next", and filters by role', async () => {
      // Prepare
      const token = await toolToken();
      const seen: string[] = [];
      let url: string | null = `${contextMembershipsPath(holding.classId)}?limit=2`;
      let pages = 0;
      // Act
      while (url) {
        const answer = await readMembers(url, token);
        seen.push(...membersOf(answer).map((member) => member.user_id));
        url = nextOf(answer.headers);
        pages += 1;
      }
      const instructors = membersOf(
        await readMembers(`${contextMembershipsPath(holding.classId)}?role=Instructor`, token),
      );
      const learners = membersOf(
        await readMembers(
          `${contextMembershipsPath(holding.classId)}?role=${encodeURIComponent(LIS_ROLES.learner)}`,
          token,
        ),
      );
      // Assess
      expect(pages).toBe(3);
      expect(new Set(seen).size).toBe(5);
      expect(instructors.map((member) => member.roles)).toEqual([[LIS_ROLES.instructor]]);
      expect(learners).toHaveLength(4);
    });

    it('records each read for the school’s Data sharing report', async () => {
      // Prepare
      const token = await toolToken();
      // Act
      await readMembers(contextMembershipsPath(holding.classId), token);
      // Assess
      const now = new Date().toISOString();
      const reads = await listSchoolRosterReads(holding.school.id, { from: now, to: now });
      expect(reads.find((read) => read.collection === NRPS_READ_COLLECTION)).toMatchObject({
        serviceId: SPELLING_BEE,
        lastClientId: clientId,
      });
    });

    it('refuses a request without a token, or with a token of another kind, as 401 with a Bearer challenge', async () => {
      // Prepare
      const basic = Buffer.from(`${demoClientId(DEMO_API_APP)}:${DEMO_API_SECRET}`).toString('base64');
      const oneRoster = await fetch(tokenEndpoint(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
        body: 'grant_type=client_credentials',
      });
      const rosterToken = String(((await oneRoster.json()) as Record<string, unknown>)['access_token']);
      // Act
      const without = await readMembers(contextMembershipsPath(holding.classId), null);
      const wrongKind = await readMembers(contextMembershipsPath(holding.classId), rosterToken);
      // Assess
      expect(without.status).toBe(401);
      expect(without.headers.get('www-authenticate')).toContain('Bearer');
      expect(wrongKind.status).toBe(401);
      expect(wrongKind.body['error']).toBe('invalid_token');
    });

    it("answers 404 for another school's class, an unknown class, and a school that switched the app's roster sharing off", async () => {
      // Prepare
      const token = await toolToken();
      const switchedOff = await schoolWithClass(true);
      await putRosterSwitch({
        schoolId: switchedOff.school.id,
        serviceId: SPELLING_BEE,
        sharing: false,
        updatedAt: new Date().toISOString(),
        updatedBy: 'test',
      });
      // Act
      const answers = await Promise.all(
        [other.classId, randomUUID(), switchedOff.classId].map((classId) =>
          readMembers(contextMembershipsPath(classId), token),
        ),
      );
      // Assess
      expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404]);
    });
  });
});
