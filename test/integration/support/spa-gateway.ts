import type { Server } from 'node:http';
import { createGateway, type GatewayOptions } from '../../../lib-infra/local/gateway';

type WebHandler = NonNullable<GatewayOptions['web']>;

export interface SpaGateway {
  url: string;
  stop(): Promise<void>;
}

/**
 * The local gateway with only its SPA part (no route, no Cognito, no /config.json), for tests of
 * what the SPA's origin serves without a second DynamoDB Local and cognito-local. `startWeb` gets
 * the gateway's HTTP server, as the Vite dev server needs it for hot reload.
 */
export async function startSpaGateway(
  startWeb: (server: Server) => Promise<{ web: WebHandler; close?: () => Promise<void> }>,
): Promise<SpaGateway> {
  const spa: { web?: WebHandler } = {};
  const server = createGateway({
    routes: [],
    loadHandler: () => Promise.reject(new Error('This gateway serves no route')),
    verifyToken: () => Promise.resolve(null),
    cognitoEndpoint: 'http://127.0.0.1:9',
    webConfig: () => {
      throw new Error('This gateway serves no /config.json');
    },
    web: (request, response, pathname) => spa.web?.(request, response, pathname),
  });
  const started = await startWeb(server);
  spa.web = started.web;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('The gateway has no address');
  return {
    url: `http://localhost:${address.port}`,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await started.close?.();
    },
  };
}
