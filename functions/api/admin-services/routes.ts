import { adminServicesEndpoints } from '../../../shared/api/endpoints/admin-services';
import { staffWith, staffWithEither } from '../../http/access';
import { defineRoutes } from '../../http/route';

/** The Apps tab (staff-console §2): whoever looks after an app's integrations or its words sees the apps. */
const APPS_TAB = staffWithEither('app.integration.manage', 'library.translate');

export const adminServicesRoutes = defineRoutes(adminServicesEndpoints, {
  listAdminServices: { access: APPS_TAB, uses: { table: 'read' } },
  getAdminService: { access: APPS_TAB, uses: { table: 'read' } },
  updateServiceTranslations: { access: staffWith('library.translate'), uses: { table: 'readwrite' } },
  getTranslationGaps: { access: staffWith('library.translate'), uses: { table: 'read' } },
});
