import { useSyncExternalStore } from 'react';

/**
 * The requests now being tried again (lib/retry-policy.ts), from their first failure to their
 * end, for the "Reconnecting…" status. Navigating to another page gives up every one of them the
 * page left behind (abandonRetries), so they end with their last failure instead of trying on
 * for a page no one sees.
 */
const waiting = new Map<number, AbortController>();
const listeners = new Set<() => void>();
let nextId = 0;

function changed() {
  for (const listener of listeners) listener();
}

/** Registers one request being tried again; returns the signal that gives it up and the function that ends it. */
export function startWaiting(): { signal: AbortSignal; done: () => void } {
  const id = (nextId += 1);
  const controller = new AbortController();
  waiting.set(id, controller);
  changed();
  return {
    signal: controller.signal,
    done: () => {
      if (waiting.delete(id)) changed();
    },
  };
}

/** Gives up the requests being tried again (the visitor left the page). */
export function abandonRetries(): void {
  for (const controller of waiting.values()) controller.abort();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useReconnecting(): boolean {
  // Nothing waits while a page is prerendered (frontend/src/prerender/), nor when it is hydrated.
  return useSyncExternalStore(
    subscribe,
    () => waiting.size > 0,
    () => false,
  );
}
