import { appLaunchEvents, reindexLaunch } from './app-launches';
import { rewriteEveryItem } from './rewrite-every-item';

/**
 * A one-off migration, never a request path: every stored launch of a school member gets the
 * school's launch index keys (gsi1 SCHOOLLAUNCH#<schoolId>#<serviceId>), so the school's
 * data-sharing report (ARCHITECTURE 'What an app may know about a person') counts launches made
 * before the release. Launches recorded since write them themselves. A parallel Scan of the table's
 * launch items, `segments` at a time; safe to run again, and while the portal is in use.
 */
export function reindexLaunches(
  options: { segments?: number; onProgress?: (done: number) => void } = {},
): Promise<number> {
  return rewriteEveryItem(appLaunchEvents.name, reindexLaunch, options);
}
