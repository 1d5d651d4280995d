import { renameClass } from '../../domain/classes/classes';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { classesRoutes } from './routes';

export const handler = defineHandler(classesRoutes.updateClassGroup, async (input) => ({
  classGroup: await renameClass(
    signedInUser(input),
    input.params.classGroupId,
    input.body.name,
    input.body.educationalStages,
  ),
}));
