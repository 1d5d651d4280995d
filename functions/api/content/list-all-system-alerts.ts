import { allSystemAlerts } from '../../domain/content/system-alerts';
import { defineHandler } from '../../http/http-handler';
import { contentRoutes } from './routes';

export const handler = defineHandler(contentRoutes.listAllSystemAlerts, async () => ({
  systemAlerts: await allSystemAlerts(),
}));
