import type { PrerenderedPageKind } from '../../../shared/rules/prerendered-pages';

declare const __PRERENDER_PAGE_STYLES__: Partial<Record<PrerenderedPageKind, readonly string[]>> | undefined;

/**
 * The stylesheets of the client build each kind of page needs beyond the first page's (which
 * index.html links already): its lazy chunks' CSS, linked in <head> so the page paints styled and
 * does not move when its JavaScript arrives. Written into the renderer's bundle by its build
 * (frontend/vite.prerender.config.ts) from the client build's manifest.
 */
export const PAGE_STYLES: Partial<Record<PrerenderedPageKind, readonly string[]>> =
  typeof __PRERENDER_PAGE_STYLES__ === 'undefined' ? {} : __PRERENDER_PAGE_STYLES__;
