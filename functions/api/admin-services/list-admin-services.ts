import { adminServices } from '../../domain/admin-services/admin-services';
import { defineHandler } from '../../http/http-handler';
import { adminServicesRoutes } from './routes';

export const handler = defineHandler(adminServicesRoutes.listAdminServices, async () => ({
  services: await adminServices(),
}));
