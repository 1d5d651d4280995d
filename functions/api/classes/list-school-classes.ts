import { listSchoolClasses } from '../../domain/classes/classes';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { classesRoutes } from './routes';

export const handler = defineHandler(classesRoutes.listSchoolClasses, (input) =>
  listSchoolClasses(signedInUser(input), input.params.schoolId),
);
