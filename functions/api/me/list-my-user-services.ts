import { userServicesOf } from '../../domain/school-access/user-services';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { meRoutes } from './routes';

export const handler = defineHandler(meRoutes.listMyUserServices, async (input) => ({
  userServices: await userServicesOf(signedInUser(input)),
}));
