/**
 * Bundles one Lambda per route of the route table into dist/functions/<routeId>/index.mjs.
 * The AWS SDK v3 is left out: the nodejs22.x runtime provides it, which keeps bundles small.
 */
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { handlerModuleOf } from '../functions/http/route';
import { routes, type Route } from '../functions/routes';
import { USER_POOL_TRIGGERS, type UserPoolTrigger } from '../functions/triggers';
import { PROJECT_NODE_MAJOR } from '../lib-infra/node-version';
import { workerModuleOf } from '../functions/jobs/workers';
import { JOB_KINDS, type JobKind } from '../shared/schemas/jobs';
import { LOCALES, PSEUDO_LOCALE } from '../shared/i18n/locales';
import { EMBEDDED_FONT_FILES } from '../functions/domain/student-documents/pdf-fonts';
import { PRERENDER_BUNDLE_FOLDER, SCHEDULES, type ScheduledJob } from '../functions/scheduled/schedules';

export const FUNCTIONS_OUT_DIR = path.resolve('dist/functions');

export function bundleDirFor(routeId: string): string {
  return path.join(FUNCTIONS_OUT_DIR, routeId);
}

/** Where a job kind's worker is bundled (functions/jobs/workers.ts). */
export function workerBundleDirFor(kind: JobKind): string {
  return path.join(FUNCTIONS_OUT_DIR, 'workers', kind);
}

/** Where a scheduled job is bundled (functions/scheduled/<name>.ts). */
export function scheduledBundleDirFor(job: ScheduledJob): string {
  return path.join(FUNCTIONS_OUT_DIR, 'scheduled', job);
}

export function triggerBundleDirFor(trigger: UserPoolTrigger): string {
  return path.join(FUNCTIONS_OUT_DIR, 'triggers', trigger);
}

/** The largest a route's bundle may be (minified, AWS SDK excluded); the bench and tests hold it. */
export const MAX_BUNDLE_KB = 250;

/**
 * Routes allowed a larger bundle, each with its reason. Keep this list short: every entry is a
 * slower cold start.
 */
const PDF_REASON =
  "PDFs on the server: pdfmake 0.3 with pdfkit (fontkit, linebreak, png and the layout engine) is about 1.1 MB minified, and qrcode draws the login cards' codes. Teachers print a few times a term, so a slower cold start costs little.";

export const LARGER_BUNDLES: Readonly<Record<string, { maxKb: number; reason: string }>> = {
  printClassStudents: { maxKb: 1600, reason: PDF_REASON },
  printClassDocument: { maxKb: 1600, reason: PDF_REASON },
  startPrintJob: { maxKb: 1600, reason: PDF_REASON },
  ...Object.fromEntries(
    ['importTeachers', 'prepareSamlImport', 'confirmSamlImport'].map((routeId) => [
      routeId,
      {
        maxKb: 650,
        reason:
          "Import files are read by the SMART Tool engine's reader (shared/import/read-file.ts), SheetJS, so a file reads the same in the browser and in the API: about 260 KB minified. School administrators call these routes a few times a year, so a slower cold start costs little.",
      },
    ]),
  ),
  ...Object.fromEntries(
    ['checkCoupon', 'subscribe', 'cancelSubscription', 'updatePaymentCard', 'paymentWebhook', 'deleteChildren'].map(
      (routeId) => [
        routeId,
        {
          maxKb: 480,
          reason:
            "Card payments: Stripe's official SDK (the `stripe` package with its resource classes) adds about 235 KB minified (subscribe 353 KB against listSubscriptions' 99 KB). ARCHITECTURE rule 5 names it for the payments adapter; a hand-written Stripe client to save that would be the risk, not the cold start. deleteChildren also cancels the children's card subscriptions, with the family area's schemas and messages beside it (460 KB).",
        },
      ],
    ),
  ),
  ...Object.fromEntries(
    ['launchApp', 'receiveSignOnRequest', 'receiveSignOnRequestPost'].map((routeId) => [
      routeId,
      {
        maxKb: 700,
        reason:
          "SAML: the sign-on page's Response is signed, and an app's AuthnRequest read and its signature checked, by samlify (xml-crypto, xpath, xmldom), about 600 KB minified. The ticket route beside them (createLaunchTicket) carries none of it; the 4 MB schema validator is side-loaded (SIDE_LOADED_PACKAGES), not bundled.",
      },
    ]),
  ),
  generateMockSamlUrl: {
    maxKb: 650,
    reason:
      'XML signatures: samlify with xml-crypto, xpath, xmldom and node-rsa is about 525 KB minified (xpath alone 230 KB). The route is staff-only and rarely called, so a slower cold start costs nobody.',
  },
};

