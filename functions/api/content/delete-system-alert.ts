import { removeSystemAlert } from '../../domain/content/system-alerts';
import { defineHandler } from '../../http/http-handler';
import { contentRoutes } from './routes';

export const handler = defineHandler(contentRoutes.deleteSystemAlert, async ({ params }) => {
  await removeSystemAlert(params.alertId);
  return { deleted: true as const };
});
