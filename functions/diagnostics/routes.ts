import { diagnosticsEndpoints } from '../../shared/api/endpoints/diagnostics';
import { PUBLIC } from '../platform/access';
import { defineRoutes } from '../platform/route';

export const diagnosticsRoutes = defineRoutes(diagnosticsEndpoints, {
  reportClientError: { handler: 'diagnostics/report-client-error', access: PUBLIC, uses: { table: 'readwrite' } },
});
