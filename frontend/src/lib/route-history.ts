/**
 * visitor-and-account §9: the last 5 routes of this tab, for Back links. Kept in sessionStorage
 * (one tab's trail; it survives a reload, not the tab) as paths with their query strings. A
 * storage that refuses (private modes, full) just leaves the trail empty.
 */
export const ROUTE_HISTORY_SIZE = 5;
export const ROUTE_HISTORY_KEY = 'portal.routeHistory';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStore(): Store | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readRouteHistory(store: Store | null = defaultStore()): string[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(ROUTE_HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (entry): entry is string => typeof entry === 'string' && entry.startsWith('/') && !entry.startsWith('//'),
        )
      : [];
  } catch {
    return [];
  }
}

/** Adds the route now shown; the same route twice in a row (a re-render, a reload) counts once. */
export function recordRoute(route: string, store: Store | null = defaultStore()): void {
  const history = readRouteHistory(store);
  if (history[history.length - 1] === route) return;
  history.push(route);
  try {
    store?.setItem(ROUTE_HISTORY_KEY, JSON.stringify(history.slice(-ROUTE_HISTORY_SIZE)));
  } catch {
    // No storage: Back links fall back to their default.
  }
}

/**
 * The route before `current` (the page shown now), or `fallback` when there is none. The page may
 * ask before or after its own route is recorded (recordRoute runs in an effect, after the page's
 * first render), so `current` at the end of the trail is passed over.
 */
export function previousRoute(current: string, fallback: string, store: Store | null = defaultStore()): string {
  const history = readRouteHistory(store);
  if (history[history.length - 1] === current) history.pop();
  return history[history.length - 1] ?? fallback;
}
