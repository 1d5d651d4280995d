import { endpoints } from '../../shared/api/endpoints';
import { listUserServices } from '../data/user-services';
import { defineHandler, signedInUser } from '../platform/http-handler';

export const handler = defineHandler(endpoints.listMyUserServices, async (input) => ({
  userServices: await listUserServices(signedInUser(input).id),
}));
