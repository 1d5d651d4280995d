import { updateOwnProfile } from '../domain/own-account';
import { defineHandler, signedInUser } from '../platform/http-handler';
import { meRoutes } from './routes';

export const handler = defineHandler(meRoutes.updateMyProfile, async (input) => ({ user: await updateOwnProfile(signedInUser(input), input.body) }));
