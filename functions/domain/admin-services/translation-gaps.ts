import compiledGaps from '../../../shared/i18n/catalogues/translation-gaps.json';
import { SERVICE_TRANSLATION_LOCALES, type Service } from '../../../shared/schemas/service';
import {
  translationGapsFileSchema,
  type LanguageGaps,
  type TranslationGapsFile,
} from '../../../shared/schemas/translation-gaps';
import { listServices } from '../../data/services';

/** Written by `npm run i18n:compile` (bin/i18n/write-translation-gaps.ts) and bundled with the route. */
const COMPILED: TranslationGapsFile = translationGapsFileSchema.parse(compiledGaps);

function appGaps(
  services: readonly Service[],
  locale: (typeof SERVICE_TRANSLATION_LOCALES)[number],
): LanguageGaps['apps'] {
  return services.flatMap((service) => {
    const missing = (['name', 'description'] as const).filter((field) => !service.translations?.[locale]?.[field]);
    return missing.length ? [{ id: service.id, name: service.name, missing }] : [];
  });
}

/**
 * What each language other than English lacks (library.translate): its catalogue entries without
 * a text, the apps without their name or description in it, the static pages without a version
 * in it. Each of those shows English meanwhile (docs/using/languages.md).
 */
export async function translationGaps(
  services: readonly Service[] | null = null,
  compiled: TranslationGapsFile = COMPILED,
): Promise<LanguageGaps[]> {
  const apps = services ?? (await listServices());
  const totalMessages = Object.values(compiled.englishMessages).reduce((sum, count) => sum + count, 0);
  return SERVICE_TRANSLATION_LOCALES.map((locale) => {
    const parts = Object.entries(compiled.catalogues[locale] ?? {})
      .filter(([, missing]) => missing > 0)
      .map(([part, missing]) => ({ part, missing }));
    return {
      locale,
      missingMessages: parts.reduce((sum, part) => sum + part.missing, 0),
      totalMessages,
      parts,
      apps: appGaps(apps, locale),
      pages: compiled.pages.filter((page) => !page.languages.includes(locale)).map((page) => page.name),
    };
  });
}
