import { addStudents } from '../../domain/classes/classes';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { classesRoutes } from './routes';

export const handler = defineHandler(classesRoutes.addStudents, (input) =>
  addStudents(signedInUser(input), input.params.classGroupId, input.body.studentIds, new Date()),
);
