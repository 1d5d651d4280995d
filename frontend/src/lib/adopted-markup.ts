/**
 * Whether the page began as prerendered markup that React adopts (frontend/src/prerender/
 * hydrate-page.tsx; docs/internals.md "Prerendered pages"), and when React has adopted all of it.
 * React adopts the page in passes: the shell in the first commit, what sits in a <Suspense> (the
 * routed page) in a later one. Until then, what renders reads the page's language as the markup
 * was written in; a change of language meanwhile (i18n is one object every component reads)
 * would make that later pass render words the markup does not have, and React would draw the
 * page again.
 */
let fromMarkup = false;
let adopted: () => void = () => undefined;
const wholePage = new Promise<void>((resolve) => (adopted = resolve));

/**
 * Set once, as the SPA starts to adopt a prerendered page, and in the prerenderer, whose pages are
 * that markup (its process lives longer than a tab's first paint would take).
 */
export function markStartedFromMarkup(): void {
  fromMarkup = true;
}

export function startedFromMarkup(): boolean {
  return fromMarkup;
}

/** Set once React has adopted every part of the page (hydrate-page.tsx watches for it). */
export function markWholePageAdopted(): void {
  adopted();
}

/** Resolves at once on a page that did not begin as markup, else once React has adopted all of it. */
export function wholePageAdopted(): Promise<void> {
  return fromMarkup ? wholePage : Promise.resolve();
}
