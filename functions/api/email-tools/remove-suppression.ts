import { mailAccount } from '../../adapters/mail-account';
import { removeSuppression } from '../../domain/email-tools/suppression';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { emailToolsRoutes } from './routes';

export const handler = defineHandler(emailToolsRoutes.removeSuppression, (input) =>
  removeSuppression(signedInUser(input), input.body.email, mailAccount()),
);
