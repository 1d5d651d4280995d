import { updateOwnProfile } from '../../domain/me/own-account';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { meRoutes } from './routes';

export const handler = defineHandler(meRoutes.updateMyProfile, async (input) => ({
  user: await updateOwnProfile(signedInUser(input), input.body),
}));
