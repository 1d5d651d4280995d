import { usernameExists } from '../../domain/auth/usernames';
import { defineHandler } from '../../http/http-handler';
import { authRoutes } from './routes';

export const handler = defineHandler(authRoutes.checkUsername, async ({ body }) => ({
  exists: await usernameExists(body.username),
}));
