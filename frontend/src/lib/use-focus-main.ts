import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a navigation to another page, focus moves to <main> so keyboard and screen-reader users
 * start at the new content. Query-string changes (a dialog opening) leave focus alone.
 */
export function useFocusMainOnNavigation() {
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    ref.current?.focus({ preventScroll: true });
  }, [pathname]);
  return ref;
}
