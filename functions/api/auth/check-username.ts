import { findUserIdByUsername } from '../../data/usernames';
import { defineHandler } from '../../http/http-handler';
import { authRoutes } from './routes';

export const handler = defineHandler(authRoutes.checkUsername, async ({ body }) => ({
  exists: (await findUserIdByUsername(body.username)) !== null,
}));
