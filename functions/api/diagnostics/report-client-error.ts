import { recordDebugMessage } from '../../domain/diagnostics/debug-messages';
import { defineHandler } from '../../http/http-handler';
import { diagnosticsRoutes } from './routes';

export const handler = defineHandler(diagnosticsRoutes.reportClientError, async ({ body, viewerIp }) =>
  recordDebugMessage(body, { viewerIp, clock: () => new Date() }),
);