/** The size limit of one route's bundle. */
export function maxBundleKb(routeId: string): number {
  return LARGER_BUNDLES[routeId]?.maxKb ?? MAX_BUNDLE_KB;
}

/** How one route's handler is bundled: its own module and what it imports, nothing else. */
export function functionBuildOptions(route: Route): BuildOptions {
  return bundleOptions(
    path.resolve('functions/api', `${handlerModuleOf(route.endpoint)}.ts`),
    bundleDirFor(route.endpoint.id),
  );
}

/**
 * A plugin that makes every import of the modules `filter` names a require() of them at run time:
 * the module stays outside the bundle, and an ES import of it becomes a CommonJS wrapper, evaluated
 * when the importing module first runs.
 */
function requiredAtRunTime(name: string, filter: RegExp): Plugin {
  return {
    name,
    setup(builder) {
      builder.onResolve({ filter }, (args) =>
        args.kind === 'require-call' ? { path: args.path, external: true } : { path: args.path, namespace: name },
      );
      builder.onLoad({ filter: /.*/, namespace: name }, (args) => ({
        contents: `module.exports = require(${JSON.stringify(args.path)});`,
        loader: 'js',
      }));
    },
  };
}

/**
 * The runtime's AWS SDK packages are loaded with require(), not import. Each package ships one
 * CommonJS file; imported as an ES module, Node first scans that whole file for its export names
 * (cjs-module-lexer), which made loading the DynamoDB client about a third slower and the EC2
 * client's 4 MB file 110 ms slower (measured in docs/benchmarks.md, platform bench).
 */
export const requireAwsSdk = requiredAtRunTime('aws-sdk', /^@aws-sdk\//);

/**
 * Node's http and https modules are loaded with require(), not import. Imported as an ES module, a
 * builtin gets a facade that reads every one of its exports at once, and http's lazy WebSocket
 * exports then load undici (about 5 ms and its garbage) in every function whose bundle holds an
 * `import * as http` (Stripe's SDK): imports of externals are hoisted to the bundle's top, so even
 * a function that never calls Stripe paid for it when it loaded.
 */
export const requireHttpBuiltins = requiredAtRunTime('http-builtins', /^(node:)?https?$/);

/** How an entry point is bundled for a Lambda into `outDir`/index.mjs (routes, triggers, and the bundle tests' own entries). */
export function bundleOptions(entry: string, outDir: string): BuildOptions {
  return {
    entryPoints: [entry],
    outfile: path.join(outDir, 'index.mjs'),
    bundle: true,
    minify: true,
    sourcemap: false,
    platform: 'node',
    target: `node${PROJECT_NODE_MAJOR}`,
    format: 'esm',
    // The SAML schema validator (4 MB of xmllint compiled to JavaScript) stays a package beside the
    // bundle (copyBundleData), loaded on the first request read: bundled, every cold start would parse it.
    external: [...SIDE_LOADED_PACKAGES],
    // pdfkit requires fontkit's CommonJS build and right-to-left.ts imports it as a module: one
    // copy for both (the other would add 230 KB to every bundle that prints).
    alias: { fontkit: path.resolve('node_modules/fontkit/dist/main.cjs') },
    // A Lambda runs production code: Lingui leaves out its message compiler (the functions load
    // compiled catalogues), and no library keeps its development checks.
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [requireAwsSdk, requireHttpBuiltins],
    // Some dependencies are CommonJS and call require() or read files beside themselves with
    // __dirname (pdfkit's font metrics); ESM bundles need both defined: __dirname is the bundle's folder.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; import { dirname as __pathDirname } from 'node:path'; import { fileURLToPath as __fileURLToPath } from 'node:url'; const require = __createRequire(import.meta.url); const __dirname = __pathDirname(__fileURLToPath(import.meta.url));",
    },
    metafile: true,
    logLevel: 'warning',
    legalComments: 'none',
  };
}

