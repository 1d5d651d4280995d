import { useLingui } from '@lingui/react';
import type { WebConfig } from '../../../shared/schemas/web-config';
import { webConfig } from './web-config';

/** The provider's opening hours in `locale`, as the operator wrote them for it, else the English. */
export function openingHoursIn(contact: WebConfig['contact'], locale: string): string {
  const translations: Readonly<Record<string, string | undefined>> = contact.openingHoursTranslations;
  return (Object.hasOwn(translations, locale) ? translations[locale] : undefined) ?? contact.openingHours;
}

/** The opening hours in the interface's language (the footer, Contact Us, an app's details). */
export function useOpeningHours(): string {
  const { i18n } = useLingui();
  return openingHoursIn(webConfig().contact, i18n.locale);
}
