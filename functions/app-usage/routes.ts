import { appUsageEndpoints } from '../../shared/api/endpoints/app-usage';
import { APP_USAGE_MESSAGES } from '../../shared/schemas/app-usage';
import { CLASS_MESSAGES } from '../../shared/schemas/class-group';
import { classWork } from '../platform/access';
import { defineRoutes } from '../platform/route';

/** A school's administrators, and staff with school.manage (which school is decided in functions/domain/app-usage). */
const ADMINISTRATORS = classWork(CLASS_MESSAGES.noSchool, { administrators: true, notAdministrator: APP_USAGE_MESSAGES.notAdministrator });

export const appUsageRoutes = defineRoutes(appUsageEndpoints, {
  getSchoolUsage: { handler: 'app-usage/get-school-usage', access: ADMINISTRATORS, uses: { table: 'read' } },
  getServiceUsage: { handler: 'app-usage/get-service-usage', access: ADMINISTRATORS, uses: { table: 'read' } },
  exportServiceUsage: { handler: 'app-usage/export-service-usage', access: ADMINISTRATORS, uses: { table: 'read' } },
});
