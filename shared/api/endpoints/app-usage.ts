import * as z from 'zod/mini';
import { schoolIdParamsSchema } from '../../schemas/schools';
import {
  schoolServiceParamsSchema,
  schoolUsageSummaryResponseSchema,
  serviceUsageResponseSchema,
} from '../../schemas/app-usage';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/** Seat and usage insight for a school's administrators and staff (beyond the spec). */
export const appUsageEndpoints = defineEndpoints('app-usage', {
  getSchoolUsage: defineEndpoint({
    method: 'GET',
    path: '/api/schools/{schoolId}/usage',
    summary:
      'Every app the school holds or its members opened: its seats and how many students and teachers opened it in the last 30 days.',
    params: schoolIdParamsSchema,
    response: schoolUsageSummaryResponseSchema,
  }),
  getServiceUsage: defineEndpoint({
    method: 'GET',
    path: '/api/schools/{schoolId}/services/{serviceId}/usage',
    summary:
      "One app at one school: seats, students and teachers who opened it in the last 7, 30 and 90 days, who never did, and each member's last launch (students named as the school's setting allows).",
    params: schoolServiceParamsSchema,
    response: serviceUsageResponseSchema,
  }),
  exportServiceUsage: defineEndpoint({
    method: 'GET',
    path: '/api/schools/{schoolId}/services/{serviceId}/usage/csv',
    summary: 'The same members as a CSV file (formula-safe cells).',
    params: schoolServiceParamsSchema,
    response: z.string(),
    produces: 'text/csv',
  }),
});
