import { removeStudents } from '../../domain/classes/classes';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { classesRoutes } from './routes';

export const handler = defineHandler(classesRoutes.removeStudents, (input) =>
  removeStudents(signedInUser(input), input.params.classGroupId, input.body.studentIds),
);
