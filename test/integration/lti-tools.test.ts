import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ltiEndpoints } from '../../shared/api/endpoints/lti';
import { LTI_TOOL_MESSAGES } from '../../shared/schemas/lti';
import { ClientIdTakenError, findLtiToolByClientId, getLtiTool, putLtiTool } from '../../functions/data/lti-tools';
import { EntityIdTakenError, getServiceSignOn, putServiceSignOn } from '../../functions/data/service-sign-ons';
import { DEMO_SCHOOL_ID } from '../../bin/seed/demo-profiles';
import { auditOf } from './support/audit';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { portal } from './support/portal-client';

describe("an app's LTI settings in the console", () => {
  beforeAll(() => useLocalTable());
  /** Coding Club: Coming Soon, so registering it as a tool launches nothing for the other tests. */
  const CODING_CLUB = '7';
  const settings = {
    loginUrl: 'https://coding-club.example/lti/login',
    redirectUris: ['https://coding-club.example/lti/launch'],
    jwksUrl: 'https://coding-club.example/jwks.json',
    customParameters: ['level=2'],
    schoolIds: [DEMO_SCHOOL_ID],
    platformWide: false,
  };
  const put = (body: Partial<typeof settings> & Record<string, unknown>, as: 'staff' | 'teleStaff' = 'staff') =>
    callEndpoint(ltiEndpoints.putLtiTool, { params: { serviceId: CODING_CLUB }, body: { ...settings, ...body }, as });

  it('shows what to paste into a tool, and registers one: client_id and deployments issued, kept across edits', async () => {
    const before = await callEndpoint(ltiEndpoints.getLtiTool, { params: { serviceId: CODING_CLUB }, as: 'staff' });
    expect(before.status).toBe(200);
    expect(before.data.platform).toEqual({
      issuer: portal().url,
      authorizationEndpoint: `${portal().url}/api/lti/authorize`,
      tokenEndpoint: `${portal().url}/oauth/token`,
      jwksUrl: `${portal().url}/api/lti/jwks.json`,
    });

    const first = await put({});
    expect(first.status, JSON.stringify(first.errors)).toBe(200);
    expect(first.data.tool).toMatchObject({
      loginUrl: settings.loginUrl,
      redirectUris: settings.redirectUris,
      customParameters: { level: '2' },
      deployments: [{ schoolId: DEMO_SCHOOL_ID }],
    });
    // Each school's deployment is labelled with the school's name in the console.
    expect(first.data.schools).toEqual([{ id: DEMO_SCHOOL_ID, name: 'Demo Primary School' }]);
    const edited = await put({
      platformWide: true,
      redirectUris: [...settings.redirectUris, 'https://coding-club.example/b'],
    });
    expect(edited.status).toBe(200);
    expect(edited.data.tool?.clientId).toBe(first.data.tool?.clientId);
    expect(edited.data.tool?.deployments).toEqual([
      { deploymentId: expect.any(String), schoolId: null },
      first.data.tool?.deployments[0],
    ]);
    expect((await getLtiTool(CODING_CLUB))?.redirectUris).toHaveLength(2);
    const read = await callEndpoint(ltiEndpoints.getLtiTool, { params: { serviceId: CODING_CLUB }, as: 'staff' });
    expect(read.data.schools).toEqual([{ id: DEMO_SCHOOL_ID, name: 'Demo Primary School' }]);
    const [registered, changed] = await Promise.all(
      (['lti.tool.register', 'lti.tool.update'] as const).map((action) =>
        auditOf(inject('demo').userIds.staff, action),
      ),
    );
    const clientId = first.data.tool?.clientId;
    expect(registered?.some((event) => event.detail['clientId'] === clientId)).toBe(true);
    expect(changed?.some((event) => event.detail['clientId'] === clientId && event.detail['deployments'] === 2)).toBe(
      true,
    );
  });

  it('refuses each fault with its field, and staff without app.integration.manage', async () => {
    const detailOf = async (body: Record<string, unknown>) => {
      const answer = await put(body);
      expect(answer.status).toBe(422);
      return { detail: answer.errors[0]?.detail, pointer: answer.errors[0]?.source?.pointer };
    };
    expect(await detailOf({ jwksUrl: null })).toEqual({
      detail: LTI_TOOL_MESSAGES.needsKeys,
      pointer: '/data/attributes/jwksUrl',
    });
    expect(await detailOf({ schoolIds: [], platformWide: false })).toEqual({
      detail: LTI_TOOL_MESSAGES.needsDeployment,
      pointer: '/data/attributes/platformWide',
    });
    expect((await detailOf({ customParameters: ['no equals'] })).detail).toBe(LTI_TOOL_MESSAGES.badCustom);
    expect((await detailOf({ jwksUrl: null, publicKey: 'not a key' })).detail).toBe(LTI_TOOL_MESSAGES.badKey);
    expect((await detailOf({ redirectUris: [] })).detail).toBe(LTI_TOOL_MESSAGES.needsRedirect);
    expect((await detailOf({ loginUrl: 'ftp://x.example' })).detail).toBe(LTI_TOOL_MESSAGES.url);
    expect(await detailOf({ schoolIds: [DEMO_SCHOOL_ID, 'no-such-school'] })).toEqual({
      detail: LTI_TOOL_MESSAGES.unknownSchool('no-such-school'),
      pointer: '/data/attributes/schoolIds',
    });
    expect((await detailOf({ schoolIds: Array.from({ length: 501 }, (_, index) => `school-${index}`) })).detail).toBe(
      LTI_TOOL_MESSAGES.tooManySchools,
    );
    expect((await put({}, 'teleStaff')).status).toBe(403);
    const unknown = await callEndpoint(ltiEndpoints.putLtiTool, {
      params: { serviceId: 'no-such-app' },
      body: settings,
      as: 'staff',
    });
    expect(unknown.status).toBe(404);
  });
  it("refuses an identifier another app holds, and releases an app's earlier one", async () => {
    // Prepare: Coding Club is a tool (the first test); Reading Rockets signs on over SAML.
    const tool = await getLtiTool(CODING_CLUB);
    const signOn = await getServiceSignOn('1');
    if (!tool || !signOn) throw new Error('Coding Club as a tool and Reading Rockets as a SAML app are needed');

    // Act / Assess: another app cannot take either identifier, and nothing of it is written.
    await expect(putLtiTool('no-such-app', tool)).rejects.toBeInstanceOf(ClientIdTakenError);
    await expect(putServiceSignOn('no-such-app', signOn)).rejects.toBeInstanceOf(EntityIdTakenError);
    expect(await getLtiTool('no-such-app')).toBeNull();
    expect(await getServiceSignOn('no-such-app')).toBeNull();

    // Act / Assess: a new client_id releases the old one, which then names no tool.
    await putLtiTool(CODING_CLUB, { ...tool, clientId: `${tool.clientId}-renamed` });
    expect(await findLtiToolByClientId(tool.clientId)).toBeNull();
    expect((await findLtiToolByClientId(`${tool.clientId}-renamed`))?.serviceId).toBe(CODING_CLUB);
    await putLtiTool(CODING_CLUB, tool);
    expect((await findLtiToolByClientId(tool.clientId))?.serviceId).toBe(CODING_CLUB);
  });
});
