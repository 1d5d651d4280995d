import { grantSchoolAccess } from '../domain/staff/school-grants';
import { defineHandler, signedInUser } from '../platform/http-handler';
import { schoolGrantsRoutes } from './routes';

export const handler = defineHandler(schoolGrantsRoutes.grantSchoolPerpetual, (input) =>
  grantSchoolAccess(signedInUser(input), input.params.schoolId, input.body.serviceId, { kind: 'perpetual', allowed: input.body.allowed }),
);
