import { useEffect, useRef } from 'react';

/**
 * Focus moves to the element (a step's heading, with tabIndex -1) when it mounts, so keyboard and
 * screen-reader users start at each new step of a flow that stays on one address.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
