/**
 * The content host: static HTML pages (web.external, the header message, the footer) at
 * `html/page/{name}.html` under /content on the site's own origin. In AWS CloudFront serves
 * /content/* from the content bucket (lib-infra/web/index.ts); in the twin the gateway serves the
 * repository's content/ folder (lib-infra/local/content-files.ts). Same origin, so the site's CSP
 * (connect-src 'self') covers the fetches.
 */
export const CONTENT_PATH = '/content';

/** The folder of the repository that holds the pages; it is uploaded as it is under CONTENT_PATH. */
export const CONTENT_DIRECTORY = 'content';

/** A page name: lower-case words joined by hyphens, nothing that could leave html/page/. */
const PAGE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isStaticPageName(name: string): boolean {
  return name.length <= 100 && PAGE_NAME.test(name);
}

/** Where a page is fetched from; only for names isStaticPageName accepts. */
export function staticPageUrl(name: string): string {
  if (!isStaticPageName(name)) throw new Error(`Not a static page name: ${name}`);
  return `${CONTENT_PATH}/html/page/${name}.html`;
}

/** The fragments every page of the shell shows (visitor-and-account §2). */
export const SHELL_FRAGMENTS = {
  headerMessage: 'header-message',
  headerMessageSignedIn: 'header-message-signed-in',
  footer: 'footer',
} as const;
