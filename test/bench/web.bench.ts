/**
 * SPA benchmark: builds the SPA as `npm run build:web` does and weighs the JavaScript of the first
 * page (the entry chunk and every chunk it imports statically, which index.html preloads), raw and
 * gzip, next to the largest lazy chunks. It also looks for other areas' contracts in the first page.
 * Targets: first page < 150 kB gzip; no endpoint path of an area the first pages do not call.
 * Languages (docs/benchmarks.md, web): the first page also loads its
 * language's `common` catalogue part (frontend/src/lib/language/catalogues.ts; it holds the contract
 * messages the first page imports, bin/i18n/write-spa-catalogues.ts), a lazy chunk of its own; each
 * language's part stays within 20 kB gzip.
 */
import { spawnSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { endpoints } from '../../shared/api/endpoints';
import { LOCALES } from '../../shared/i18n/locales';
import { printTable } from './stats';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'dist/web');
const ASSETS = path.join(DIST, 'assets');
/** kB as Vite prints them: 1,000 bytes. */
const KB = 1000;
const FIRST_PAGE_GZIP_TARGET_KB = 150;
const LARGEST_LAZY_CHUNKS = 8;
const LANGUAGE_PARTS_GZIP_TARGET_KB = 20;
/** The catalogue parts every first page loads in its language (FIRST_PAGE_CATALOGUE in catalogues.ts). */
const FIRST_PAGE_CATALOGUES = ['common'];
/**
 * The areas whose calls the first page makes: the library (services, the user's user-services)
 * and the session check, whose auth contract also names registration. Every other area's contract
 * (the countries of the registration form among them) belongs in a lazy chunk.
 */
// content (the system alerts the site shell checks at start) is a lazy chunk of its own: the banner loads after the first paint.
const FIRST_PAGE_AREAS = new Set(['library', 'me', 'session']);

interface Chunk {
  file: string;
  code: string;
  raw: number;
  gzip: number;
}

async function readChunk(file: string): Promise<Chunk> {
  const bytes = await readFile(path.join(ASSETS, file));
  return { file, code: bytes.toString('utf8'), raw: bytes.length, gzip: gzipSync(bytes).length };
}

/** The chunks a chunk imports statically (`import … from "./x.js"`, `export … from`), not `import("./x.js")`. */
function staticImportsOf(code: string): string[] {
  const pattern =
    /\b(?:import|export)\s*(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*as\s*[\w$]+|\*)?\s*(?:from\s*)?["']\.\/([^"']+\.js)["']/g;
  return [...code.matchAll(pattern)].map((match) => match[1] ?? '');
}

/**
 * The module scripts of the built index.html (the entry, and the landing pages' preload script that
 * loads before it, async) and its module preloads. Every page downloads all of them.
 */
function firstPageOfHtml(html: string): { entry: string; scripts: string[]; preloads: string[] } {
  const scripts = [...html.matchAll(/<script type="module"([^>]*)\ssrc="\/assets\/([^"]+\.js)"/g)];
  const entry = scripts.find((match) => !/\basync\b/.test(match[1] ?? ''))?.[2];
  if (!entry) throw new Error('dist/web/index.html has no module entry script');
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="\/assets\/([^"]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  );
  return { entry, scripts: scripts.map((match) => match[2] ?? ''), preloads };
}

const kb = (bytes: number) => bytes / KB;

