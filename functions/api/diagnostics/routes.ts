import { diagnosticsEndpoints } from '../../../shared/api/endpoints/diagnostics';
import { PUBLIC } from '../../http/access';
import { defineRoutes } from '../../http/route';

export const diagnosticsRoutes = defineRoutes(diagnosticsEndpoints, {
  reportClientError: { access: PUBLIC, uses: { table: 'readwrite' } },
});
