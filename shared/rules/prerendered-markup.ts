/**
 * The marks of a prerendered page's markup (shared/rules/prerendered-pages.ts), apart from the
 * rules so the SPA's first page reads only these few names (frontend/src/main.tsx).
 */

/**
 * The attributes the renderer puts on `#root` around a page's markup: which page (its key) and
 * which language it was rendered for. The SPA hydrates only markup of the page and language it
 * is about to render (frontend/src/main.tsx); anything else is replaced, as without prerendering.
 */
export const PRERENDERED_KEY_ATTRIBUTE = 'data-prerendered';
export const PRERENDERED_LOCALE_ATTRIBUTE = 'data-prerendered-locale';

/** The attribute the prerendered page script (prerendered-page-script.ts) sets on <html> when this browser holds a session. */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';
