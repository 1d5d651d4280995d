import { libraryAccessOf } from '../../domain/children/app-sharing';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { meRoutes } from './routes';

export const handler = defineHandler(meRoutes.listMyUserServices, (input) => libraryAccessOf(signedInUser(input)));
