import { grantSchoolAccess } from '../../domain/school-grants/school-grants';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { schoolGrantsRoutes } from './routes';

export const handler = defineHandler(schoolGrantsRoutes.grantSchoolSubscription, (input) =>
  grantSchoolAccess(signedInUser(input), input.params.schoolId, input.body.serviceId, {
    kind: 'subscription',
    endDate: input.body.endDate,
  }),
);
