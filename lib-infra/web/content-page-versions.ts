import { readdirSync } from 'node:fs';
import path from 'node:path';
import { isStaticPageName, translatedPageEntry } from '../../shared/content-pages';
import { isLocale, SOURCE_LOCALE } from '../../shared/i18n/locales';

/**
 * The versions in other languages than English of the content folder's pages and shell fragments
 * (`html/page/<locale>/<name>.html`), as /config.json lists them (shared/schemas/web-config.ts
 * translatedContentPages). The folder is the whole truth: it is uploaded as it is at deploy, and the
 * twin serves it as it is.
 */
export function translatedContentPages(contentDir: string): string[] {
  const pages = path.join(contentDir, 'html', 'page');
  const locales = readdirSync(pages, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter(isLocale)
    .filter((locale) => locale !== SOURCE_LOCALE);
  return locales
    .flatMap((locale) =>
      readdirSync(path.join(pages, locale), { withFileTypes: true })
        .filter((file) => file.isFile() && file.name.endsWith('.html'))
        .map((file) => file.name.slice(0, -'.html'.length))
        .filter((name) => isStaticPageName(name))
        .map((name) => translatedPageEntry(locale, name)),
    )
    .sort();
}
