/** The `.po` parts of the catalogues as Lingui reads them, for the catalogue checks of `npm run lint`. */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { SOURCE_LOCALE } from '../../shared/i18n/locales';

const CATALOGUES = path.resolve(import.meta.dirname, '../../shared/i18n/catalogues');
const po = formatter({ lineNumbers: false });

/** The file names of every part (`common.po`, …), as the source language has them. */
export async function partFiles(): Promise<string[]> {
  return (await readdir(path.join(CATALOGUES, SOURCE_LOCALE))).filter((file) => file.endsWith('.po'));
}

/** One part of a language's catalogue, keyed by message id. */
export async function readPart(locale: string, file: string) {
  const text = await readFile(path.join(CATALOGUES, locale, file), 'utf8');
  return po.parse(text, { locale, sourceLocale: SOURCE_LOCALE, filename: file });
}
