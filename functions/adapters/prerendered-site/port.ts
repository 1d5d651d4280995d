/**
 * Where the prerender job writes the public pages (docs/internals.md "Prerendered pages"): the
 * site bucket's `_prerendered/<page>.html`, a page being `<locale>/<key>`
 * (shared/rules/prerendered-pages.ts), and the store the edge reads to know a page is there
 * (lib-infra/web/viewer-request.ts). In AWS the bucket, the CloudFront KeyValueStore and
 * invalidations; in the twin a folder the twin's site server reads, whose files are the store.
 */
export interface PrerenderedSite {
  /** Writes a page's file whole (the edge does not serve it before `publish`). */
  writePage(page: string, html: string): Promise<void>;
  /** The pages the edge serves now. */
  publishedPages(): Promise<string[]>;
  /** The edge serves `pages` (written first) and stops serving `gone` (removed after). */
  publish(pages: readonly string[], gone: readonly string[]): Promise<void>;
  /** Removes the files of pages no longer published. */
  removePages(pages: readonly string[]): Promise<void>;
  /** /sitemap.xml of the site, with the pages known now. */
  writeSitemap(xml: string): Promise<void>;
  /** Drops the CDN's copies of these pages and of the sitemap. */
  invalidate(pages: readonly string[]): Promise<void>;
}

export const PRERENDERED_PREFIX = '_prerendered';

/** The bucket key (and, with a leading slash, the URI the edge rewrites to) of a page. */
export function pageObjectKey(page: string): string {
  return `${PRERENDERED_PREFIX}/${page}.html`;
}

/** Pages are revalidated on every visit, as index.html is (lib-infra/web/site-files.ts ENTRY_CACHE_CONTROL). */
export const PAGE_CACHE_CONTROL = 'no-cache';
