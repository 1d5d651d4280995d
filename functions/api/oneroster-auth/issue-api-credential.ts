import { issueApiCredential } from '../../domain/oneroster/auth/api-credentials';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { onerosterAuthRoutes } from './routes';

export const handler = defineHandler(onerosterAuthRoutes.issueApiCredential, (input) =>
  issueApiCredential(signedInUser(input), input.params.serviceId, input.body.scopes, new Date()),
);
