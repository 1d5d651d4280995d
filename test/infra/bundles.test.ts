import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { functionBuildOptions, maxBundleKb } from '../../bin/build-functions';
import { routes, type Route } from '../../functions/routes';
import { ACCOUNT_TYPE_REQUIRED } from '../../shared/schemas/registration';

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

  it.each(routes.map((route) => [route.endpoint.id, route] as const))('%s stays under the size limit and carries no other area\'s contract', (id, route) => {
    // Prepare
    const bundle = bundles.get(id) ?? '';
    const otherAreas = routes.filter((other) => other.endpoint.area !== route.endpoint.area);

    // Act
    const sizeKb = Buffer.byteLength(bundle) / 1024;
    const foreignPaths = otherAreas.map((other) => other.endpoint.path).filter((path) => bundle.includes(`"${path}"`));

    // Assess
    expect(sizeKb).toBeLessThan(maxBundleKb(id));
    expect(bundle).toContain(`"${route.endpoint.path}"`);
    expect(foreignPaths).toEqual([]);
  });

  it('leaves the registration schema out of the server-time function', () => {
    expect(bundles.get('getTime')).not.toContain(ACCOUNT_TYPE_REQUIRED);
    expect(bundles.get('register')).toContain(ACCOUNT_TYPE_REQUIRED);
  });
});
