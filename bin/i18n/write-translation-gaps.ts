/**
 * What each language lacks, written when the catalogues are compiled (`npm run i18n:compile`) to
 * `shared/i18n/catalogues/translation-gaps.json`, which the console's missing-translations route
 * carries in its bundle: per language and catalogue part, the English messages it has no text for,
 * and the static pages of content/html/page/ with the languages each has a version in
 * (`<locale>/<name>.html`). Nothing reads a .po file at run time.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { CONTENT_DIRECTORY } from '../../shared/content-pages';
import { LOCALES, SOURCE_LOCALE } from '../../shared/i18n/locales';
import type { TranslationGapsFile } from '../../shared/schemas/translation-gaps';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CATALOGUES = path.join(ROOT, 'shared/i18n/catalogues');
const PAGES = path.join(ROOT, CONTENT_DIRECTORY, 'html/page');
const po = formatter({ lineNumbers: false });
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== SOURCE_LOCALE);

async function catalogue(locale: string, file: string) {
  const text = await readFile(path.join(CATALOGUES, locale, file), 'utf8').catch(() => '');
  return po.parse(text, { locale, sourceLocale: SOURCE_LOCALE, filename: file });
}

const gaps: TranslationGapsFile = { catalogues: {}, englishMessages: {}, pages: [] };
const parts = (await readdir(path.join(CATALOGUES, SOURCE_LOCALE))).filter((file) => file.endsWith('.po')).sort();
for (const file of parts) {
  const part = file.replace(/\.po$/, '');
  const english = Object.entries(await catalogue(SOURCE_LOCALE, file)).filter(([, entry]) => !entry.obsolete);
  gaps.englishMessages[part] = english.length;
  for (const locale of OTHER_LOCALES) {
    const own = await catalogue(locale, file);
    const missing = english.filter(([id]) => !own[id]?.translation).length;
    (gaps.catalogues[locale] ??= {})[part] = missing;
  }
}

const pageNames = (await readdir(PAGES, { withFileTypes: true }))
  .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
  .map((entry) => entry.name.replace(/\.html$/, ''))
  .sort();
for (const name of pageNames) {
  const languages: string[] = [];
  for (const locale of OTHER_LOCALES) {
    const present = await readFile(path.join(PAGES, locale, `${name}.html`)).then(
      () => true,
      () => false,
    );
    if (present) languages.push(locale);
  }
  gaps.pages.push({ name, languages });
}

await writeFile(path.join(CATALOGUES, 'translation-gaps.json'), `${JSON.stringify(gaps)}\n`);
