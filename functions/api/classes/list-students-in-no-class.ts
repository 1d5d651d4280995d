import { studentsInNoClass } from '../../domain/classes/classes';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { classesRoutes } from './routes';

export const handler = defineHandler(classesRoutes.listStudentsInNoClass, (input) =>
  studentsInNoClass(signedInUser(input), input.params.schoolId),
);
