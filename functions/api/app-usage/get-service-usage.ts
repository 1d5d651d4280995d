import { serviceUsage } from '../../domain/app-usage/usage';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { appUsageRoutes } from './routes';

export const handler = defineHandler(appUsageRoutes.getServiceUsage, async (input) => ({
  usage: await serviceUsage(signedInUser(input), input.params.schoolId, input.params.serviceId, new Date()),
}));
