import { setSchoolVisibility } from '../../domain/admin-schools/school-maintenance';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { adminSchoolsRoutes } from './routes';

export const handler = defineHandler(adminSchoolsRoutes.setSchoolVisibility, (input) =>
  setSchoolVisibility(signedInUser(input), input.body),
);
