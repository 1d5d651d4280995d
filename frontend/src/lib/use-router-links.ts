import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * A click handler for HTML the SPA did not render (static pages): a plain click on a link to
 * this site is followed by the router, without a page load; modified clicks, links that open a
 * new tab and links elsewhere behave as the browser would.
 */
export function useRouterLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const anchor = (event.target as Element).closest('a');
      if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`);
    },
    [navigate],
  );
}
