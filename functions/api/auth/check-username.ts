import { checkUsername } from '../../domain/auth/usernames';
import { defineHandler } from '../../http/http-handler';
import { authRoutes } from './routes';

export const handler = defineHandler(authRoutes.checkUsername, async ({ body, sourceIp }) => ({
  exists: await checkUsername({ username: body.username, sourceIp, now: new Date() }),
}));
