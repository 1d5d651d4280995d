import { mailAccount } from '../../adapters/mail-account';
import { emailStats } from '../../domain/email-tools/suppression';
import { defineHandler } from '../../http/http-handler';
import { emailToolsRoutes } from './routes';

export const handler = defineHandler(emailToolsRoutes.getEmailStats, async () => ({
  stats: await emailStats(mailAccount()),
}));
