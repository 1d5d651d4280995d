import { adminServicesEndpoints } from '../../../shared/api/endpoints/admin-services';
import { staffWith, staffWithEither } from '../../http/access';
import { defineRoutes } from '../../http/route';

/** The Apps tab (staff-console §2): whoever looks after an app's integrations or its words sees the apps. */
const APPS_TAB = staffWithEither('app.integration.manage', 'library.translate');

export const adminServicesRoutes = defineRoutes(adminServicesEndpoints, {
  listAdminServices: { access: APPS_TAB, uses: { table: 'read' } },
  getAdminService: { access: APPS_TAB, uses: { table: 'read' } },
  // The library's pages show the texts: a save asks for them to be prerendered again.
  updateServiceTranslations: {
    access: staffWith('library.translate'),
    uses: { table: 'readwrite', prerenderedPages: 'request' },
  },
  getTranslationGaps: { access: staffWith('library.translate'), uses: { table: 'read' } },
});
