import { JSDOM } from 'jsdom';

/**
 * The renderer's stand-in for lib/html-window.ts (bin/build-prerender.ts swaps the module): a
 * server DOM, jsdom, the one DOMPurify supports outside a browser, so a prerendered page's
 * staff-written HTML is sanitised as the SPA sanitises it (docs/internals.md "Prerendered pages").
 * Its address is the page's (setHtmlWindowAddress), so links to the site are told from others as
 * in the visitor's tab. It loads nothing: no scripts run, no resources are fetched.
 */
const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url: 'http://localhost/' });

export function htmlWindow(): Window & typeof globalThis {
  return dom.window as unknown as Window & typeof globalThis;
}

/** The address of the page under way: sanitised links to its origin stay in the tab. */
export function setHtmlWindowAddress(url: string): void {
  dom.reconfigure({ url });
}
