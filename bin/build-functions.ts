/**
 * Bundles one Lambda per route of the route table into dist/functions/<routeId>/index.mjs.
 * The AWS SDK v3 is left out: the nodejs22.x runtime provides it, which keeps bundles small.
 */
import { build } from 'esbuild';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { routes } from '../functions/routes';

export const FUNCTIONS_OUT_DIR = path.resolve('dist/functions');

export function bundleDirFor(routeId: string): string {
  return path.join(FUNCTIONS_OUT_DIR, routeId);
}

export async function buildFunctions(): Promise<void> {
  await rm(FUNCTIONS_OUT_DIR, { recursive: true, force: true });
  await mkdir(FUNCTIONS_OUT_DIR, { recursive: true });
  await Promise.all(
    routes.map((route) =>
      build({
        entryPoints: [path.resolve('functions', `${route.handler}.ts`)],
        outfile: path.join(bundleDirFor(route.endpoint.id), 'index.mjs'),
        bundle: true,
        minify: true,
        sourcemap: false,
        platform: 'node',
        target: 'node22',
        format: 'esm',
        external: ['@aws-sdk/*'],
        // Some dependencies are CommonJS and call require(); ESM bundles need it defined.
        banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
        logLevel: 'warning',
        legalComments: 'none',
      }),
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildFunctions();
  console.log(`Bundled ${routes.length} functions into ${FUNCTIONS_OUT_DIR}`);
}
