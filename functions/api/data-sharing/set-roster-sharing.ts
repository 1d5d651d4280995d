import { setRosterSharing } from '../../domain/data-sharing/roster-sharing';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { dataSharingRoutes } from './routes';

export const handler = defineHandler(dataSharingRoutes.setRosterSharing, async (input) => {
  const user = signedInUser(input);
  const { schoolId, serviceId } = input.params;
  const actorId = input.caller?.userId ?? user.id;
  return setRosterSharing(user, actorId, schoolId, serviceId, input.body.sharing, new Date());
});
