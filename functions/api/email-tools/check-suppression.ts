import { mailAccount } from '../../adapters/mail-account';
import { checkSuppression } from '../../domain/email-tools/suppression';
import { defineHandler } from '../../http/http-handler';
import { emailToolsRoutes } from './routes';

export const handler = defineHandler(emailToolsRoutes.checkSuppression, (input) =>
  checkSuppression(input.body.email, mailAccount()),
);
