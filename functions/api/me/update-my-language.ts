import { updateOwnLanguage } from '../../domain/me/own-account';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { meRoutes } from './routes';

export const handler = defineHandler(meRoutes.updateMyLanguage, async (input) => ({
  user: await updateOwnLanguage(signedInUser(input), input.body.language, input.acting !== null),
}));
