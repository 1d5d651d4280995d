import { listUserServices } from '../data/user-services';
import { defineHandler, signedInUser } from '../platform/http-handler';
import { meRoutes } from './routes';

export const handler = defineHandler(meRoutes.listMyUserServices, async (input) => ({
  userServices: await listUserServices(signedInUser(input).id),
}));
