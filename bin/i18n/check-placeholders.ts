/**
 * The catalogue check of `npm run lint` beside Lingui's own (sync, missing): every translation is
 * ICU MessageFormat that parses, and names the same placeholders as its English (a translation
 * that drops `{name}` or invents `{nom}` would show the wrong words or none). Prints each fault
 * and exits 1 when there is one.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { LOCALES, SOURCE_LOCALE } from '../../shared/i18n/locales';
import { translationFault } from './translation-fault';

const CATALOGUES = path.resolve(import.meta.dirname, '../../shared/i18n/catalogues');
const po = formatter({ lineNumbers: false });

async function catalogue(locale: string, file: string) {
  const text = await readFile(path.join(CATALOGUES, locale, file), 'utf8');
  return po.parse(text, { locale, sourceLocale: SOURCE_LOCALE, filename: file });
}

const faults: string[] = [];
const parts = (await readdir(path.join(CATALOGUES, SOURCE_LOCALE))).filter((file) => file.endsWith('.po'));
for (const part of parts) {
  const english = await catalogue(SOURCE_LOCALE, part);
  for (const locale of LOCALES.filter((code) => code !== SOURCE_LOCALE)) {
    for (const [id, entry] of Object.entries(await catalogue(locale, part))) {
      if (!entry.translation) continue;
      const source = english[id]?.message ?? entry.message ?? id;
      const fault = translationFault(source, entry.translation);
      if (fault) faults.push(`${locale}/${part}: the translation of "${source}" ${fault}`);
    }
  }
}

for (const fault of faults) console.error(fault);
console.log(
  faults.length === 0
    ? `catalogues: every translation parses and names its English placeholders (${parts.length} parts, ${LOCALES.length} languages)`
    : `catalogues: ${faults.length} fault(s)`,
);
process.exitCode = faults.length === 0 ? 0 : 1;
