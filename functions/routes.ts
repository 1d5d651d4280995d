import { actingAsRoutes } from './acting-as/routes';
import { authRoutes } from './auth/routes';
import { childrenRoutes } from './children/routes';
import { classesRoutes } from './classes/routes';
import { contactRoutes } from './contact/routes';
import { contentRoutes } from './content/routes';
import { countriesRoutes } from './countries/routes';
import { diagnosticsRoutes } from './diagnostics/routes';
import { libraryRoutes } from './library/routes';
import { meRoutes } from './me/routes';
import { passwordRoutes } from './password/routes';
import { samlRoutes } from './saml/routes';
import { samlImportsRoutes } from './saml-imports/routes';
import { schoolSettingsRoutes } from './school-settings/routes';
import { schoolsRoutes } from './schools/routes';
import { sessionRoutes } from './session/routes';
import { studentsRoutes } from './students/routes';
import { checkRouteTable, type Route } from './platform/route';
import { studentDocumentsRoutes } from './student-documents/routes';
import { systemRoutes } from './system/routes';
import { teachersRoutes } from './teachers/routes';
import { jobsRoutes } from './jobs/routes';
import { studentImportRoutes } from './student-import/routes';
import { subscriptionsRoutes } from './subscriptions/routes';
import { paymentsRoutes } from './payments/routes';
import { vouchersRoutes } from './vouchers/routes';
import { staffRolesRoutes } from './staff-roles/routes';
import { adminSchoolsRoutes } from './admin-schools/routes';
import { schoolGrantsRoutes } from './school-grants/routes';
import { adminTeachersRoutes } from './admin-teachers/routes';
import { schoolMergeRoutes } from './school-merge/routes';
import { dataLinkRoutes } from './data-link/routes';
import { emailToolsRoutes } from './email-tools/routes';
import { serversRoutes } from './servers/routes';
import { statsReportsRoutes } from './stats-reports/routes';
import { userChecksRoutes } from './user-checks/routes';
import { appLaunchRoutes } from './app-launch/routes';
import { appUsageRoutes } from './app-usage/routes';

export type { Route } from './platform/route';

/**
 * The route table: every area's routes (functions/<area>/routes.ts) joined. CDK makes one Lambda
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
  ...Object.values(appLaunchRoutes),
  ...Object.values(appUsageRoutes),
];
checkRouteTable(routes);

export function routeById(id: string): Route {
  const route = routes.find((candidate) => candidate.endpoint.id === id);
  if (!route) throw new Error(`No route ${id} in the route table`);
  return route;
}
