import {
  SERVICE_NOT_FOUND_MESSAGE,
  SERVICE_TRANSLATION_LOCALES,
  type Service,
  type ServiceTranslations,
} from '../../../shared/schemas/service';
import type { SessionUser } from '../../../shared/schemas/user';
import { getService, listServices, setServiceTranslations } from '../../data/services';
import { NotFoundError } from '../../platform/errors';
import { recordAudit } from '../core/audit/audit';
import type { PrerenderRequests } from '../../adapters/prerender-requests/port';

/** The Apps tab's list (staff-console §2): every app as stored, English with its other languages, by name. */
export function adminServices(): Promise<Service[]> {
  return listServices();
}

/** One app as stored, for its page in the console; 404 when there is none with this id. */
export async function adminService(serviceId: string): Promise<Service> {
  const service = await getService(serviceId);
  if (!service) throw new NotFoundError(SERVICE_NOT_FOUND_MESSAGE);
  return service;
}

/** The texts staff gave, trimmed: an empty one is left out (the library then shows English), and so is a language left empty. */
function filledTranslations(translations: ServiceTranslations): ServiceTranslations {
  const filled: ServiceTranslations = {};
  for (const locale of SERVICE_TRANSLATION_LOCALES) {
    const name = translations[locale]?.name?.trim();
    const description = translations[locale]?.description?.trim();
    if (name || description) filled[locale] = { ...(name ? { name } : {}), ...(description ? { description } : {}) };
  }
  return filled;
}

/**
 * Sets an app's name and description in the portal's other languages (library.translate;
 * docs/using/languages.md 'Filling in the library's texts'): the whole set at once, so a text cleared goes back to
 * English. Audited with the languages it now has. The library's pages show these texts: they are
 * prerendered again (docs/internals.md "Prerendered pages").
 */
export async function updateServiceTranslations(
  user: SessionUser,
  serviceId: string,
  translations: ServiceTranslations,
  publicPages: PrerenderRequests,
): Promise<Service> {
  const filled = filledTranslations(translations);
  const service = await setServiceTranslations(serviceId, filled);
  if (!service) throw new NotFoundError(SERVICE_NOT_FOUND_MESSAGE);
  await recordAudit({
    actorId: user.id,
    action: 'service.translations.update',
    subjectIds: [],
    schoolId: null,
    detail: { serviceId, languages: Object.keys(filled).join(',') },
  });
  await publicPages.request(`the texts of ${serviceId}`);
  return service;
}
