import { dataSourceProviders } from '../../adapters/data-sources';
import { syncReportCsv } from '../../domain/data-link/data-link';
import { defineFileHandler } from '../../http/http-handler';
import { dataLinkRoutes } from './routes';

export const handler = defineFileHandler(dataLinkRoutes.exportSyncReport, (input) =>
  syncReportCsv(dataSourceProviders(), input.params.schoolId),
);
