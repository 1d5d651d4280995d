import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildWorker,
  bundleOptions,
  copyBundleData,
  functionBuildOptions,
  maxBundleKb,
} from '../../bin/build-functions';
import { routes, type Route } from '../../functions/routes';
import { ACCOUNT_TYPE_REQUIRED } from '../../shared/schemas/auth';
import { LOCALES, PSEUDO_LOCALE } from '../../shared/i18n/locales';

/** Each route's bundle as bin/build-functions.ts makes it, kept in memory. */
async function bundleOf(route: Route): Promise<string> {
  const result = await build({ ...functionBuildOptions(route), write: false, logLevel: 'silent' });
  const file = result.outputFiles[0];
  if (!file) throw new Error(`No bundle for ${route.endpoint.id}`);
  return file.text;
}

describe('Lambda bundles', () => {
  const bundles = new Map<string, string>();

  beforeAll(async () => {
    for (const route of routes) bundles.set(route.endpoint.id, await bundleOf(route));
  });

  it.each(routes.map((route) => [route.endpoint.id, route] as const))(
    "%s stays under the size limit and carries no other area's contract",
    (id, route) => {
      // Prepare
      const bundle = bundles.get(id) ?? '';
      const otherAreas = routes.filter((other) => other.endpoint.area !== route.endpoint.area);

      // Act
      const sizeKb = Buffer.byteLength(bundle) / 1024;
      const foreignPaths = otherAreas
        .map((other) => other.endpoint.path)
        .filter((path) => bundle.includes(`path:"${path}"`));

      // Assess
      expect(sizeKb).toBeLessThan(maxBundleKb(id));
      expect(bundle).toContain(`"${route.endpoint.path}"`);
      expect(foreignPaths).toEqual([]);
      // The runtime's SDK is required, never imported as an ES module (bin/build-functions.ts: requireAwsSdk).
      expect(bundle).not.toMatch(/(from|import\()\s*"@aws-sdk\//);
    },
  );

  it('leaves the registration schema out of the server-time function', () => {
    expect(bundles.get('getTime')).not.toContain(ACCOUNT_TYPE_REQUIRED);
    expect(bundles.get('register')).toContain(ACCOUNT_TYPE_REQUIRED);
  });
});

/** The catalogue every bundle carries beside itself, a file per language (functions/platform/language.ts). */
const LOCALE_CATALOGUE_FILES = [...LOCALES, PSEUDO_LOCALE].map((locale) => path.join('i18n', locale, 'functions.json'));

describe('PDF bundles', () => {
  const folders: string[] = [];
  const folder = () => {
    const made = mkdtempSync(path.join(tmpdir(), 'pdf-bundle-'));
    folders.push(made);
    return made;
  };
  afterAll(() => {
    for (const made of folders) rmSync(made, { recursive: true, force: true });
  });

  /** Bundles an entry that renders login cards as a Lambda bundle is made, outside the project (no node_modules above it). */
  async function renderingBundle(
    withData: boolean,
  ): Promise<{ status: number | null; stdout: string; stderr: string }> {
    const outDir = folder();
    const entry = path.join(outDir, 'entry.ts');
    const renderer = path.resolve('functions/domain/student-documents/student-documents-pdf.ts');
    writeFileSync(
      entry,
      `import { loginCardsPdf } from ${JSON.stringify(renderer)};
const pdf = await loginCardsPdf([{ id: 's', firstName: 'Mia', lastName: 'Lee', username: 'mia', password: 'apple-river-cloud7!', schoolKey: null, classNames: ['4A'], cardLink: 'https://portal.example/card-sign-in?u=mia#${'A'.repeat(43)}' }], { schoolName: 'Demo Primary', className: '4A', portalAddress: 'https://portal.example', showSchoolKey: true, schoolLanguage: null });
process.stdout.write(pdf.subarray(0, 5).toString('latin1'));`,
    );
    const result = await build({ ...bundleOptions(entry, outDir), logLevel: 'silent' });
    if (withData && result.metafile) await copyBundleData(result.metafile, outDir);
    const run = spawnSync(process.execPath, [path.join(outDir, 'index.mjs')], { cwd: outDir, encoding: 'utf8' });
    return { status: run.status, stdout: run.stdout, stderr: run.stderr };
  }

  it("ships pdfkit's font data beside a bundle that carries pdfkit, and none beside one that does not", async () => {
    // Prepare
    const [pdfDir, csvDir] = [folder(), folder()];
    const routesById = new Map(routes.map((route) => [route.endpoint.id, route]));
    const pdfRoute = routesById.get('printClassDocument');
    const csvRoute = routesById.get('exportClassStudentsCsv');
    if (!pdfRoute || !csvRoute) throw new Error('The student documents routes are not in the route table');

    // Act
    const [pdfBuild, csvBuild] = await Promise.all([
      build({ ...functionBuildOptions(pdfRoute), outfile: path.join(pdfDir, 'index.mjs'), logLevel: 'silent' }),
      build({ ...functionBuildOptions(csvRoute), outfile: path.join(csvDir, 'index.mjs'), logLevel: 'silent' }),
    ]);
    const pdfFiles = pdfBuild.metafile ? await copyBundleData(pdfBuild.metafile, pdfDir) : [];
    const csvFiles = csvBuild.metafile ? await copyBundleData(csvBuild.metafile, csvDir) : [];

    // Assess
    expect(pdfFiles).toEqual(
      expect.arrayContaining([path.join('data', 'Helvetica.afm'), path.join('data', 'Helvetica-Bold.afm')]),
    );
    expect(existsSync(path.join(pdfDir, 'data', 'Helvetica.afm'))).toBe(true);
    expect(pdfFiles).toEqual(expect.arrayContaining([path.join('fonts', 'NotoSansArabic_400Regular.ttf')]));
    // Every function answers in the caller's language: each carries the catalogues, and only them.
    expect(csvFiles).toEqual(LOCALE_CATALOGUE_FILES);
  });

  it("ships pdfkit's font data beside the print worker's bundle, and none beside a worker without pdfkit", async () => {
    // Prepare
    const [printDir, exportDir] = [folder(), folder()];

    // Act
    const [printFiles, exportFiles] = await Promise.all([
      buildWorker('print-documents', printDir),
      buildWorker('export', exportDir),
    ]);

    // Assess
    expect(printFiles).toEqual(expect.arrayContaining([path.join('data', 'Helvetica.afm')]));
    expect(existsSync(path.join(printDir, 'data', 'Helvetica-Bold.afm'))).toBe(true);
    expect(existsSync(path.join(printDir, 'index.mjs'))).toBe(true);
    expect(exportFiles.filter((file) => file.startsWith(`data${path.sep}`))).toEqual([]);
  });

  it('side-loads the SAML schema validator beside the bundles that read app requests, and it loads from there', async () => {
    // Prepare
    const [requestDir, ticketDir] = [folder(), folder()];
    const routesById = new Map(routes.map((route) => [route.endpoint.id, route]));
    const requestRoute = routesById.get('receiveSignOnRequest');
    const ticketRoute = routesById.get('createLaunchTicket');
    if (!requestRoute || !ticketRoute) throw new Error('The app sign-on routes are not in the route table');

    // Act
    const [requestBuild, ticketBuild] = await Promise.all([
      build({ ...functionBuildOptions(requestRoute), outfile: path.join(requestDir, 'index.mjs'), logLevel: 'silent' }),
      build({ ...functionBuildOptions(ticketRoute), outfile: path.join(ticketDir, 'index.mjs'), logLevel: 'silent' }),
    ]);
    const requestFiles = requestBuild.metafile ? await copyBundleData(requestBuild.metafile, requestDir) : [];
    const ticketFiles = ticketBuild.metafile ? await copyBundleData(ticketBuild.metafile, ticketDir) : [];
    writeFileSync(
      path.join(requestDir, 'probe.mjs'),
      "const { validate } = await import('@authenio/samlify-node-xmllint'); console.log(await validate('<x/>').catch(() => 'refused'));",
    );
    const probe = spawnSync(process.execPath, [path.join(requestDir, 'probe.mjs')], {
      cwd: requestDir,
      encoding: 'utf8',
    });

    // Assess
    expect(requestFiles).toEqual(expect.arrayContaining([path.join('node_modules', 'node-xmllint', 'xmllint.js')]));
    expect(ticketFiles).toEqual(LOCALE_CATALOGUE_FILES);
    expect(probe.stdout.trim()).toBe('refused');
  });

  it('renders a PDF from the bundle with the data beside it, and cannot without it (it never reads node_modules)', async () => {
    // Act
    const [shipped, bare] = await Promise.all([renderingBundle(true), renderingBundle(false)]);

    // Assess
    expect(shipped.stderr).toBe('');
    expect(shipped).toMatchObject({ status: 0, stdout: '%PDF-' });
    expect(bare.status).not.toBe(0);
    expect(bare.stderr).toMatch(/ENOENT[^\n]*data\/Helvetica/);
  });
});

describe('SDK clients loaded on first use', () => {
  const outDirs: string[] = [];
  afterAll(() => {
    for (const outDir of outDirs) rmSync(outDir, { recursive: true, force: true });
  });

  /** The AWS SDK packages a route's bundle requires when it loads, before any request, and whether Node loaded undici. */
  async function loadedAtLoad(routeId: string): Promise<{ required: string[]; undici: boolean }> {
    const outDir = mkdtempSync(path.join(tmpdir(), `${routeId}-bundle-`));
    outDirs.push(outDir);
    const route = routes.find((candidate) => candidate.endpoint.id === routeId);
    if (!route) throw new Error(`${routeId} is not in the route table`);
    await build({ ...functionBuildOptions(route), outfile: path.join(outDir, 'index.mjs'), logLevel: 'silent' });
    const probe = `import Module from 'node:module';
const required = new Set();
const load = Module._load;
Module._load = function (request, ...rest) { if (request.startsWith('@aws-sdk/')) required.add(request); return load.call(this, request, ...rest); };
await import(${JSON.stringify(`file://${path.join(outDir, 'index.mjs')}`)});
process.stdout.write(JSON.stringify({ required: [...required], undici: process.moduleLoadList.some((name) => name.includes('undici')) }));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', probe], {
      encoding: 'utf8',
      // The bundle sits outside the project: the runtime's SDK is found as Lambda finds its own.
      env: { ...process.env, NODE_PATH: path.resolve('node_modules'), AWS_REGION: 'ap-southeast-2' },
    });
    expect(run.stderr).toBe('');
    return JSON.parse(run.stdout) as { required: string[]; undici: boolean };
  }

  it('requires the S3 SDK in a data link route at its first read of the roster bucket, not when it loads', async () => {
    const { required } = await loadedAtLoad('getSchoolDataLink');

    expect(required).toContain('@aws-sdk/client-dynamodb');
    expect(required).not.toContain('@aws-sdk/client-s3');
  });

  it.each(['listJobs', 'deleteChildren'])(
    'requires the S3 SDK and its link signer in %s at its first use of the exports bucket, not when it loads',
    async (routeId) => {
      const { required } = await loadedAtLoad(routeId);

      expect(required).toContain('@aws-sdk/client-dynamodb');
      expect(required).not.toContain('@aws-sdk/client-s3');
      expect(required).not.toContain('@aws-sdk/s3-request-presigner');
    },
  );

  it.each(['deleteChildren', 'subscribe'])(
    "loads no undici in %s when it loads: Stripe's import of Node's http is a require (no facade reading every export)",
    async (routeId) => {
      const { required, undici } = await loadedAtLoad(routeId);

      expect(required).toContain('@aws-sdk/client-dynamodb');
      expect(undici).toBe(false);
    },
  );
});
