import { defineHandler } from '../platform/http-handler';
import { systemRoutes } from './routes';

export const handler = defineHandler(systemRoutes.getTime, async () => ({ time: new Date().toISOString() }));
