import { schoolUsageSummary } from '../../domain/app-usage/usage';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { appUsageRoutes } from './routes';

export const handler = defineHandler(appUsageRoutes.getSchoolUsage, async (input) => ({
  summary: await schoolUsageSummary(signedInUser(input), input.params.schoolId, new Date()),
}));
