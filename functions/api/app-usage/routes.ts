import { appUsageEndpoints } from '../../../shared/api/endpoints/app-usage';
import { APP_USAGE_MESSAGES } from '../../../shared/schemas/app-usage';
import { CLASS_MESSAGES } from '../../../shared/schemas/classes';
import { classWork } from '../../http/access';
import { defineRoutes } from '../../http/route';

/** A school's administrators, and staff with school.manage (which school is decided in functions/domain/app-usage). */
const ADMINISTRATORS = classWork(CLASS_MESSAGES.noSchool, {
  administrators: true,
  notAdministrator: APP_USAGE_MESSAGES.notAdministrator,
});

export const appUsageRoutes = defineRoutes(appUsageEndpoints, {
  getSchoolUsage: { access: ADMINISTRATORS, uses: { table: 'read' } },
  getServiceUsage: { access: ADMINISTRATORS, uses: { table: 'read' } },
  exportServiceUsage: { access: ADMINISTRATORS, uses: { table: 'read' } },
});
