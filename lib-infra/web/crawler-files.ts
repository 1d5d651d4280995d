import { readdirSync } from 'node:fs';
import path from 'node:path';
import { isStaticPageName, SHELL_FRAGMENTS } from '../../shared/content-pages';
import { LOCALES, SOURCE_LOCALE } from '../../shared/i18n/locales';

/**
 * What search engines read at the site's root: /robots.txt and a /sitemap.xml of the public pages.
 * CloudFront serves both from the site bucket (SiteContent writes them with the site's address at
 * deploy; the prerender job writes them again with the library's apps); the twin's gateway answers
 * them for the address it was reached at.
 */

/** The pages anyone can open without signing in, by their SPA paths (frontend/src/config/paths.ts). */
export const PUBLIC_PAGE_PATHS = [
  '/library',
  '/auth/login',
  '/auth/register',
  '/auth/password-reset',
  '/contact-us',
] as const;

/** Addresses that are not pages: the API, and the twin's own pages. */
const NOT_PAGES = ['/api/', '/_local/'];

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    ...NOT_PAGES.map((prefix) => `Disallow: ${prefix}`),
    'Allow: /',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The pages of the sitemap beside the fixed ones, when known: the library's apps and the static pages. */
export interface SitemapPages {
  /** The apps' ids: each has its deep link, `/library?serviceId=<id>` (web.services). */
  apps?: readonly string[];
  /** The static pages' names (web.external): `/<name>`. */
  staticPages?: readonly string[];
}

/**
 * The static pages (web.external) of a content folder (content/, uploaded by StaticPages): its
 * English pages `html/page/<name>.html`, without the shell's fragments (the header message, the
 * footer), which are no pages of their own.
 */
export function staticPageNames(contentDir: string): string[] {
  const fragments: readonly string[] = Object.values(SHELL_FRAGMENTS);
  return readdirSync(path.join(contentDir, 'html', 'page'), { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => entry.name.slice(0, -'.html'.length))
    .filter((name) => isStaticPageName(name) && !fragments.includes(name))
    .sort();
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Every public page in every language: each language's address is its own entry (the address the
 * prerendered page names as its canonical, shared/rules/prerendered-pages.ts canonicalAddress:
 * `?lang=<locale>` but for English), listing the page's
 * address in every language as an hreflang alternate and English as the x-default, as search
 * engines ask of a page in several languages.
 */
export function sitemapXml(siteUrl: string, pages: SitemapPages = {}): string {
  const addresses = [
    ...PUBLIC_PAGE_PATHS,
    ...(pages.apps ?? []).map((id) => `/library?serviceId=${encodeURIComponent(id)}`),
    ...(pages.staticPages ?? []).map((name) => `/${encodeURIComponent(name)}`),
  ];
  // Joined as text, not with URL: at synthesis the site's address is a CDK token, no URL yet.
  const inLanguage = (address: string, locale: string) =>
    `${siteUrl}${address}${locale === SOURCE_LOCALE ? '' : `${address.includes('?') ? '&' : '?'}lang=${locale}`}`;
  const entries = addresses.flatMap((address) => {
    const inEach = LOCALES.map((locale) => ({ locale, href: escapeXml(inLanguage(address, locale)) }));
    const alternates = [
      ...inEach.map(({ locale, href }) => `    <xhtml:link rel="alternate" hreflang="${locale}" href="${href}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(inLanguage(address, SOURCE_LOCALE))}"/>`,
    ];
    return inEach.map(({ href }) => ['  <url>', `    <loc>${href}</loc>`, ...alternates, '  </url>'].join('\n'));
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
