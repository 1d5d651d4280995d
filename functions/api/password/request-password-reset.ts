import { setTimeout as wait } from 'node:timers/promises';
import { mailSender, siteUrl } from '../../adapters/mail';
import { requestPasswordReset } from '../../domain/password/password-reset';
import { defineHandler } from '../../http/http-handler';
import { passwordRoutes } from './routes';

export const handler = defineHandler(passwordRoutes.requestPasswordReset, async ({ body }) =>
  requestPasswordReset(body.username, {
    mail: mailSender(),
    siteUrl: siteUrl(),
    clock: () => new Date(),
    wait: (ms) => wait(ms),
  }),
);
