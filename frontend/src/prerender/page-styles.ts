import type { PrerenderedPageKind } from '../../../shared/rules/prerendered-pages';

declare const __PRERENDER_PAGE_STYLES__: Partial<Record<PrerenderedPageKind, readonly string[]>> | undefined;
declare const __PRERENDER_STYLESHEETS__: Readonly<Record<string, string>> | undefined;

/**
 * The stylesheets of the client build each kind of page needs beyond the first page's (which
 * index.html links already): its lazy chunks' CSS, carried in <head> (page-document.ts) so the
 * page paints styled and does not move when its JavaScript arrives. Written into the renderer's
 * bundle by its build (bin/build-prerender.ts) from the client build's manifest.
 */
export const PAGE_STYLES: Partial<Record<PrerenderedPageKind, readonly string[]>> =
  typeof __PRERENDER_PAGE_STYLES__ === 'undefined' ? {} : __PRERENDER_PAGE_STYLES__;

/**
 * The text of every stylesheet a prerendered page carries inline (the first page's and each kind's),
 * by its address: the same bytes the build hashed for the site's CSP (bin/build-prerender.ts).
 */
export const STYLESHEETS: Readonly<Record<string, string>> =
  typeof __PRERENDER_STYLESHEETS__ === 'undefined' ? {} : __PRERENDER_STYLESHEETS__;
