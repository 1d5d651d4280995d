import { unassignTeacher } from '../../domain/classes/classes';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { classesRoutes } from './routes';

export const handler = defineHandler(classesRoutes.unassignTeacher, async (input) => ({
  classGroup: await unassignTeacher(signedInUser(input), input.params.classGroupId, input.body, new Date()),
}));
