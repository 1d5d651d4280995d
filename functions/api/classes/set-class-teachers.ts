import { setClassTeachers } from '../../domain/classes/classes';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { classesRoutes } from './routes';

export const handler = defineHandler(classesRoutes.setClassTeachers, async (input) => ({
  classGroup: await setClassTeachers(signedInUser(input), input.params.classGroupId, input.body.teacherIds, new Date()),
}));
