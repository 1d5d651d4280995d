import { emailToolsEndpoints } from '../../../shared/api/endpoints/email-tools';
import { staffWith } from '../../http/access';
import { defineRoutes } from '../../http/route';

/** The Emails tab and Check Suppression, each with its permission (staff-console §6). */
export const emailToolsRoutes = defineRoutes(emailToolsEndpoints, {
  startEmailListExport: { access: staffWith('email'), uses: { table: 'readwrite', jobs: ['export'] } },
  getEmailListFile: { access: staffWith('email'), uses: { table: 'read', exports: 'read' } },
  exportSuppressionList: {
    access: staffWith('email.suppression-list.read'),
    uses: { table: 'readwrite', sesAccount: ['ses:ListSuppressedDestinations'] },
  },
  checkSuppression: {
    access: staffWith('email.suppression-list.read'),
    uses: { table: 'read', sesAccount: ['ses:GetSuppressedDestination'] },
  },
  removeSuppression: {
    access: staffWith('suppression-list.remove'),
    uses: { table: 'readwrite', sesAccount: ['ses:GetSuppressedDestination', 'ses:DeleteSuppressedDestination'] },
  },
  getEmailStats: {
    access: staffWith('email.send-stats.read'),
    uses: { table: 'read', sesAccount: ['ses:BatchGetMetricData'] },
  },
});
