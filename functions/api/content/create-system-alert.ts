import { createSystemAlert } from '../../domain/content/system-alerts';
import { defineHandler } from '../../http/http-handler';
import { contentRoutes } from './routes';

export const handler = defineHandler(contentRoutes.createSystemAlert, async ({ body }) => ({
  systemAlert: await createSystemAlert(body),
}));
