import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutEndpointSummaries } from '../../../../frontend/vite.config';

const ENDPOINTS_DIR = path.resolve(import.meta.dirname, '../../../../shared/api/endpoints');

function transform(code: string, id: string): string | null {
  const plugin = withoutEndpointSummaries();
  const hook = plugin.transform as (code: string, id: string) => { code: string } | null;
  return hook.call({}, code, id)?.code ?? null;
}

describe('withoutEndpointSummaries', () => {
  it("removes every endpoint's summary from the contracts the SPA bundles, and nothing else", () => {
    for (const file of readdirSync(ENDPOINTS_DIR).filter((name) => name.endsWith('.ts') && name !== 'index.ts')) {
      // Prepare
      const id = path.join(ENDPOINTS_DIR, file);
      const source = readFileSync(id, 'utf8');

      // Act
      const code = transform(source, id) ?? '';

      // Assess
      expect(code, file).not.toMatch(/\bsummary:/);
      expect(code.match(/\bpath: /g)?.length, file).toBe(source.match(/\bpath: /g)?.length);
      expect(source.length - code.length, file).toBeGreaterThan(0);
    }
  });

  it('keeps a summary it cannot safely remove (an interpolated template) and leaves other modules alone', () => {
    const interpolated = 'defineEndpoint({ summary: `Up to ${LIMIT} items`, path: "/x" })';
    expect(transform(interpolated, path.join(ENDPOINTS_DIR, 'x.ts'))).toBe(interpolated);
    expect(transform("const a = { summary: 'kept' };", '/repo/frontend/src/x.ts')).toBeNull();
  });
});
