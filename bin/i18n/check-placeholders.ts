/**
 * The catalogue check of `npm run lint` beside Lingui's own (sync, missing): every translation is
 * ICU MessageFormat that parses, and names the same placeholders as its English (a translation
 * that drops `{name}` or invents `{nom}` would show the wrong words or none). Prints each fault
 * and exits 1 when there is one.
 */
import { LOCALES, SOURCE_LOCALE } from '../../shared/i18n/locales';
import { partFiles, readPart as catalogue } from './catalogue-files';
import { translationFault } from './translation-fault';

const faults: string[] = [];
const parts = await partFiles();
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
