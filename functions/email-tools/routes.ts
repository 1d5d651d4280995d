import { emailToolsEndpoints } from '../../shared/api/endpoints/email-tools';
import { staffWith } from '../platform/access';
import { defineRoutes } from '../platform/route';

/** The Emails tab and Check Suppression, each with its permission (staff-console §6). */
export const emailToolsRoutes = defineRoutes(emailToolsEndpoints, {
  startEmailListExport: { handler: 'email-tools/start-email-list-export', access: staffWith('email'), uses: { table: 'readwrite', jobs: ['export'] } },
  getEmailListFile: { handler: 'email-tools/get-email-list-file', access: staffWith('email'), uses: { table: 'read', exports: 'read' } },
  exportSuppressionList: {
    handler: 'email-tools/export-suppression-list',
    access: staffWith('email.suppression-list.read'),
    uses: { table: 'readwrite', sesAccount: ['ses:ListSuppressedDestinations'] },
  },
  checkSuppression: { handler: 'email-tools/check-suppression', access: staffWith('email.suppression-list.read'), uses: { table: 'read', sesAccount: ['ses:GetSuppressedDestination'] } },
  getEmailStats: { handler: 'email-tools/get-email-stats', access: staffWith('email.send-stats.read'), uses: { table: 'read', sesAccount: ['ses:BatchGetMetricData'] } },
});
