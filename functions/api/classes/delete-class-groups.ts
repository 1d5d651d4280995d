import { deleteClassGroups } from '../../domain/classes/classes';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { classesRoutes } from './routes';

export const handler = defineHandler(classesRoutes.deleteClassGroups, (input) =>
  deleteClassGroups(signedInUser(input), input.params.schoolId, input.body.classGroupIds, new Date()),
);
