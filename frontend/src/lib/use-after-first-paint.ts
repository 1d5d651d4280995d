import { useEffect, useState } from 'react';

/**
 * False until the page has painted once, then true. What renders only then (a lazy chunk, its
 * request) is not on the way to the first paint: Lighthouse counts every request a page starts
 * before its largest paint as something that paint waited for, and on a phone's network each is
 * a round trip. A frame's callbacks run just before it paints; the paint's time is when that frame
 * is shown, so the second frame's callback is the first certainly after it.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setPainted(true));
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}
