import { deleteSchool } from '../../domain/school-deletion/school-deletion';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { schoolDeletionRoutes } from './routes';

export const handler = defineHandler(schoolDeletionRoutes.deleteSchool, (input) =>
  deleteSchool(signedInUser(input), input.params.schoolId),
);
