import { checkUsername } from '../../domain/auth/usernames';
import { defineHandler } from '../../http/http-handler';
import { authRoutes } from './routes';

export const handler = defineHandler(authRoutes.checkUsername, async ({ body, viewerIp }) => ({
  exists: await checkUsername({ username: body.username, viewerIp, now: new Date() }),
}));
