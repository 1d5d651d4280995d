import { listMyClasses } from '../../domain/classes/classes';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { classesRoutes } from './routes';

export const handler = defineHandler(classesRoutes.listMyClasses, async (input) => listMyClasses(signedInUser(input)));
