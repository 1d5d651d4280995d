import { currentSystemAlerts } from '../../domain/content/system-alerts';
import { defineHandler } from '../../http/http-handler';
import { contentRoutes } from './routes';

export const handler = defineHandler(contentRoutes.listSystemAlerts, async () => ({ systemAlerts: await currentSystemAlerts(new Date()) }));
