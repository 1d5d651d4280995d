import { moveTeacher } from '../domain/staff/move-teacher';
import { defineHandler, signedInUser } from '../platform/http-handler';
import { adminTeachersRoutes } from './routes';

export const handler = defineHandler(adminTeachersRoutes.moveTeacher, (input) => moveTeacher(signedInUser(input), input.params.schoolId, input.body.usernameOrEmail));
