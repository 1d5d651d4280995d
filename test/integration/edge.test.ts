import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEBUG_MESSAGE_ADDRESS_LIMIT } from '../../functions/domain/diagnostics/debug-messages';
import { ORIGIN_VERIFY_HEADER } from '../../functions/http/origin-check';
import { VIEWER_ADDRESS_HEADER } from '../../functions/http/viewer-address';
import { RATE_LIMITED_RESPONSE, USER_POOL_RATE_RULES, addressLimit } from '../../lib-infra/edge/rate-rules';
import { contactEndpoints } from '../../shared/api/endpoints/contact';
import { diagnosticsEndpoints } from '../../shared/api/endpoints/diagnostics';
import { studentsEndpoints } from '../../shared/api/endpoints/students';
import { TOO_MANY_DEBUG_MESSAGES } from '../../shared/schemas/diagnostics';
import { auditOf } from './support/audit';
import { postJsonFrom as postFrom } from './support/from-address';
import { useLocalTable } from './support/local-table';
import { fillWindow, inOneWindow } from './support/rate-windows';
import { portal, uniqueEmail } from './support/portal-client';

/** Two viewers on this machine (Linux routes all of 127.0.0.0/8 to the loopback); no other test calls from them. */
const VIEWER_A = '127.0.0.2';
const VIEWER_B = '127.0.0.3';

/** A contact message the route counts and then drops as spam (its hidden field filled in): nothing is mailed. */
function spamMessage() {
  return {
    name: 'Ada Lovelace',
    email: uniqueEmail('edge'),
    subject: 'Report Issue',
    message: 'Counted, never mailed.',
    website: 'robot',
  };
}

function aReport(message: string) {
  return { message, log: [], stack: null, url: '/library', userAgent: 'Mozilla/5.0 (test)' };
}

/**
 * The twin's front door plays CloudFront and its web ACL (ARCHITECTURE 'The edge'): every viewer
 * has budgets of their own, at the edge and in the functions, whatever a client writes in
 * CloudFront's headers.
 */
describe('the edge: the viewer’s address, the origin secret and the rate rules', () => {
  beforeAll(() => useLocalTable());

  it('gives two viewers separate budgets at the web ACL, answering its 429 past the rule', async () => {
    // Prepare
    const limit = addressLimit('contact-us').limit;
    const sent = [];
    for (let count = 0; count < limit; count += 1)
      sent.push(await postFrom(VIEWER_A, contactEndpoints.sendContactMessage.path, spamMessage()));

    // Act
    const refused = await postFrom(VIEWER_A, contactEndpoints.sendContactMessage.path, spamMessage());
    const spoofed = await postFrom(VIEWER_A, contactEndpoints.sendContactMessage.path, spamMessage(), {
      [VIEWER_ADDRESS_HEADER]: `${VIEWER_B}:40000`,
    });
    const other = await postFrom(VIEWER_B, contactEndpoints.sendContactMessage.path, spamMessage());

    // Assess
    expect(sent.map((answer) => answer.status)).toEqual(sent.map(() => 201));
    expect([refused.status, refused.json]).toEqual([429, JSON.parse(RATE_LIMITED_RESPONSE.body)]);
    expect([spoofed.status, spoofed.json]).toEqual([429, JSON.parse(RATE_LIMITED_RESPONSE.body)]);
    expect(other.status).toBe(201);
  });

  it('gives two viewers separate budgets in the functions, and a spoofed CloudFront-Viewer-Address changes nothing', async () => {
    // Prepare: viewer A's own budget of client error reports, used up as the route counts it
    await inOneWindow(DEBUG_MESSAGE_ADDRESS_LIMIT.windowMs, 30_000);
    await fillWindow(DEBUG_MESSAGE_ADDRESS_LIMIT, VIEWER_A);
    const path = diagnosticsEndpoints.reportClientError.path;

    // Act
    const refused = await postFrom(VIEWER_A, path, aReport('viewer A, one too many'));
    const spoofedAway = await postFrom(VIEWER_A, path, aReport('viewer A posing as B'), {
      [VIEWER_ADDRESS_HEADER]: `${VIEWER_B}:40000`,
    });
    const other = await postFrom(VIEWER_B, path, aReport('viewer B'));
    const spoofedInto = await postFrom(VIEWER_B, path, aReport('viewer B posing as A'), {
      [VIEWER_ADDRESS_HEADER]: `${VIEWER_A}:40000`,
    });

    // Assess
    expect([refused.status, refused.json.errors?.[0]?.detail]).toEqual([429, TOO_MANY_DEBUG_MESSAGES]);
    expect([spoofedAway.status, spoofedAway.json.errors?.[0]?.detail]).toEqual([429, TOO_MANY_DEBUG_MESSAGES]);
    expect(other.status).toBe(201);
    expect(spoofedInto.status).toBe(201);
  });

  it('applies the user pool web ACL’s rules at /cognito by the caller’s address, with the same 429', async () => {
    // Prepare: reset codes asked for a name nobody has, up to the rule's limit
    const rule = USER_POOL_RATE_RULES.find((candidate) => candidate.name === 'password-reset-mail');
    const forgot = (viewer: string) =>
      postFrom(
        viewer,
        '/cognito/',
        { ClientId: portal().userPoolClientId, Username: `nobody-${randomUUID()}` },
        {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.ForgotPassword',
        },
      );
    const answers = [];
    for (let count = 0; count < (rule?.limit ?? 0); count += 1) answers.push((await forgot(VIEWER_A)).status);

    // Act
    const refused = await forgot(VIEWER_A);
    const other = await forgot(VIEWER_B);

    // Assess
    expect(answers).not.toContain(429);
    expect([refused.status, refused.json]).toEqual([429, JSON.parse(RATE_LIMITED_RESPONSE.body)]);
    expect(other.status).not.toBe(429);
  });

  it('always adds its own origin secret, so the function believes the viewer’s address and the audit records it', async () => {
    // Prepare: a webinar code no class has, looked up with a secret and an address the client made up
    const classCode = `EDGE${randomUUID().slice(0, 6).toUpperCase()}`;

    // Act
    const answer = await postFrom(
      VIEWER_B,
      studentsEndpoints.webinarLookup.path,
      { classCode, schoolKey: 'nobody@webinar.example' },
      { [ORIGIN_VERIFY_HEADER]: 'made-up-by-the-client', [VIEWER_ADDRESS_HEADER]: '198.51.100.7:1234' },
    );

    // Assess: the function ran (not 403 'Call the portal through its site address'), and named the viewer
    expect(answer.status).toBe(404);
    const recorded = await auditOf(`anonymous:${VIEWER_B}`, 'webinar.lookup');
    expect(recorded.map((event) => (event.detail as { classCode?: string }).classCode)).toContain(classCode);
  });
});
