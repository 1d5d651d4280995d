import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pageObjectKey, PRERENDERED_PREFIX, type PrerenderedSite } from './port';

/** Writes a file whole: the twin's server never reads half of one. */
async function writeWhole(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, text);
  await rename(partial, file);
}

/**
 * The twin's site bucket: a folder the twin's --dist server reads for `_prerendered/` (lib-infra/
 * local/static-files.ts). Its files are the edge's store of written pages, so a page is served
 * from the moment it is written (in AWS only once published), and there is no CDN to invalidate.
 */
export function folderPrerenderedSite(dir: string): PrerenderedSite {
  const root = path.join(dir, PRERENDERED_PREFIX);
  return {
    writePage: (page, html) => writeWhole(path.join(dir, pageObjectKey(page)), html),
    async publishedPages() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .map((file) => file.slice(0, -'.html'.length));
    },
    publish: async () => undefined,
    async removePages(pages) {
      for (const page of pages) await rm(path.join(dir, pageObjectKey(page)), { force: true });
    },
    writeSitemap: (xml) => writeWhole(path.join(dir, 'sitemap.xml'), xml),
    invalidate: async () => undefined,
  };
}
