import { endpoints } from '../../shared/api/endpoints';
import { defineHandler } from '../platform/http-handler';

export const handler = defineHandler(endpoints.getTime, async () => ({ time: new Date().toISOString() }));
