/**
 * The functions' catalogue of each language as one JSON file (`<locale>/functions.json`: the
 * `shared`, `server` and `documents` parts), beside the compiled parts `lingui compile` wrote.
 * The functions read the file of a language when a request first asks for it, so a route's
 * bundle carries none of them (bin/build-functions.ts copies them beside each bundle).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Messages } from '@lingui/core';
import { FUNCTION_CATALOGUES } from '../../shared/i18n/catalogue-names';
import { LOCALES, PSEUDO_LOCALE } from '../../shared/i18n/locales';

export const CATALOGUE_DIR = path.resolve(import.meta.dirname, '../../shared/i18n/catalogues');

for (const locale of [...LOCALES, PSEUDO_LOCALE]) {
  const parts = await Promise.all(
    FUNCTION_CATALOGUES.map(
      async (part) =>
        ((await import(pathToFileURL(path.join(CATALOGUE_DIR, locale, `${part}.ts`)).href)) as { messages: Messages })
          .messages,
    ),
  );
  await writeFile(path.join(CATALOGUE_DIR, locale, 'functions.json'), JSON.stringify(Object.assign({}, ...parts)));
}
