import { adminServicesEndpoints } from '../../../../../shared/api/endpoints/admin-services';
import { defineMutation } from '../../../lib/define-mutation';
import { defineQuery } from '../../../lib/define-query';
import { ADMIN_KEY } from './keys';

const APPS_KEY = [...ADMIN_KEY, 'apps'] as const;

/** The Apps tab's list: every app as stored (English, with its texts in other languages). */
export const listAdminServices = defineQuery(adminServicesEndpoints.listAdminServices, { queryKey: APPS_KEY });

/** One app as stored: its page under the Apps tab. */
export const getAdminService = defineQuery(adminServicesEndpoints.getAdminService, {
  queryKey: [...APPS_KEY, 'app'],
});

/** Saving an app's texts answers the app as stored: its page shows it at once, and the list is read again. */
export const updateServiceTranslations = defineMutation(adminServicesEndpoints.updateServiceTranslations, {
  update: (queryClient, answer) =>
    queryClient.setQueryData(getAdminService.key({ params: { serviceId: answer.service.id } }), answer),
  invalidates: [APPS_KEY],
});

/** What each language lacks: catalogue entries, apps' texts, static pages. */
export const getTranslationGaps = defineQuery(adminServicesEndpoints.getTranslationGaps, {
  queryKey: [...APPS_KEY, 'translation-gaps'],
});
