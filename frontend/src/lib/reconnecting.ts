import { useSyncExternalStore } from 'react';

/**
 * The requests now waiting to be tried again (lib/retry-policy.ts), for the "Reconnecting…" status.
 * Navigating to another page gives up every wait of the page left behind (abandonRetries), so
 * its requests end with their last failure instead of trying on for a page no one sees.
 */
const waiting = new Map<number, AbortController>();
const listeners = new Set<() => void>();
let nextId = 0;

function changed() {
  for (const listener of listeners) listener();
}

/** Registers one wait; returns the signal that ends it early and the function that ends it. */
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

/** Gives up the waits under way (the visitor left the page). */
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
