import { appApiCredentials } from '../../domain/oneroster/auth/api-credentials';
import { defineHandler } from '../../http/http-handler';
import { onerosterAuthRoutes } from './routes';

export const handler = defineHandler(onerosterAuthRoutes.listApiCredentials, async ({ params }) => ({
  credentials: await appApiCredentials(params.serviceId),
}));
