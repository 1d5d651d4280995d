import { libraryService } from '../../domain/library/services';
import { defineHandler } from '../../http/http-handler';
import { libraryRoutes } from './routes';

export const handler = defineHandler(libraryRoutes.getService, async ({ params }) => ({
  service: await libraryService(params.serviceId),
}));
