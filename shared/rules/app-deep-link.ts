/**
 * The app a library address shows the detail of (web.services): `?serviceId=` or `?app=`, either
 * naming the app by its id or by its identifier (`namesApp`). One rule for the prerendered page's
 * key (prerendered-pages.ts) and the app the SPA opens, so a hand-made `?serviceId=<identifier>`
 * link, which the edge serves the identifier's page for, shows that app once hydrated rather than
 * a not-found.
 */
export function requestedApp(search: URLSearchParams): string | null {
  return search.get('serviceId') || search.get('app') || null;
}

/** Whether `requested` (`requestedApp`) names `app`: its id or its identifier. */
export function namesApp(app: { id: string; identifier: string }, requested: string): boolean {
  return app.id === requested || app.identifier === requested;
}
