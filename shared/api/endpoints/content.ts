import { systemAlertListResponseSchema } from '../../schemas/content';
import { defineEndpoint, defineEndpoints } from '../endpoint';

export const contentEndpoints = defineEndpoints('content', {
  listSystemAlerts: defineEndpoint({
    method: 'GET',
    path: '/api/system-alerts',
    summary: 'The system alerts in force now, most severe first, then the latest to start first.',
    response: systemAlertListResponseSchema,
  }),
});
