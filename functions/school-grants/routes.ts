import { schoolGrantsEndpoints } from '../../shared/api/endpoints/school-grants';
import { staffWith } from '../platform/access';
import { defineRoutes } from '../platform/route';

/** The school page's Subscriptions section: reading needs school.read; each grant its own permission (staff-console §6). */
export const schoolGrantsRoutes = defineRoutes(schoolGrantsEndpoints, {
  listSchoolServicePanels: { handler: 'school-grants/list-school-service-panels', access: staffWith('school.read'), uses: { table: 'read' } },
  grantSchoolSubscription: { handler: 'school-grants/grant-school-subscription', access: staffWith('school.subscription.update'), uses: { table: 'readwrite' } },
  grantSchoolTrial: { handler: 'school-grants/grant-school-trial', access: staffWith('school.trial.update'), uses: { table: 'readwrite' } },
  grantSchoolPerpetual: { handler: 'school-grants/grant-school-perpetual', access: staffWith('school.subscription.update'), uses: { table: 'readwrite' } },
});
