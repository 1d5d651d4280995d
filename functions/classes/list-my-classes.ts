import { listMyClasses } from '../domain/classes/classes';
import { defineHandler, signedInUser } from '../platform/http-handler';
import { classesRoutes } from './routes';

export const handler = defineHandler(classesRoutes.listMyClasses, async (input) => listMyClasses(signedInUser(input)));
