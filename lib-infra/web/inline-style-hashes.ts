import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The prerendered pages carry their stylesheets inline (docs/internals.md "Prerendered pages"):
 * the site's CSP allows each by its SHA-256 (CSP level 2 hash sources in style-src), never by
 * 'unsafe-inline'. The renderer's build (bin/build-prerender.ts) writes the hashes of the sheets it
 * inlines to this file beside the renderer; the CDK app reads it at synth (bin/app.ts) and the
 * twin's --dist server when it starts (bin/local-stack.ts).
 */
export const INLINE_STYLE_HASHES_FILE = 'dist/prerender/inline-style-hashes.json';

/** The CSP source of a `<style>` element holding exactly `css`. */
export function styleHash(css: string): string {
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

/** The hashes the build wrote under `root`; a clear error when the renderer was not built. */
export function readInlineStyleHashes(root: string): string[] {
  const file = path.join(root, INLINE_STYLE_HASHES_FILE);
  if (!existsSync(file))
    throw new Error(
      `${INLINE_STYLE_HASHES_FILE} is missing: run \`npm run build\` first. The prerendered pages' inline ` +
        "stylesheets are allowed by the site's CSP by these hashes, which the renderer's build writes.",
    );
  const { styleHashes } = JSON.parse(readFileSync(file, 'utf8')) as { styleHashes?: unknown };
  if (
    !Array.isArray(styleHashes) ||
    !styleHashes.every((hash) => typeof hash === 'string' && /^'sha256-[A-Za-z0-9+/]+=*'$/.test(hash))
  )
    throw new Error(`${INLINE_STYLE_HASHES_FILE} does not list CSP hash sources: run \`npm run build\` again`);
  return styleHashes as string[];
}
