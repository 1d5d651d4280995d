/**
 * What happens when an API call answers 401 (visitor-and-account §8): the app registers one
 * handler at start-up (sign out, clear the cache, go home); the API client only calls it.
 */
let handler: (() => void) | null = null;
let running = false;

export function setUnauthorizedHandler(next: () => Promise<void>): void {
  handler = () => {
    if (running) return;
    running = true;
    void next().finally(() => {
      running = false;
    });
  };
}

export function notifyUnauthorized(): void {
  handler?.();
}
