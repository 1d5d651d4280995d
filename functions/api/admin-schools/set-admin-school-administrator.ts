import { changeSchoolAdministrator } from '../../domain/admin-schools/school-teachers';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { adminSchoolsRoutes } from './routes';

export const handler = defineHandler(adminSchoolsRoutes.setAdminSchoolAdministrator, (input) =>
  changeSchoolAdministrator(signedInUser(input), input.params.schoolId, input.params.teacherId, input.body.admin),
);
