/**
 * Bundles one Lambda per route of the route table into dist/functions/<routeId>/index.mjs.
 * The AWS SDK v3 is left out: the nodejs22.x runtime provides it, which keeps bundles small.
 */
import { build, type BuildOptions } from 'esbuild';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { routes, type Route } from '../functions/routes';
import { USER_POOL_TRIGGERS, type UserPoolTrigger } from '../functions/triggers';
import { PROJECT_NODE_MAJOR } from '../lib-infra/node-version';

export const FUNCTIONS_OUT_DIR = path.resolve('dist/functions');

export function bundleDirFor(routeId: string): string {
  return path.join(FUNCTIONS_OUT_DIR, routeId);
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
export const LARGER_BUNDLES: Readonly<Record<string, { maxKb: number; reason: string }>> = {
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
  return bundleOptions(path.resolve('functions', `${route.handler}.ts`), bundleDirFor(route.endpoint.id));
}

function bundleOptions(entry: string, outDir: string): BuildOptions {
  return {
    entryPoints: [entry],
    outfile: path.join(outDir, 'index.mjs'),
    bundle: true,
    minify: true,
    sourcemap: false,
    platform: 'node',
    target: `node${PROJECT_NODE_MAJOR}`,
    format: 'esm',
    external: ['@aws-sdk/*'],
    // Some dependencies are CommonJS and call require(); ESM bundles need it defined.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
    legalComments: 'none',
  };
}

export async function buildFunctions(): Promise<void> {
  await rm(FUNCTIONS_OUT_DIR, { recursive: true, force: true });
  await mkdir(FUNCTIONS_OUT_DIR, { recursive: true });
  await Promise.all([
    ...routes.map((route) => build(functionBuildOptions(route))),
    ...USER_POOL_TRIGGERS.map((trigger) => build(bundleOptions(path.resolve('functions/triggers', `${trigger}.ts`), triggerBundleDirFor(trigger)))),
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildFunctions();
  console.log(`Bundled ${routes.length} route functions and ${USER_POOL_TRIGGERS.length} user-pool triggers into ${FUNCTIONS_OUT_DIR}`);
}
