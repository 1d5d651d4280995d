import { appDataSharing } from '../../domain/data-sharing/report';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { dataSharingRoutes } from './routes';

export const handler = defineHandler(dataSharingRoutes.getAppDataSharing, async (input) => {
  const user = signedInUser(input);
  const { schoolId, serviceId } = input.params;
  return { sharing: await appDataSharing(user, input.caller?.userId ?? user.id, schoolId, serviceId, new Date()) };
});
