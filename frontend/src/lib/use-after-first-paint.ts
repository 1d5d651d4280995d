import { startTransition, useEffect, useState } from 'react';
import { startedFromMarkup } from './adopted-markup';

/** When the browser reports no first paint (a tab opened in the background, no paint timing), go on anyway. */
const FIRST_PAINT_FALLBACK_MS = 3000;

let painted = false;
let firstPaint: Promise<void> | undefined;

/**
 * Resolves once the browser has reported the page's first contentful paint. Its time is when the
 * frame was shown, which can come several frames after the render that drew it: waiting for two
 * animation frames still started requests before that time (measured in Lighthouse's traces).
 */
export function afterFirstPaint(): Promise<void> {
  firstPaint ??= new Promise<void>((resolve) => {
    const done = () => {
      painted = true;
      resolve();
    };
    const fallback = setTimeout(done, FIRST_PAINT_FALLBACK_MS);
    try {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        clearTimeout(fallback);
        done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing in this browser: the fallback decides.
    }
  });
  return firstPaint;
}

/**
 * False until the page has painted once, then true. What renders only then (a lazy chunk, its
 * request) is not on the way to the first paint: Lighthouse counts every request a page starts
 * before its largest paint as something that paint waited for, and on a phone's network each is
 * a round trip. A component first rendered after the paint is true at once, unless the page began
 * as prerendered markup. One rendered before it, or on a page that began as markup, turns true in
 * a transition: React renders what comes with it in slices, so a phone stays free to answer a tap
 * (a store's snapshot that differs after hydration is rendered again in one task, 180 ms at a slow
 * phone's speed on the registration page).
 */
export function useAfterFirstPaint(): boolean {
  const [shown, setShown] = useState(() => painted && !startedFromMarkup());
  useEffect(() => {
    if (shown) return;
    let mounted = true;
    void afterFirstPaint().then(() => {
      if (mounted) startTransition(() => setShown(true));
    });
    return () => {
      mounted = false;
    };
  }, [shown]);
  return shown;
}
