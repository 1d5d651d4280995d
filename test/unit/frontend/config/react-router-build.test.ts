import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionBuild } from '../../../../frontend/vite.config';

const PACKAGE = path.resolve(import.meta.dirname, '../../../../node_modules/react-router');

describe('reactRouterProductionBuild', () => {
  it("gives the SPA's build React Router's production files, which leave its development warnings out", () => {
    // Prepare
    const plugin = reactRouterProductionBuild(PACKAGE);
    const resolve = plugin.resolveId as (source: string) => string | null;

    // Act
    const files = ['react-router', 'react-router/dom'].map(resolve);

    // Assess
    for (const file of files) {
      expect(file).toMatch(/\/dist\/production\//);
      expect(existsSync(file ?? '')).toBe(true);
    }
    const chunks = readFileSync(files[0] ?? '', 'utf8').match(/"\.\/(chunk-\w+\.mjs)"/g) ?? [];
    const flags = chunks.map((chunk) =>
      readFileSync(path.join(PACKAGE, 'dist/production', chunk.slice(3, -1)), 'utf8'),
    );
    expect(flags.join('\n')).toContain('ENABLE_DEV_WARNINGS = false');
    expect(resolve('react')).toBeNull();
    expect(plugin.apply).toBe('build');
  });
});
