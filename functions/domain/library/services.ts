import type { InterfaceLocale } from '../../../shared/i18n/locales';
import { SERVICE_NOT_FOUND_MESSAGE, type Service } from '../../../shared/schemas/service';
import { getService, listServices } from '../../data/services';
import { NotFoundError } from '../../platform/errors';
import { currentLocale } from '../../platform/language';

/**
 * A service in the caller's language: its name and description where staff have given them in
 * it, English otherwise (docs/using/languages.md); the other languages' words are left out.
 */
export function serviceInLanguage(service: Service, locale: InterfaceLocale): Service {
  const { translations, ...english } = service;
  const own = locale === 'en' || locale === 'pseudo' ? undefined : translations?.[locale];
  return { ...english, name: own?.name || english.name, description: own?.description || english.description };
}

/** Every service of the App Library (visitor-and-account §2 web.services), in the caller's language. */
export async function libraryServices(): Promise<Service[]> {
  const locale = currentLocale();
  return (await listServices()).map((service) => serviceInLanguage(service, locale));
}

/** One service of the library, in the caller's language; 404 when there is none with this id. */
export async function libraryService(serviceId: string): Promise<Service> {
  const service = await getService(serviceId);
  if (!service) throw new NotFoundError(SERVICE_NOT_FOUND_MESSAGE);
  return serviceInLanguage(service, currentLocale());
}