/**
 * Packages a bundle imports at run time from `<bundle>/node_modules` instead of carrying them:
 * app sign-on's SAML schema validator and xmllint itself (pure JavaScript; Lambda has no Java).
 */
const SIDE_LOADED_PACKAGES = ['@authenio/samlify-node-xmllint', 'node-xmllint'];

/** The files of a side-loaded package that run (no tests, sources or build scripts). */
const SIDE_LOADED_FILES: Record<string, readonly string[]> = {
  '@authenio/samlify-node-xmllint': ['package.json', 'build'],
  'node-xmllint': ['package.json', 'xmllint.js'],
};

/** Copies the side-loaded packages a bundle imports (named in its metafile's imports) into `<outDir>/node_modules`. */
async function copySideLoadedPackages(metafile: Metafile, outDir: string): Promise<string[]> {
  const imported = new Set(
    Object.values(metafile.outputs).flatMap((output) =>
      output.imports.filter((entry) => entry.external).map((entry) => entry.path),
    ),
  );
  if (!SIDE_LOADED_PACKAGES.some((name) => imported.has(name))) return [];
  const copied: string[] = [];
  for (const name of SIDE_LOADED_PACKAGES) {
    for (const entry of SIDE_LOADED_FILES[name] ?? []) {
      await cp(path.resolve('node_modules', name, entry), path.join(outDir, 'node_modules', name, entry), {
        recursive: true,
      });
      copied.push(path.join('node_modules', name, entry));
    }
  }
  return copied;
}

/** pdfkit's data files (the standard fonts' metrics, the sRGB profile), which it reads from `${__dirname}/data` at run time. */
const PDFKIT_DATA_DIR = path.resolve('node_modules/pdfkit/js/data');

/**
 * The files a bundle reads beside itself: a bundle with pdfkit in it gets pdfkit's data folder
 * copied to `<bundle>/data`, so the function never reads from node_modules (the Lambda has none).
 */
export async function copyBundleData(metafile: Metafile, outDir: string): Promise<string[]> {
  const sideLoaded = await copySideLoadedPackages(metafile, outDir);
  const catalogues = await copyCatalogues(outDir);
  const usesPdfkit = Object.keys(metafile.inputs).some((input) => input.includes('node_modules/pdfkit/'));
  if (!usesPdfkit) return [...sideLoaded, ...catalogues];
  const files = await readdir(PDFKIT_DATA_DIR);
  await mkdir(path.join(outDir, 'data'), { recursive: true });
  await Promise.all(files.map((file) => copyFile(path.join(PDFKIT_DATA_DIR, file), path.join(outDir, 'data', file))));
  const fonts = await copyPdfFonts(outDir);
  return [...sideLoaded, ...catalogues, ...files.map((file) => path.join('data', file)), ...fonts];
}

/**
 * Every function answers in the caller's language (functions/platform/language.ts): each
 * language's catalogue goes beside the bundle as `i18n/<locale>/functions.json`, read when a
 * request first asks for that language.
 */
async function copyCatalogues(outDir: string): Promise<string[]> {
  const copied: string[] = [];
  for (const locale of [...LOCALES, PSEUDO_LOCALE]) {
    const from = path.resolve('shared/i18n/catalogues', locale, 'functions.json');
    if (!existsSync(from)) throw new Error(`${from} is missing: run npm run i18n:compile first`);
    const to = path.join('i18n', locale, 'functions.json');
    await mkdir(path.join(outDir, 'i18n', locale), { recursive: true });
    await copyFile(from, path.join(outDir, to));
    copied.push(to);
  }
  return copied;
}

