import { rotateApiSecret } from '../../domain/oneroster/auth/api-credentials';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { onerosterAuthRoutes } from './routes';

export const handler = defineHandler(onerosterAuthRoutes.rotateApiSecret, (input) =>
  rotateApiSecret(signedInUser(input), input.params.serviceId, input.params.clientId, new Date()),
);
