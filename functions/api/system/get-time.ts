import { defineHandler } from '../../http/http-handler';
import { systemRoutes } from './routes';

export const handler = defineHandler(systemRoutes.getTime, async () => ({ time: new Date().toISOString() }));
