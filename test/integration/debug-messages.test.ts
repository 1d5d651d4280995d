import { randomInt, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { listDebugMessagesOfDay, type DebugMessage } from '../../functions/data/debug-messages';
import { DEBUG_MESSAGE_ADDRESS_LIMIT } from '../../functions/domain/diagnostics/debug-messages';
import { countAttempt } from '../../functions/data/rate-limits';
import { diagnosticsEndpoints } from '../../shared/api/endpoints/diagnostics';
import { TOO_MANY_DEBUG_MESSAGES, type DebugMessageRequest } from '../../shared/schemas/diagnostics';
import { callEndpoint, detailsAt } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { portal } from './support/portal-client';
import { fillWindow, inOneWindow } from './support/rate-windows';

const { reportClientError: report } = diagnosticsEndpoints;

/** A word no other report holds, short enough to survive the scrubber (it takes out opaque strings of 32 characters or more). */
function aMarker(): string {
  return `case-${randomUUID().slice(0, 13)}`;
}

function aReport(overrides: Partial<DebugMessageRequest> = {}): DebugMessageRequest & { message: string } {
  return {
    message: `TypeError: cannot read 'name' of undefined [${aMarker()}]`,
    log: [],
    stack: null,
    url: '/library',
    userAgent: 'Mozilla/5.0 (test)',
    ...overrides,
  };
}

/** The stored reports whose message holds `marker`, on the days around the call (a test may run over midnight UTC). */
async function storedWith(marker: string): Promise<DebugMessage[]> {
  const now = Date.now();
  const days = [...new Set([new Date(now - 60_000), new Date(now)].map((at) => at.toISOString().slice(0, 10)))];
  return (await Promise.all(days.map(listDebugMessagesOfDay)))
    .flat()
    .filter((message) => message.message.includes(marker));
}

/**
 * POSTs a report from a loopback address of its own (Linux routes all of 127.0.0.0/8 to the
 * loopback), so the gateway sees a source address no other test shares.
 */
function postFrom(
  localAddress: string,
  body: unknown,
): Promise<{ status: number; json: { errors?: { detail: string }[] } }> {
  const url = new URL(report.path, portal().url);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            json: text ? (JSON.parse(text) as { errors?: { detail: string }[] }) : {},
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(JSON.stringify(body));
  });
}

beforeAll(() => useLocalTable());

describe('client error report (POST /api/debug-messages)', () => {
  it('stores the report for 30 days with query strings, emails and tokens taken out, and no user', async () => {
    // Prepare
    const marker = aMarker();
    const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl';
    const body = aReport({
      message: `Failed for ada@example.com at /auth/login?intended=/account&username=ada [${marker}]`,
      log: ['GET /api/auth/session 200', `POST /api/me with Bearer ${jwt}`, 'password=hunter2 sent'],
      stack: 'Error: boom\n    at https://portal.example/assets/index-Ab12.js?v=3:1:200',
      url: '/password/reset/ada%40example.com/6f1c2a9e0b7d4c3e8f5a1b2c3d4e5f60?x=1',
    });

    // Act
    const answer = await callEndpoint(report, { body, as: 'teacher' });

    // Assess
    expect(answer.status).toBe(201);
    const [stored, ...more] = await storedWith(marker);
    expect(more).toEqual([]);
    expect(stored).toMatchObject({
      id: answer.data.id,
      message: `Failed for [email] at /auth/login [${marker}]`,
      log: ['GET /api/auth/session 200', 'POST /api/me with Bearer [token]', 'password=[removed] sent'],
      stack: 'Error: boom\n    at https://portal.example/assets/index-Ab12.js',
      url: '/password/reset/[removed]',
      userAgent: 'Mozilla/5.0 (test)',
    });
    expect(stored).not.toHaveProperty('userId');
    const lifetime = (stored?.ttl ?? 0) * 1000 - new Date(stored?.receivedAt ?? 0).getTime();
    expect(Math.round(lifetime / (24 * 60 * 60 * 1000))).toBe(30);
  });

  it.each([
    ['message', { message: '  ' }, 'Please give the error message.'],
    ['message', { message: 'x'.repeat(2001) }, 'The message must be at most 2000 characters.'],
    ['log', { log: Array.from({ length: 51 }, () => 'line') }, 'The log must be at most 50 lines.'],
    ['stack', { stack: 's'.repeat(8001) }, 'The stack must be at most 8000 characters.'],
    ['url', { url: 'https://portal.example/library' }, 'The page address must be a path starting with /.'],
    ['userAgent', { userAgent: 'u'.repeat(501) }, 'The user agent must be at most 500 characters.'],
  ] as const)('refuses a bad %s with 422 "%s" and stores nothing', async (field, change, detail) => {
    // Prepare
    const marker = aMarker();
    const body = { ...aReport({ message: `refused [${marker}]` }), ...change };

    // Act
    const answer = await callEndpoint(report, { invalidBody: body });

    // Assess
    expect(answer.status).toBe(422);
    expect(detailsAt(answer, field)).toEqual([detail]);
    expect(await storedWith(marker)).toEqual([]);
  });

  it('refuses a log line over 500 characters, pointing at the line', async () => {
    // Act
    const answer = await callEndpoint(report, { invalidBody: aReport({ log: ['ok', 'l'.repeat(501)] }) });

    // Assess
    expect(answer.status).toBe(422);
    expect(answer.errors.map((error) => [error.source?.pointer, error.detail])).toEqual([
      ['/data/attributes/log/1', 'The log line must be at most 500 characters.'],
    ]);
  });

  it(`answers 429 once an address has sent ${DEBUG_MESSAGE_ADDRESS_LIMIT.limit} reports in the window, and stores nothing`, async () => {
    // Prepare: an address of this test's own, its window filled as the route counts
    const localAddress = `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(2, 255)}`;
    await inOneWindow(DEBUG_MESSAGE_ADDRESS_LIMIT.windowMs, 30_000);
    expect((await postFrom(localAddress, aReport())).status).toBe(201);
    const counted = await countAttempt({ ...DEBUG_MESSAGE_ADDRESS_LIMIT, limit: Infinity }, localAddress, new Date());
    expect(counted.count).toBe(2); // the report above was counted against this very address
    await fillWindow(DEBUG_MESSAGE_ADDRESS_LIMIT, localAddress);
    const marker = aMarker();

    // Act
    const answer = await postFrom(localAddress, aReport({ message: `one too many [${marker}]` }));

    // Assess
    expect(answer.status).toBe(429);
    expect(answer.json.errors?.[0]?.detail).toBe(TOO_MANY_DEBUG_MESSAGES);
    expect(await storedWith(marker)).toEqual([]);
  });
});
