import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { SHELL_FRAGMENTS, isStaticPageName } from '../../shared/content-pages';
import type { Locale } from '../../shared/i18n/locales';
import { sitemapXml } from '../../lib-infra/web/crawler-files';
import { libraryApps, prerenderSite, type PrerenderReport } from '../domain/prerender/prerender-site';
import { prerenderedSite } from '../adapters/prerendered-site';
import { functionConfig, siteUrl } from '../platform/config';
import { logger } from '../platform/logger';

type RenderPublicPage = (input: {
  url: string;
  locale: Locale;
  apiOrigin: string;
  template: string;
}) => Promise<string>;

/** The renderer (the SSR build of frontend/src/prerender/render-public-page.tsx) and the built index.html it fills. */
async function renderer(): Promise<(url: string, locale: Locale) => Promise<string>> {
  const config = functionConfig();
  if (!config.PRERENDER_RENDERER || !config.PRERENDER_TEMPLATE)
    throw new Error('The prerender job has no renderer: PRERENDER_RENDERER and PRERENDER_TEMPLATE are not set');
  const [{ renderPublicPage }, template] = await Promise.all([
    import(pathToFileURL(config.PRERENDER_RENDERER).href) as Promise<{ renderPublicPage: RenderPublicPage }>,
    readFile(config.PRERENDER_TEMPLATE, 'utf8'),
  ]);
  // The pages read the public API as a signed-out visitor does, at the site's own address.
  const apiOrigin = siteUrl();
  return (url, locale) => renderPublicPage({ url, locale, apiOrigin, template });
}

/** The static pages of the content host the stage was deployed with, the shell's fragments left out. */
function staticPages(): string[] {
  const fragments: readonly string[] = Object.values(SHELL_FRAGMENTS);
  return (functionConfig().STATIC_PAGES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => isStaticPageName(name) && !fragments.includes(name));
}

/**
 * The prerender job (docs/internals.md "Prerendered pages"; docs/operations.md "Re-render the
 * public pages after an incident"): every public page in every language, written to the site and
 * served by the edge. It runs after each deploy, when staff change what the pages show, every day
 * as a safety net, and by hand (`npm run job -- prerender`). A page that could not be rendered
 * keeps its old file; the run then fails, naming each, so Lambda's retry and the alarm on the
 * function's errors see it (lib-infra/api/scheduled-jobs.ts), never a silently partial set.
 */
export async function handler(): Promise<PrerenderReport> {
  const site = await prerenderedSite();
  const report = await prerenderSite({
    siteUrl: siteUrl(),
    render: await renderer(),
    site,
    apps: libraryApps,
    staticPages: async () => staticPages(),
    sitemap: (pages) => sitemapXml(siteUrl(), pages),
  });
  if (report.failed.length > 0) {
    logger.error('some public pages could not be prerendered: each keeps its old file', { ...report });
    throw new Error(
      `${report.failed.length} of ${report.failed.length + report.written} pages could not be prerendered (each keeps its old file): ${report.failed
        .slice(0, 10)
        .map((failure) => `${failure.locale}/${failure.key}: ${failure.error}`)
        .join('; ')}`,
    );
  }
  logger.info('public pages prerendered', { ...report });
  return report;
}
