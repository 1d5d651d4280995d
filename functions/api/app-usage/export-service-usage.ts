import { APP_USAGE_MESSAGES } from '../../../shared/schemas/app-usage';
import { serviceUsage, usageCsvRows } from '../../domain/app-usage/usage';
import { defineFileHandler, signedInUser } from '../../http/http-handler';
import { spreadsheetCsv } from '../../platform/spreadsheet-csv';
import { appUsageRoutes } from './routes';

const [NAME, ROLE, LAST_OPENED, LAUNCHES] = APP_USAGE_MESSAGES.csvHeader;

export const handler = defineFileHandler(appUsageRoutes.exportServiceUsage, async (input) => {
  const usage = await serviceUsage(signedInUser(input), input.params.schoolId, input.params.serviceId, new Date());
  const body = spreadsheetCsv(usageCsvRows(usage), [
    { key: 'name', header: NAME },
    { key: 'role', header: ROLE },
    { key: 'lastOpened', header: LAST_OPENED },
    { key: 'launches', header: LAUNCHES },
  ]);
  return { filename: `${usage.service.name} usage - ${usage.school.name}.csv`, body };
});
