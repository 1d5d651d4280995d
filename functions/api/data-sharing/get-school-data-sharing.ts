import { schoolDataSharing } from '../../domain/data-sharing/report';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { dataSharingRoutes } from './routes';

export const handler = defineHandler(dataSharingRoutes.getSchoolDataSharing, async (input) => {
  const user = signedInUser(input);
  return {
    report: await schoolDataSharing(user, input.caller?.userId ?? user.id, input.params.schoolId, new Date()),
  };
});
