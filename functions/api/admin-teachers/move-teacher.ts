import { moveTeacher } from '../../domain/admin-teachers/move-teacher';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { adminTeachersRoutes } from './routes';

export const handler = defineHandler(adminTeachersRoutes.moveTeacher, (input) =>
  moveTeacher(signedInUser(input), input.params.schoolId, input.body.usernameOrEmail),
);
