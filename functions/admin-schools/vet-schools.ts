import { vetSchools } from '../domain/staff/school-maintenance';
import { defineHandler, signedInUser } from '../platform/http-handler';
import { adminSchoolsRoutes } from './routes';

export const handler = defineHandler(adminSchoolsRoutes.vetSchools, (input) => vetSchools(signedInUser(input), input.body.schoolIds));
