import { grantSchoolAccess } from '../../domain/school-grants/school-grants';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { schoolGrantsRoutes } from './routes';

export const handler = defineHandler(schoolGrantsRoutes.grantSchoolTrial, (input) =>
  grantSchoolAccess(signedInUser(input), input.params.schoolId, input.body.serviceId, {
    kind: 'trial',
    endDate: input.body.endDate,
  }),
);
