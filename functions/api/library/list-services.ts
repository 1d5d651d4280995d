import { libraryServices } from '../../domain/library/services';
import { defineHandler } from '../../http/http-handler';
import { libraryRoutes } from './routes';

export const handler = defineHandler(libraryRoutes.listServices, async () => ({ services: await libraryServices() }));
