import {
  systemAlertDeletedSchema,
  systemAlertIdParamsSchema,
  systemAlertInputSchema,
  systemAlertListResponseSchema,
  systemAlertResponseSchema,
} from '../../schemas/content';
import { defineEndpoint, defineEndpoints } from '../endpoint';

export const contentEndpoints = defineEndpoints('content', {
  listSystemAlerts: defineEndpoint({
    method: 'GET',
    path: '/api/system-alerts',
    summary: 'The system alerts in force now, most severe first, then the latest to start first.',
    response: systemAlertListResponseSchema,
  }),
  listAllSystemAlerts: defineEndpoint({
    method: 'GET',
    path: '/api/admin/system-alerts',
    summary:
      "The Servers tab's system alerts (server.boot): every stored alert, past, in force and to come, the latest to start first.",
    response: systemAlertListResponseSchema,
  }),
  createSystemAlert: defineEndpoint({
    method: 'POST',
    path: '/api/admin/system-alerts',
    summary:
      'Put up a system alert (server.boot): its message, severity, when it shows and, optionally, the maintenance window it announces (both times or neither, the end after the start).',
    body: systemAlertInputSchema,
    response: systemAlertResponseSchema,
  }),
  deleteSystemAlert: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/system-alerts/{alertId}',
    summary: 'Take a system alert down for good (server.boot); 404 for an unknown alert.',
    params: systemAlertIdParamsSchema,
    response: systemAlertDeletedSchema,
  }),
});