console.log('web: building the SPA (vite build --config frontend/vite.config.ts)…');
const build = spawnSync('npx', ['vite', 'build', '--config', 'frontend/vite.config.ts', '--logLevel', 'warn'], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (build.status !== 0) throw new Error('The SPA did not build');

const chunks = new Map<string, Chunk>();
for (const file of (await readdir(ASSETS)).filter((name) => name.endsWith('.js')))
  chunks.set(file, await readChunk(file));
const chunkOf = (file: string): Chunk => {
  const chunk = chunks.get(file);
  if (!chunk) throw new Error(`dist/web/assets/${file} is referenced but missing`);
  return chunk;
};

// The first page: what index.html preloads, and everything the entry reaches by static imports.
const { entry, scripts, preloads } = firstPageOfHtml(await readFile(path.join(DIST, 'index.html'), 'utf8'));
const reached = new Set<string>();
const pending = [...scripts];
while (pending.length) {
  const file = pending.pop() ?? '';
  if (reached.has(file)) continue;
  reached.add(file);
  pending.push(...staticImportsOf(chunkOf(file).code));
}
const firstPage = [...new Set([...scripts, ...preloads, ...reached])].map(chunkOf);
const unpreloaded = [...reached].filter((file) => !scripts.includes(file) && !preloads.includes(file));
const lazy = [...chunks.values()].filter((chunk) => !firstPage.includes(chunk)).sort((a, b) => b.gzip - a.gzip);
const firstRaw = firstPage.reduce((sum, chunk) => sum + chunk.raw, 0);
const firstGzip = firstPage.reduce((sum, chunk) => sum + chunk.gzip, 0);

console.log('\nFirst page JavaScript: the entry and its static imports (kB = 1,000 bytes; gzip by node:zlib)');
printTable(
  ['chunk', 'raw kB', 'gzip kB'],
  [
    ...firstPage.map((chunk) => [
      chunk.file === entry ? `${chunk.file} (entry)` : chunk.file,
      kb(chunk.raw),
      kb(chunk.gzip),
    ]),
    ['total', kb(firstRaw), kb(firstGzip)],
  ],
);

console.log(
  `\nLazy chunks: ${lazy.length}, ${kb(lazy.reduce((sum, chunk) => sum + chunk.gzip, 0)).toFixed(1)} kB gzip in all; the largest`,
);
printTable(
  ['chunk', 'raw kB', 'gzip kB'],
  lazy.slice(0, LARGEST_LAZY_CHUNKS).map((chunk) => [chunk.file, kb(chunk.raw), kb(chunk.gzip)]),
);

// Languages: the SPA's glob of compiled catalogues keeps each part's source path next to its chunk
// (`"…/catalogues/es/spa/common.ts":()=>…import("./common-….js")`), so each language's parts are found by name.
const cataloguePattern =
  /"[^"]*\/catalogues\/([^/"]+)\/spa\/([^/."]+)\.ts":\(\)=>[\w$]*\(?\(\)=>import\([`"']\.\/([^`"']+\.js)[`"']\)/g;
const catalogueChunks = new Map<string, string>();
for (const chunk of firstPage)
  for (const [, locale, part, file] of chunk.code.matchAll(cataloguePattern))
    catalogueChunks.set(`${locale}/${part}`, file ?? '');
const languages = LOCALES.map((locale) => {
  const files = FIRST_PAGE_CATALOGUES.map((part) => catalogueChunks.get(`${locale}/${part}`));
  const missing = FIRST_PAGE_CATALOGUES.filter((_, index) => !files[index]);
  // A part's chunk and whatever it imports that the first page does not have already.
  const added = new Set<string>();
  const pendingParts = files.filter((file): file is string => Boolean(file));
  while (pendingParts.length) {
    const file = pendingParts.pop() ?? '';
    if (added.has(file) || firstPage.some((chunk) => chunk.file === file)) continue;
    added.add(file);
    pendingParts.push(...staticImportsOf(chunkOf(file).code));
  }
  const gzip = [...added].reduce((sum, file) => sum + chunkOf(file).gzip, 0);
  return { locale, missing, gzip };
});

console.log(
  `\nLanguages: the catalogue parts the first page loads in each (${FIRST_PAGE_CATALOGUES.join(', ')}), gzip kB`,
);
printTable(
  [
    'language',
    'parts gzip kB',
    `target <= ${LANGUAGE_PARTS_GZIP_TARGET_KB}`,
    'first page gzip kB',
    'first page + parts',
  ],
  languages.map((language) => [
    language.locale,
    kb(language.gzip),
    language.missing.length
      ? `no ${language.missing.join(', ')}`
      : kb(language.gzip) <= LANGUAGE_PARTS_GZIP_TARGET_KB
        ? 'met'
        : 'MISSED',
    kb(firstGzip).toFixed(1),
    kb(firstGzip + language.gzip).toFixed(1),
  ]),
);

// Contracts: an endpoint's path template is a string in the bundle wherever its contract is.
const firstPageCode = firstPage.map((chunk) => chunk.code).join('\n');
const areas = new Map<string, { paths: string[]; inFirstPage: string[] }>();
for (const endpoint of Object.values(endpoints)) {
  const area = areas.get(endpoint.area) ?? { paths: [], inFirstPage: [] };
  area.paths.push(endpoint.path);
  if (firstPageCode.includes(endpoint.path)) area.inFirstPage.push(endpoint.path);
  areas.set(endpoint.area, area);
}
console.log('\nAPI contracts in the first page (endpoint paths found in its JavaScript)');
printTable(
  ['area', 'first-page area', 'endpoints', 'paths in first page'],
  [...areas].map(([name, area]) => [
    name,
    FIRST_PAGE_AREAS.has(name) ? 'yes' : 'no',
    String(area.paths.length),
    area.inFirstPage.join(' ') || '-',
  ]),
);

const targets: { what: string; met: boolean }[] = [
  {
    what: `first page ${kb(firstGzip).toFixed(1)} kB gzip, ${kb(firstRaw).toFixed(1)} kB raw, in ${firstPage.length} chunks (target < ${FIRST_PAGE_GZIP_TARGET_KB} kB gzip)`,
    met: kb(firstGzip) < FIRST_PAGE_GZIP_TARGET_KB,
  },
  ...languages.map((language) => ({
    what: language.missing.length
      ? `${language.locale}: no chunk found for its ${language.missing.join(', ')} catalogue part(s)`
      : `${language.locale}: its first-page catalogue parts ${kb(language.gzip).toFixed(1)} kB gzip (target <= ${LANGUAGE_PARTS_GZIP_TARGET_KB} kB); first page with them ${kb(firstGzip + language.gzip).toFixed(1)} kB`,
    met: !language.missing.length && kb(language.gzip) <= LANGUAGE_PARTS_GZIP_TARGET_KB,
  })),
  {
    what: unpreloaded.length
      ? `chunks the entry imports but index.html does not preload: ${unpreloaded.join(', ')}`
      : 'index.html preloads every chunk the entry imports statically',
    met: unpreloaded.length === 0,
  },
  ...[...areas].map(([name, area]) =>
    FIRST_PAGE_AREAS.has(name)
      ? // A first-page area whose paths cannot be found would mean the check sees nothing.
        { what: `${name}: a first-page area, its contract found in the first page`, met: area.inFirstPage.length > 0 }
      : {
          what: `${name}: not a first-page area, none of its ${area.paths.length} endpoint paths in the first page`,
          met: area.inFirstPage.length === 0,
        },
  ),
];

console.log('\nTargets');
for (const target of targets) console.log(`${target.met ? 'met   ' : 'MISSED'}  ${target.what}`);
process.exit(targets.every((target) => target.met) ? 0 : 1);
