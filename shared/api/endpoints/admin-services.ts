import {
  serviceIdParamsSchema,
  serviceListResponseSchema,
  serviceResponseSchema,
  serviceTranslationsSchema,
} from '../../schemas/service';
import { translationGapsResponseSchema } from '../../schemas/translation-gaps';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/**
 * The console's Apps tab (staff-console §2): the library's apps as stored, for the staff who look
 * after their integrations (app.integration.manage) or their words (library.translate).
 */
export const adminServicesEndpoints = defineEndpoints('admin-services', {
  listAdminServices: defineEndpoint({
    method: 'GET',
    path: '/api/admin/services',
    summary:
      'Every app of the library, enabled or not, in English with the texts staff gave it in other languages (app.integration.manage or library.translate).',
    response: serviceListResponseSchema,
  }),
  getAdminService: defineEndpoint({
    method: 'GET',
    path: '/api/admin/services/{serviceId}',
    summary:
      'One app of the library as stored: English, with its texts in other languages (app.integration.manage or library.translate); 404 when there is none.',
    params: serviceIdParamsSchema,
    response: serviceResponseSchema,
  }),
  updateServiceTranslations: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/services/{serviceId}/translations',
    summary:
      "Set an app's name and description in the portal's other languages (library.translate): the whole set, by language; an empty or missing text shows English. Audited; 404 for an unknown app.",
    params: serviceIdParamsSchema,
    body: serviceTranslationsSchema,
    response: serviceResponseSchema,
  }),
  getTranslationGaps: defineEndpoint({
    method: 'GET',
    path: '/api/admin/translations',
    summary:
      'What each language lacks (library.translate): catalogue entries without a text (counted when the catalogues were compiled), the apps without their name or description in it, and the static pages without a version in it.',
    response: translationGapsResponseSchema,
  }),
});
