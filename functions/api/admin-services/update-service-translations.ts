import { prerenderRequests } from '../../adapters/prerender-requests';
import { updateServiceTranslations } from '../../domain/admin-services/admin-services';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { adminServicesRoutes } from './routes';

export const handler = defineHandler(adminServicesRoutes.updateServiceTranslations, async (input) => ({
  service: await updateServiceTranslations(
    signedInUser(input),
    input.params.serviceId,
    input.body,
    prerenderRequests(),
  ),
}));
