import { changeSchoolAdminStatus } from '../../domain/teachers/teacher-accounts';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { teachersRoutes } from './routes';

export const handler = defineHandler(teachersRoutes.changeSchoolAdminStatus, (input) =>
  changeSchoolAdminStatus(signedInUser(input), input.params.schoolId, input.params.teacherId, input.body.admin),
);
