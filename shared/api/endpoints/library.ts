import { serviceIdParamsSchema, serviceListResponseSchema, serviceResponseSchema } from '../../schemas/service';
import { defineEndpoint, defineEndpoints } from '../endpoint';

export const libraryEndpoints = defineEndpoints('library', {
  listServices: defineEndpoint({
    method: 'GET',
    path: '/api/services',
    summary: 'The App Library: every service, enabled or coming soon.',
    response: serviceListResponseSchema,
  }),
  getService: defineEndpoint({
    method: 'GET',
    path: '/api/services/{serviceId}',
    summary: 'One service of the library.',
    params: serviceIdParamsSchema,
    response: serviceResponseSchema,
  }),
});
