import { SERVICE_NOT_FOUND_MESSAGE } from '../../../shared/schemas/service';
import { getService } from '../../data/services';
import { NotFoundError } from '../../platform/errors';
import { defineHandler } from '../../http/http-handler';
import { libraryRoutes } from './routes';

export const handler = defineHandler(libraryRoutes.getService, async ({ params }) => {
  const service = await getService(params.serviceId);
  if (!service) throw new NotFoundError(SERVICE_NOT_FOUND_MESSAGE);
  return { service };
});
