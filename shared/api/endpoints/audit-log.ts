import * as z from 'zod/mini';
import { auditLogFilterSchema, auditLogPageSchema, auditLogQuerySchema } from '../../schemas/audit-log';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/** The Audit tab (ARCHITECTURE 'Audit trail'): the audit trail read by actor or subject and dates, and its CSV. */
export const auditLogEndpoints = defineEndpoints('audit-log', {
  listAuditLog: defineEndpoint({
    method: 'GET',
    path: '/api/admin/audit-log',
    summary:
      'The audit log (audit.read): what an actor (username) did, or what was done to a subject (username or school id), newest first, 50 a page, optionally between two UTC days.',
    query: auditLogQuerySchema,
    response: auditLogPageSchema,
  }),
  exportAuditLog: defineEndpoint({
    method: 'GET',
    path: '/api/admin/audit-log/export',
    summary:
      'The same entries as a CSV, every one of them: refused (409) when more than 10,000 match, never cut short.',
    query: auditLogFilterSchema,
    response: z.string(),
    produces: 'text/csv',
  }),
});
