/**
 * The catalogue check of `npm run lint` that a message reads the same in every part of a
 * language (bin/i18n/wording-conflicts.ts says why). Prints each message worded differently,
 * naming the language, the message and each part's wording, and exits 1 when there is one.
 */
import path from 'node:path';
import { LOCALES, SOURCE_LOCALE } from '../../shared/i18n/locales';
import { partFiles, readPart } from './catalogue-files';
import { describeConflict, wordingConflicts, type PartEntry } from './wording-conflicts';

async function entries(locale: string, file: string): Promise<PartEntry[]> {
  return Object.entries(await readPart(locale, file)).map(([id, entry]) => ({
    message: entry.message ?? id,
    context: entry.context,
    translation: entry.translation,
  }));
}

const faults: string[] = [];
const files = await partFiles();
for (const locale of LOCALES.filter((code) => code !== SOURCE_LOCALE)) {
  const parts: Record<string, PartEntry[]> = {};
  for (const file of files) parts[path.basename(file, '.po')] = await entries(locale, file);
  faults.push(...wordingConflicts(parts).map((conflict) => describeConflict(locale, conflict)));
}

for (const fault of faults) console.error(fault);
console.log(
  faults.length === 0
    ? `catalogues: every message reads the same in every part of its language (${files.length} parts)`
    : `catalogues: ${faults.length} message(s) worded differently in one language's parts`,
);
process.exitCode = faults.length === 0 ? 0 : 1;
