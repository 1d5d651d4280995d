import { answerTokenRequest } from '../../domain/oneroster/auth/token-endpoint';
import { defineOAuthHandler } from '../../http/oauth-handler';
import { onerosterAuthRoutes } from './routes';

export const handler = defineOAuthHandler(onerosterAuthRoutes.requestToken, (input) =>
  answerTokenRequest({ ...input, now: new Date() }),
);
