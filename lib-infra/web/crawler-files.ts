/**
 * What search engines read at the site's root: /robots.txt and a /sitemap.xml of the public pages.
 * CloudFront serves both from the site bucket (SiteContent writes them with the site's address);
 * the twin's gateway answers them for the address it was reached at.
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

export function sitemapXml(siteUrl: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGE_PATHS.map((pagePath) => `  <url><loc>${siteUrl}${pagePath}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}
