import { adminService } from '../../domain/admin-services/admin-services';
import { defineHandler } from '../../http/http-handler';
import { adminServicesRoutes } from './routes';

export const handler = defineHandler(adminServicesRoutes.getAdminService, async ({ params }) => ({
  service: await adminService(params.serviceId),
}));
