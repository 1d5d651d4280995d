import { setSchoolVisibility } from '../domain/staff/school-maintenance';
import { defineHandler, signedInUser } from '../platform/http-handler';
import { adminSchoolsRoutes } from './routes';

export const handler = defineHandler(adminSchoolsRoutes.setSchoolVisibility, (input) => setSchoolVisibility(signedInUser(input), input.body));
