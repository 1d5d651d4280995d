/**
 * How the SPA's build is published (site-content.ts) and how the twin serves it
 * (lib-infra/local/static-files.ts), in one place so both answer alike.
 */

/** Files that name the current build or stage: fetched fresh on every visit, invalidated on each deploy. */
export const ENTRY_FILES = ['index.html', 'config.json', 'robots.txt', 'sitemap.xml'] as const;
export const ENTRY_CACHE_CONTROL = 'no-cache';

/** Every other file of the build is named by its content's hash: cached for a year. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Files of the build kept out of the bucket: source maps would publish the source. */
export const UNPUBLISHED_FILES = ['*.map'] as const;