/** The Arabic and Chinese fonts of printouts (functions/domain/student-documents/pdf-fonts.ts), beside a bundle that prints. */
async function copyPdfFonts(outDir: string): Promise<string[]> {
  await mkdir(path.join(outDir, 'fonts'), { recursive: true });
  const files = Object.values(EMBEDDED_FONT_FILES);
  await Promise.all(
    files.map((file) => copyFile(path.resolve('node_modules', file), path.join(outDir, 'fonts', path.basename(file)))),
  );
  return files.map((file) => path.join('fonts', path.basename(file)));
}

async function buildRoute(route: Route): Promise<void> {
  const result = await build(functionBuildOptions(route));
  if (result.metafile) await copyBundleData(result.metafile, bundleDirFor(route.endpoint.id));
}

/**
 * Bundles a job kind's worker into `outDir` (its place in the build by default) with the files it
 * reads beside itself: the print worker (print-documents) carries pdfkit, and so its font data, as
 * the print routes do.
 */
export async function buildWorker(kind: JobKind, outDir: string = workerBundleDirFor(kind)): Promise<string[]> {
  const result = await build(bundleOptions(path.resolve('functions', `${workerModuleOf(kind)}.ts`), outDir));
  return result.metafile ? copyBundleData(result.metafile, outDir) : [];
}

export async function buildFunctions(): Promise<void> {
  await rm(FUNCTIONS_OUT_DIR, { recursive: true, force: true });
  await mkdir(FUNCTIONS_OUT_DIR, { recursive: true });
  await Promise.all([
    ...routes.map((route) => buildRoute(route)),
    ...USER_POOL_TRIGGERS.map((trigger) =>
      build(bundleOptions(path.resolve('functions/triggers', `${trigger}.ts`), triggerBundleDirFor(trigger))),
    ),
    ...JOB_KINDS.map((kind) => buildWorker(kind)),
    ...(Object.keys(SCHEDULES) as ScheduledJob[]).map((job) => build(scheduledBundleOptions(job))),
  ]);
}

/**
 * How a scheduled job is bundled. The prerender job carries its AWS SDK clients rather than
 * requiring the runtime's: the KeyValueStore's API is signed with SigV4a, which the SDK does only
 * with @aws-sdk/signature-v4a loaded beside the very signer module the client uses, and the
 * runtime has no such package.
 */
export function scheduledBundleOptions(job: ScheduledJob): BuildOptions {
  const options = bundleOptions(path.resolve('functions/scheduled', `${job}.ts`), scheduledBundleDirFor(job));
  return job === 'prerender'
    ? { ...options, plugins: (options.plugins ?? []).filter((plugin) => plugin !== requireAwsSdk) }
    : options;
}

/**
 * Puts the public pages' renderer (dist/prerender, the SSR build) and the SPA's built index.html it
 * fills beside the prerender job's bundle, where its function reads them
 * (lib-infra/api/scheduled-jobs.ts PRERENDER_BUNDLE_FOLDER). Run after both builds (bin/build.ts).
 */
export async function packPrerenderer(): Promise<void> {
  const into = path.join(scheduledBundleDirFor('prerender'), PRERENDER_BUNDLE_FOLDER);
  await rm(into, { recursive: true, force: true });
  await cp(path.resolve('dist/prerender'), into, {
    recursive: true,
    filter: (source) => !source.endsWith('.map'),
  });
  await copyFile(path.resolve('dist/web/index.html'), path.join(into, 'index.html'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildFunctions();
  console.log(
    `Bundled ${routes.length} route functions and ${USER_POOL_TRIGGERS.length} user-pool triggers into ${FUNCTIONS_OUT_DIR}`,
  );
}
