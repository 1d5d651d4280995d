import { listHandOverTeachers } from '../../domain/classes/classes';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { classesRoutes } from './routes';

export const handler = defineHandler(classesRoutes.listHandOverTeachers, async (input) =>
  listHandOverTeachers(signedInUser(input), input.params.classGroupId),
);
