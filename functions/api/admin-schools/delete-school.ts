import { deleteSchool } from '../../domain/school-deletion/school-deletion';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { adminSchoolsRoutes } from './routes';

export const handler = defineHandler(adminSchoolsRoutes.deleteSchool, (input) =>
  deleteSchool(signedInUser(input), input.params.schoolId),
);
