import { defineConfig } from '@lingui/conf';
import { createBabelExtractor } from '@lingui/cli/api/extractors/babel';
import { formatter } from '@lingui/format-po';
import { sharedTextExtractor } from './bin/i18n/shared-text-extractor';
import { DOCUMENT_FOLDERS, FEATURE_CATALOGUES, FIRST_PAGE_FOLDERS } from './shared/i18n/catalogue-names';
import { SOURCE_LOCALE, LOCALES, PSEUDO_LOCALE } from './shared/i18n/locales';

/**
 * The message catalogues (docs/developing.md "Adding a message or a language"). One catalogue per
 * language, kept in parts so a page loads only the words it shows: `shared` (the contract's
 * messages, which the API answers in and the SPA's forms check with), `server` (the functions'
 * own refusals), `documents` (e-mails and printouts), `common` (the first page: shell, kit, library, sign-in) and one part per lazy
 * feature of the SPA, loaded with its routes.
 */
/**
 * `LINGUI_CATALOGUES=teacher,admin npx lingui extract` extracts and writes only those parts, so
 * people translating different areas at once do not write over each other's catalogues.
 */
const only = process.env.LINGUI_CATALOGUES?.split(',').map((name) => name.trim());
const chosen = (path: string) => !only || only.some((name) => path.endsWith(`{locale}/${name}`));

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES, PSEUDO_LOCALE],
  // The pseudo-locale finds what is not translatable yet: every message accented, 40 % longer and
  // bracketed, so text outside brackets on a screen is hard-coded.
  pseudoLocale: { locale: PSEUDO_LOCALE, prepend: '⟦', append: '⟧', extend: 0.4 },
  fallbackLocales: { default: SOURCE_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/shared/i18n/catalogues/{locale}/shared',
      include: ['<rootDir>/shared/'],
      exclude: ['<rootDir>/shared/i18n/catalogues/'],
    },
    {
      path: '<rootDir>/shared/i18n/catalogues/{locale}/server',
      include: ['<rootDir>/functions/'],
      exclude: DOCUMENT_FOLDERS.map((folder) => `<rootDir>/${folder}/`),
    },
    {
      path: '<rootDir>/shared/i18n/catalogues/{locale}/documents',
      include: DOCUMENT_FOLDERS.map((folder) => `<rootDir>/${folder}/`),
    },
    {
      path: '<rootDir>/shared/i18n/catalogues/{locale}/common',
      include: FIRST_PAGE_FOLDERS.map((folder) => `<rootDir>/frontend/src/${folder}/`),
    },
    ...FEATURE_CATALOGUES.map((name) => ({
      path: `<rootDir>/shared/i18n/catalogues/{locale}/${name}`,
      include: [`<rootDir>/frontend/src/features/${name}/`],
    })),
  ].filter((catalogue) => chosen(catalogue.path)),
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
  // The first extractor that matches a file is the only one that reads it.
  extractors: [sharedTextExtractor, createBabelExtractor()],
});
