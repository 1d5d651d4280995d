import { serviceIdParamsSchema, serviceListResponseSchema, serviceResponseSchema } from '../../schemas/service';
import { defineEndpoints } from '../endpoint';

export const libraryEndpoints = defineEndpoints('library', {
  listServices: {
    method: 'GET',
    path: '/api/services',
    summary: 'The App Library: every service, enabled or coming soon.',
    response: serviceListResponseSchema,
  },
  getService: {
    method: 'GET',
    path: '/api/services/{serviceId}',
    summary: 'One service of the library.',
    params: serviceIdParamsSchema,
    response: serviceResponseSchema,
  },
});
