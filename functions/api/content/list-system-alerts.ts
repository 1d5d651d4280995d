import { listSystemAlerts } from '../../data/system-alerts';
import { activeSystemAlerts } from '../../domain/content/system-alerts';
import { defineHandler } from '../../http/http-handler';
import { contentRoutes } from './routes';

export const handler = defineHandler(contentRoutes.listSystemAlerts, async () => ({
  systemAlerts: activeSystemAlerts(await listSystemAlerts(), new Date()),
}));
