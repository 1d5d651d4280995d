import { LOCALES, type Locale } from '../../../shared/i18n/locales';
import type { Service } from '../../../shared/schemas/service';
import { prerenderedPageKey, prerenderedPageKind, RENDERED_PAGE_KINDS } from '../../../shared/rules/prerendered-pages';
import type { PrerenderedSite } from '../../adapters/prerendered-site/port';
import { listServices } from '../../data/services';

/** The public pages every stage has, by their file keys (shared/rules/prerendered-pages.ts). */
const FIXED_PAGES = ['library', 'auth/login', 'auth/register', 'contact-us'] as const;

/** An app of the library as its deep links name it: `?serviceId=<id>`, `?app=<id or identifier>` (web.services). */
export type LibraryApp = Pick<Service, 'id' | 'identifier'>;

/** What the pages show that can change: the library's apps and the static pages (by name). */
export interface PrerenderSources {
  apps(): Promise<readonly LibraryApp[]>;
  staticPages(): Promise<readonly string[]>;
}

export interface PrerenderPorts extends PrerenderSources {
  /** The site's address (`https://portal.example`): the pages are rendered at their own addresses there. */
  siteUrl: string;
  /** The whole HTML of the public page at `url` in `locale` (frontend/src/prerender/render-public-page.tsx). */
  render(url: string, locale: Locale): Promise<string>;
  site: PrerenderedSite;
  /** Sitemap.xml for these pages (lib-infra/web/crawler-files.ts). */
  sitemap(pages: { apps: readonly string[]; staticPages: readonly string[] }): string;
}

export interface PrerenderReport {
  written: number;
  /** Pages that could not be rendered: each kept the file it had (or has none, and is served index.html). */
  failed: { locale: Locale; key: string; error: string }[];
  /** Pages of apps or static pages that are gone: no longer served. */
  removed: number;
}

/** The library's apps, by the ids and identifiers their deep links name. */
export async function libraryApps(): Promise<LibraryApp[]> {
  return (await listServices()).map(({ id, identifier }) => ({ id, identifier }));
}

/**
 * The address of a page's key on the site (the inverse of prerenderedPageKey). An app's page is
 * rendered at `?app=`, which the library reads as an id or an identifier alike; its canonical
 * address is the `?serviceId=` one the sitemap lists (render-public-page.tsx).
 */
export function pageAddress(siteUrl: string, key: string): string {
  if (key.startsWith('library/app/'))
    return `${siteUrl}/library?app=${encodeURIComponent(key.slice('library/app/'.length))}`;
  if (key.startsWith('page/')) return `${siteUrl}/${encodeURIComponent(key.slice('page/'.length))}`;
  return `${siteUrl}/${key}`;
}

/**
 * Every page to render: the fixed pages, each app's deep links (by id, and by identifier for
 * `?app=coding-club`), each static page, of the kinds the renderer renders (RENDERED_PAGE_KINDS;
 * the others keep index.html at the edge). A name no address could ask for (prerenderedPageKey) is
 * left out.
 */
export function prerenderedPageKeys(apps: readonly LibraryApp[], staticPages: readonly string[]): string[] {
  const keys = [
    ...FIXED_PAGES,
    ...apps.flatMap(({ id, identifier }) => [`library/app/${id}`, `library/app/${identifier}`]),
    ...staticPages.map((name) => `page/${name}`),
  ].filter((key) => RENDERED_PAGE_KINDS.includes(prerenderedPageKind(key)));
  return [...new Set(keys)].filter((key) => {
    const address = new URL(pageAddress('https://site.invalid', key));
    return prerenderedPageKey(address.pathname, address.search) === key;
  });
}

/**
 * The prerender job (docs/internals.md "Prerendered pages"): renders every public page in every
 * language, writes each to the site, then publishes the written ones (the edge serves a page only
 * once it is published, so never half a set of files) and invalidates CloudFront's copies of
 * them. A page that fails to render keeps the file it had and is named in the report; the rest are
 * written all the same, and the caller fails the run so that it is seen (ARCHITECTURE 'Jobs and
 * progress': never silently partial). Pages whose app or static page is gone are unpublished
 * first, then their files removed. Safe to run again at any time: each run writes every page whole.
 */
export async function prerenderSite(ports: PrerenderPorts): Promise<PrerenderReport> {
  const [apps, staticPages] = await Promise.all([ports.apps(), ports.staticPages()]);
  const keys = prerenderedPageKeys(apps, staticPages);
  const wanted = new Set(LOCALES.flatMap((locale) => keys.map((key) => `${locale}/${key}`)));
  const report: PrerenderReport = { written: 0, failed: [], removed: 0 };
  const written: string[] = [];
  for (const locale of LOCALES) {
    for (const key of keys) {
      let html: string;
      try {
        html = await ports.render(pageAddress(ports.siteUrl, key), locale);
      } catch (error) {
        report.failed.push({ locale, key, error: error instanceof Error ? error.message : String(error) });
        continue;
      }
      await ports.site.writePage(`${locale}/${key}`, html);
      written.push(`${locale}/${key}`);
    }
  }
  const stale = (await ports.site.publishedPages()).filter((page) => !wanted.has(page));
  await ports.site.publish(written, stale);
  await ports.site.removePages(stale);
  await ports.site.writeSitemap(ports.sitemap({ apps: apps.map((app) => app.id), staticPages }));
  await ports.site.invalidate([...written, ...stale]);
  report.written = written.length;
  report.removed = stale.length;
  return report;
}
