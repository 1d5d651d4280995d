import { schoolGrantsEndpoints } from '../../../shared/api/endpoints/school-grants';
import { staffWith } from '../../http/access';
import { defineRoutes } from '../../http/route';

/** The school page's Subscriptions section: reading needs school.read; each grant its own permission (staff-console §6). */
export const schoolGrantsRoutes = defineRoutes(schoolGrantsEndpoints, {
  listSchoolServicePanels: { access: staffWith('school.read'), uses: { table: 'read' } },
  grantSchoolSubscription: { access: staffWith('school.subscription.update'), uses: { table: 'readwrite' } },
  grantSchoolTrial: { access: staffWith('school.trial.update'), uses: { table: 'readwrite' } },
  grantSchoolPerpetual: { access: staffWith('school.subscription.update'), uses: { table: 'readwrite' } },
});
