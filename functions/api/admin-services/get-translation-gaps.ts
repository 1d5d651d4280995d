import { translationGaps } from '../../domain/admin-services/translation-gaps';
import { defineHandler } from '../../http/http-handler';
import { adminServicesRoutes } from './routes';

export const handler = defineHandler(adminServicesRoutes.getTranslationGaps, async () => ({
  languages: await translationGaps(),
}));
