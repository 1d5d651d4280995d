import { createClassGroup } from '../../domain/classes/classes';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { classesRoutes } from './routes';

export const handler = defineHandler(classesRoutes.createClassGroup, async (input) => ({
  classGroup: await createClassGroup(signedInUser(input), input.body, { now: new Date() }),
}));
