import { syncReportCsv } from '../../domain/data-link/data-link';
import { defineFileHandler } from '../../http/http-handler';
import { dataLinkRoutes } from './routes';

export const handler = defineFileHandler(dataLinkRoutes.exportSyncReport, (input) => syncReportCsv(input.params.schoolId));
