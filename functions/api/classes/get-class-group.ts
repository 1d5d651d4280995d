import { getClassGroupDetail } from '../../domain/classes/classes';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { classesRoutes } from './routes';

export const handler = defineHandler(classesRoutes.getClassGroup, (input) =>
  getClassGroupDetail(signedInUser(input), input.params.classGroupId),
);
