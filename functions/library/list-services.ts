import { endpoints } from '../../shared/api/endpoints';
import { listServices } from '../data/services';
import { defineHandler } from '../platform/http-handler';

export const handler = defineHandler(endpoints.listServices, async () => ({ services: await listServices() }));
