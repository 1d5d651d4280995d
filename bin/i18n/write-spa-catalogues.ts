/**
 * The SPA's catalogue parts (`<locale>/spa/<part>.ts`), written from the parts `lingui compile`
 * wrote, so a page downloads only the words it can show (docs/developing.md "Adding a message or a
 * language"; docs/benchmarks.md: another language adds at most 20 kB to the first
 * page).
 *
 * - The contract's messages (the `shared` part, keyed by their English) go with the SPA part whose
 *   code imports the shared/ module that holds them: `common` takes those of the modules the first
 *   page reaches (and the lazy modules outside the features), each feature the rest of its own.
 *   A message several features import is in each of their parts; none is in `common` twice.
 * - English is the source: a message that is its own key (a plain English sentence of shared/ or
 *   lib/language/english-keyed.ts) is left out of the English parts, since translated() and
 *   useContractText() show a text no catalogue holds as it is. What English keeps are the
 *   screens' macros (keyed by a hash of their text) and the messages with values or plurals.
 */
import { readdir, mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import type { Messages } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { FEATURE_CATALOGUES, type SpaCatalogue } from '../../shared/i18n/catalogue-names';
import { LOCALES, PSEUDO_LOCALE, SOURCE_LOCALE } from '../../shared/i18n/locales';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const CATALOGUE_DIR = path.join(ROOT, 'shared/i18n/catalogues');
const FRONTEND = path.join(ROOT, 'frontend/src');
const SHARED = path.join(ROOT, 'shared');
const FEATURES = path.join(FRONTEND, 'features');

/** The modules a module imports: relative specifiers resolved to files; `import type` left out. */
function importsOf(file: string, code: string, dynamic: boolean): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier))
      specifiers.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier)
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    else if (
      dynamic &&
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      specifiers.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .flatMap((specifier) => {
      const base = path.resolve(path.dirname(file), specifier);
      const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end).find(isSourceFile);
      return found ? [found] : [];
    });
}

const isSourceFile = (file: string) => /\.tsx?$/.test(file) && existsSync(file);

/**
 * The shared/ modules reachable from `starts`: through static imports only (what a chunk loads
 * with it), or through lazy `import()` too; a module `stop` names is neither counted nor followed.
 */
async function sharedModulesFrom(
  starts: readonly string[],
  { dynamic, stop = () => false }: { dynamic: boolean; stop?: (file: string) => boolean },
): Promise<Set<string>> {
  const seen = new Set<string>();
  const pending = [...starts];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file) || (stop(file) && !starts.includes(file))) continue;
    seen.add(file);
    pending.push(...importsOf(file, await readFile(file, 'utf8'), dynamic));
  }
  return new Set(
    [...seen].filter((file) => file.startsWith(SHARED + path.sep)).map((file) => path.relative(ROOT, file)),
  );
}

async function sourceFilesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Which SPA part each shared/ module's messages go with. */
export async function sharedModulesByPart(): Promise<Map<SpaCatalogue, Set<string>>> {
  const main = path.join(FRONTEND, 'main.tsx');
  const inFeaturePart = (file: string) =>
    FEATURE_CATALOGUES.some((name) => file.startsWith(path.join(FEATURES, name) + path.sep));
  const firstPage = await sharedModulesFrom([main], { dynamic: false });
  const lazyOutsideFeatures = await sharedModulesFrom([main], { dynamic: true, stop: inFeaturePart });
  const common = new Set([...firstPage, ...lazyOutsideFeatures]);
  const parts = new Map<SpaCatalogue, Set<string>>([['common', common]]);
  for (const name of FEATURE_CATALOGUES) {
    const own = await sharedModulesFrom(await sourceFilesUnder(path.join(FEATURES, name)), { dynamic: true });
    parts.set(name, new Set([...own].filter((module) => !common.has(module))));
  }
  return parts;
}

async function compiledPart(locale: string, part: string): Promise<Messages> {
  const file = path.join(CATALOGUE_DIR, locale, `${part}.ts`);
  if (!existsSync(file)) throw new Error(`No ${path.relative(ROOT, file)}: run lingui compile first`);
  return ((await import(pathToFileURL(file).href)) as { messages: Messages }).messages;
}

/** A message that says its own key in English: nothing to look up. */
const isItsOwnKey = (id: string, message: Messages[string]) =>
  message === id || (Array.isArray(message) && message.length === 1 && message[0] === id);

/**
 * One SPA part in one language: its own messages and the contract's messages (`shared`) whose
 * modules (`modulesOf`, from the extraction) are among the part's; in English less those that
 * say their own key.
 */
export function spaPartMessages(
  locale: string,
  own: Messages,
  shared: Messages,
  modulesOf: ReadonlyMap<string, readonly string[]>,
  modules: ReadonlySet<string>,
): Messages {
  const contract = Object.entries(shared).filter(([id]) =>
    (modulesOf.get(id) ?? []).some((module) => modules.has(module)),
  );
  return Object.fromEntries(
    [...Object.entries(own), ...contract].filter(
      ([id, message]) => locale !== SOURCE_LOCALE || !isItsOwnKey(id, message),
    ),
  );
}

async function main() {
  const byPart = await sharedModulesByPart();
  // Each contract message's modules, as the extractor found them (the same in every language).
  const sharedPo = formatter({ lineNumbers: false }).parse(
    await readFile(path.join(CATALOGUE_DIR, SOURCE_LOCALE, 'shared.po'), 'utf8'),
    { locale: SOURCE_LOCALE, sourceLocale: SOURCE_LOCALE, filename: 'shared.po' },
  ) as Record<string, { origin?: [string, number?][]; obsolete?: boolean }>;
  const modulesOf = new Map(
    Object.entries(sharedPo).map(([id, entry]) => [id, (entry.origin ?? []).map(([file]) => file)]),
  );

  for (const locale of [...LOCALES, PSEUDO_LOCALE]) {
    const shared = await compiledPart(locale, 'shared');
    await mkdir(path.join(CATALOGUE_DIR, locale, 'spa'), { recursive: true });
    for (const [part, modules] of byPart) {
      const messages = spaPartMessages(locale, await compiledPart(locale, part), shared, modulesOf, modules);
      const json = JSON.stringify(messages);
      await writeFile(
        path.join(CATALOGUE_DIR, locale, 'spa', `${part}.ts`),
        `/*eslint-disable*/import type{Messages}from"@lingui/core";export const messages=JSON.parse(${JSON.stringify(json)}) as Messages;`,
      );
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
