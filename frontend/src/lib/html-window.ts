/**
 * The window whose DOM parses and sanitises HTML from outside the SPA (lib/sanitize-html.ts,
 * lib/static-pages.ts): the browser's own. The renderer of the prerendered pages has no browser:
 * its build puts a server DOM in this module's place (frontend/src/prerender/server-html-window.ts,
 * bin/build-prerender.ts), so the SPA's bundle never carries one.
 */
export function htmlWindow(): Window & typeof globalThis {
  return window;
}
