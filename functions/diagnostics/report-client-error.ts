import { recordDebugMessage } from '../domain/debug-messages';
import { defineHandler } from '../platform/http-handler';
import { diagnosticsRoutes } from './routes';

export const handler = defineHandler(diagnosticsRoutes.reportClientError, async ({ body, sourceIp }) =>
  recordDebugMessage(body, { sourceIp, clock: () => new Date() }),
);
