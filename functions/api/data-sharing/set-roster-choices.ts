import { setRosterChoices } from '../../domain/data-sharing/roster-sharing';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { dataSharingRoutes } from './routes';

export const handler = defineHandler(dataSharingRoutes.setRosterChoices, async (input) => {
  const user = signedInUser(input);
  const actorId = input.caller?.userId ?? user.id;
  return setRosterChoices(user, actorId, input.params.schoolId, input.body, new Date());
});
