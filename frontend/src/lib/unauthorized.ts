/**
 * What happens when an API call answers 401 (visitor-and-account §8): the app registers one
 * handler at start-up (sign out, clear the cache, go home; or, when only a grant of acting as
 * another user ended, back to the actor's own account); the API client only calls it with the
 * answer's error code.
 */
let handler: ((code: string | undefined) => void) | null = null;
let running = false;

export function setUnauthorizedHandler(next: (code: string | undefined) => Promise<void>): void {
  handler = (code) => {
    if (running) return;
    running = true;
    void next(code).finally(() => {
      running = false;
    });
  };
}

export function notifyUnauthorized(code?: string): void {
  handler?.(code);
}
