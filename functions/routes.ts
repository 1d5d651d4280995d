import { actingAsRoutes } from './api/acting-as/routes';
import { authRoutes } from './api/auth/routes';
import { childrenRoutes } from './api/children/routes';
import { classesRoutes } from './api/classes/routes';
import { contactRoutes } from './api/contact/routes';
import { contentRoutes } from './api/content/routes';
import { countriesRoutes } from './api/countries/routes';
import { diagnosticsRoutes } from './api/diagnostics/routes';
import { libraryRoutes } from './api/library/routes';
import { meRoutes } from './api/me/routes';
import { passwordRoutes } from './api/password/routes';
import { samlRoutes } from './api/saml/routes';
import { samlImportsRoutes } from './api/saml-imports/routes';
import { schoolSettingsRoutes } from './api/school-settings/routes';
import { schoolsRoutes } from './api/schools/routes';
import { sessionRoutes } from './api/session/routes';
import { studentsRoutes } from './api/students/routes';
import { checkRouteTable, type Route } from './http/route';
import { studentDocumentsRoutes } from './api/student-documents/routes';
import { systemRoutes } from './api/system/routes';
import { teachersRoutes } from './api/teachers/routes';
import { jobsRoutes } from './api/jobs/routes';
import { studentImportRoutes } from './api/student-import/routes';
import { subscriptionsRoutes } from './api/subscriptions/routes';
import { paymentsRoutes } from './api/payments/routes';
import { vouchersRoutes } from './api/vouchers/routes';
import { staffRolesRoutes } from './api/staff-roles/routes';
import { adminSchoolsRoutes } from './api/admin-schools/routes';
import { schoolGrantsRoutes } from './api/school-grants/routes';
import { adminTeachersRoutes } from './api/admin-teachers/routes';
import { schoolMergeRoutes } from './api/school-merge/routes';
import { dataLinkRoutes } from './api/data-link/routes';
import { emailToolsRoutes } from './api/email-tools/routes';
import { serversRoutes } from './api/servers/routes';
import { statsReportsRoutes } from './api/stats-reports/routes';
import { userChecksRoutes } from './api/user-checks/routes';
import { adminUsersRoutes } from './api/admin-users/routes';
import { appLaunchRoutes } from './api/app-launch/routes';
import { appUsageRoutes } from './api/app-usage/routes';
import { auditLogRoutes } from './api/audit-log/routes';
import { dataSharingRoutes } from './api/data-sharing/routes';
import { ltiRoutes } from './api/lti/routes';
import { ltiNrpsRoutes } from './api/lti-nrps/routes';
import { onerosterRoutes } from './api/oneroster/routes';
import { adminServicesRoutes } from './api/admin-services/routes';

import { onerosterAuthRoutes } from './api/oneroster-auth/routes';

export type { Route } from './http/route';

/**
 * The route table: every area's routes (functions/api/<area>/routes.ts) joined. CDK makes one Lambda
 * per entry in its area's nested stack, the local gateway mounts the same entries, `npm run
 * openapi` documents them, and the access tests iterate them. Handlers import their own area's
 * routes, never this index, so a bundle carries only its own area's contract.
 */
export const routes: readonly Route[] = [
  ...Object.values(systemRoutes),
  ...Object.values(libraryRoutes),
  ...Object.values(countriesRoutes),
  ...Object.values(authRoutes),
  ...Object.values(sessionRoutes),
  ...Object.values(meRoutes),
  ...Object.values(passwordRoutes),
  ...Object.values(samlRoutes),
  ...Object.values(contactRoutes),
  ...Object.values(contentRoutes),
  ...Object.values(diagnosticsRoutes),
  ...Object.values(schoolsRoutes),
  ...Object.values(classesRoutes),
  ...Object.values(studentsRoutes),
  ...Object.values(studentDocumentsRoutes),
  ...Object.values(samlImportsRoutes),
  ...Object.values(schoolSettingsRoutes),
  ...Object.values(teachersRoutes),
  ...Object.values(jobsRoutes),
  ...Object.values(studentImportRoutes),
  ...Object.values(childrenRoutes),
  ...Object.values(actingAsRoutes),
  ...Object.values(subscriptionsRoutes),
  ...Object.values(paymentsRoutes),
  ...Object.values(vouchersRoutes),
  ...Object.values(staffRolesRoutes),
  ...Object.values(adminSchoolsRoutes),
  ...Object.values(schoolGrantsRoutes),
  ...Object.values(adminTeachersRoutes),
  ...Object.values(schoolMergeRoutes),
  ...Object.values(dataLinkRoutes),
  ...Object.values(emailToolsRoutes),
  ...Object.values(serversRoutes),
  ...Object.values(statsReportsRoutes),
  ...Object.values(userChecksRoutes),
  ...Object.values(adminUsersRoutes),
  ...Object.values(appLaunchRoutes),
  ...Object.values(appUsageRoutes),
  ...Object.values(auditLogRoutes),
  ...Object.values(dataSharingRoutes),
  ...Object.values(ltiRoutes),
  ...Object.values(ltiNrpsRoutes),
  ...Object.values(onerosterRoutes),
  ...Object.values(adminServicesRoutes),
  ...Object.values(onerosterAuthRoutes),
];
checkRouteTable(routes);

export function routeById(id: string): Route {
  const route = routes.find((candidate) => candidate.endpoint.id === id);
  if (!route) throw new Error(`No route ${id} in the route table`);
  return route;
}
