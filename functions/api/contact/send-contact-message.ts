import { mailSender, supportAddress } from '../../adapters/mail';
import { sendContactMessage } from '../../domain/contact/contact-messages';
import { defineHandler } from '../../http/http-handler';
import { logger } from '../../platform/logger';
import { contactRoutes } from './routes';

export const handler = defineHandler(contactRoutes.sendContactMessage, async ({ body, viewerIp }) =>
  sendContactMessage(body, {
    viewerIp,
    mail: mailSender(),
    supportAddress: supportAddress(),
    clock: () => new Date(),
    onSpam: (reason) => logger.warn('Contact message refused as spam; answered as sent', { reason, viewerIp }),
  }),
);
