import { grantSchoolAccess } from '../../domain/school-grants/school-grants';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { schoolGrantsRoutes } from './routes';

export const handler = defineHandler(schoolGrantsRoutes.grantSchoolPerpetual, (input) =>
  grantSchoolAccess(signedInUser(input), input.params.schoolId, input.body.serviceId, {
    kind: 'perpetual',
    allowed: input.body.allowed,
  }),
);
