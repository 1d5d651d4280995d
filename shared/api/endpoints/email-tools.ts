import * as z from 'zod/mini';
import {
  emailCheckSchema,
  emailListFilterSchema,
  emailStatsResponseSchema,
  suppressionCheckSchema,
  suppressionListQuerySchema,
  suppressionRemovedSchema,
} from '../../schemas/email-tools';
import { exportDownloadSchema, exportIdParamsSchema, exportJobResponseSchema } from '../../schemas/exports';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/** The Emails tab and Check Suppression (staff-console §2 Emails and Users, §7). */
export const emailToolsEndpoints = defineEndpoints('email-tools', {
  startEmailListExport: defineEndpoint({
    method: 'POST',
    path: '/api/admin/email-list',
    summary:
      'Export the contact e-mail list (email): by role (All, Teachers & School Admins, Parents, School Admins Only), last sign-in range or Never Signed-In, and created range. Runs as an export job (201 with the job) that writes the CSV to the exports bucket; poll GET /api/jobs/{jobId}, then ask for the file.',
    body: emailListFilterSchema,
    response: exportJobResponseSchema,
    successStatus: 201,
  }),
  getEmailListFile: defineEndpoint({
    method: 'GET',
    path: '/api/admin/email-list/{jobId}/file',
    summary:
      "A short-lived link to the caller's finished e-mail list (email): 404 for another's export, 409 before it is done.",
    params: exportIdParamsSchema,
    response: exportDownloadSchema,
  }),
  exportSuppressionList: defineEndpoint({
    method: 'GET',
    path: '/api/admin/amazon-suppression-list',
    summary:
      "The SES account's suppression list as CSV (email.suppression-list.read): all, or only bounces or complaints (reason).",
    query: suppressionListQuerySchema,
    response: z.string(),
    produces: 'text/csv',
  }),
  checkSuppression: defineEndpoint({
    method: 'POST',
    path: '/api/admin/check-amazon-suppression-list',
    summary:
      "Check Suppression (email.suppression-list.read): whether the address is on the SES account's suppression list, the reason and since when.",
    body: emailCheckSchema,
    response: suppressionCheckSchema,
    retry: 'safe',
  }),
  removeSuppression: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/amazon-suppression-list',
    summary:
      "Remove from suppression list (email.suppression-list.read): takes the address off the SES account's suppression list, so SES mails it again (audited); 404 when it is not on the list.",
    body: emailCheckSchema,
    response: suppressionRemovedSchema,
  }),
  getEmailStats: defineEndpoint({
    method: 'GET',
    path: '/api/admin/email-stats',
    summary:
      "The bounce chart's points (email.send-stats.read): per day of the last 14, the delivery attempts, the bounces and the complaints (SES's sending metrics), from which the page shows the bounce and complaint rates.",
    response: emailStatsResponseSchema,
  }),
});
