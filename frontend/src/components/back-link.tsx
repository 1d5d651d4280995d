import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { previousRoute } from '../lib/route-history';

/**
 * A Back link to the page shown before this one in the tab (lib/route-history.ts), or to
 * `fallback` when there is none (arrived from a mail, a bookmark or another site). It is a real
 * link, so its address can be read, opened in a new tab and followed by assistive technology.
 */
export function BackLink({ fallback, children }: { fallback: string; children?: string }) {
  const { t } = useLingui();
  const location = useLocation();
  // Read once, when the page is shown: later entries of the trail are pages after this one.
  const [target] = useState(() => previousRoute(location.pathname + location.search, fallback));
  return (
    <Link to={target} data-testid="back-link">
      <span className="direction-icon">←</span> {children ?? t`Back`}
    </Link>
  );
}
