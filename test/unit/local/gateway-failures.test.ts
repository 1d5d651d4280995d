import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineEndpoints } from '../../../shared/api/endpoint';
import { PUBLIC } from '../../../functions/http/access';
import type { Route } from '../../../functions/http/route';
import { createGateway, type GatewayOptions } from '../../../lib-infra/local/gateway';

const contract = defineEndpoints('examples', {
  broken: { method: 'GET', path: '/api/broken', summary: 'A route whose function cannot load', response: z.object({}) },
});
const routes: Route[] = [{ endpoint: contract.broken, access: PUBLIC, uses: {} }];

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

async function gatewayWith(overrides: Partial<GatewayOptions>) {
  const lines: string[] = [];
  const server = createGateway({
    routes,
    loadHandler: () => Promise.reject(new Error('handler module is missing: secret detail')),
    verifyToken: async () => null,
    cognitoEndpoint: 'http://127.0.0.1:9',
    webConfig: () => {
      throw new Error('config could not be built');
    },
    web: () => {
      throw new Error('the web server failed: secret detail');
    },
    log: (line) => lines.push(line),
    ...overrides,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, lines };
}

describe('failures of the local gateway itself', () => {
  it('answers a function that fails to load with a generic 500 and logs the cause with the request id', async () => {
    // Prepare
    const { url, lines } = await gatewayWith({});

    // Act
    const response = await fetch(`${url}/api/broken`);

    // Assess
    const requestId = response.headers.get('apigw-requestid');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Internal Server Error' });
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.find((line) => line.includes('secret detail'))).toContain(requestId);
  });

  it('answers a failure of the web server with a generic 500 that hides the cause', async () => {
    // Prepare
    const { url, lines } = await gatewayWith({});

    // Act
    const response = await fetch(`${url}/library`);

    // Assess
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('secret');
    expect(
      lines.some((line) => /^\[gateway\] [0-9a-f-]{36} GET \/library failed: Error: the web server failed/.test(line)),
    ).toBe(true);
  });

  it('answers a failure while building /config.json the same way', async () => {
    const { url, lines } = await gatewayWith({});

    const response = await fetch(`${url}/config.json`);

    expect(response.status).toBe(500);
    expect(lines.some((line) => line.includes('config could not be built'))).toBe(true);
  });
});
