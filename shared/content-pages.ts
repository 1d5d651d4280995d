import { SOURCE_LOCALE, type Locale } from './i18n/locales';

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

/**
 * Where a page is fetched from; only for names isStaticPageName accepts. A page's version in
 * another language is `html/page/<locale>/<name>.html` beside the English one
 * (docs/using/static-pages-and-alerts.md): English is the page itself, and what it is the fallback for.
 */
export function staticPageUrl(name: string, locale: Locale = SOURCE_LOCALE): string {
  if (!isStaticPageName(name)) throw new Error(`Not a static page name: ${name}`);
  return locale === SOURCE_LOCALE
    ? `${CONTENT_PATH}/html/page/${name}.html`
    : `${CONTENT_PATH}/html/page/${locale}/${name}.html`;
}

/**
 * How /config.json names a page's version in a language (`es/privacy-policy`): the SPA asks the
 * content host only for versions it has, so a reader of a page with no version in their language
 * costs no request that fails (a 404 in every visitor's console).
 */
export function translatedPageEntry(locale: Locale, name: string): string {
  return `${locale}/${name}`;
}

/** The fragments every page of the shell shows (visitor-and-account §2). */
export const SHELL_FRAGMENTS = {
  headerMessage: 'header-message',
  headerMessageSignedIn: 'header-message-signed-in',
  footer: 'footer',
} as const;

/**
 * The trial landing page's getting-started guide (visitor-and-account §2 web.teacher-trial-landing:
 * 'page in an iframe, built from app identifiers and auth methods'): one fragment per app identifier,
 * one per way the teacher signs in, and a stylesheet, under html/trial-landing/.
 */
export const TRIAL_LANDING_AUTH_METHODS = ['password', 'google', 'facebook'] as const;
export type TrialLandingAuthMethod = (typeof TRIAL_LANDING_AUTH_METHODS)[number];

export const trialLandingContent = {
  stylesheet: `${CONTENT_PATH}/html/trial-landing/trial-landing.css`,
  intro: `${CONTENT_PATH}/html/trial-landing/intro.html`,
  /** Only for identifiers isStaticPageName accepts (service identifiers are such names). */
  app: (identifier: string) => {
    if (!isStaticPageName(identifier)) throw new Error(`Not a content name: ${identifier}`);
    return `${CONTENT_PATH}/html/trial-landing/app/${identifier}.html`;
  },
  authMethod: (method: TrialLandingAuthMethod) => `${CONTENT_PATH}/html/trial-landing/auth/${method}.html`,
} as const;
