import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { ProgressBar } from '../components/loading-indicator';
import { ReconnectingStatus } from '../components/reconnecting-status';
import { abandonRetries } from '../lib/reconnecting';
import { recordRoute } from '../lib/route-history';

/**
 * Above every shell: the loading bar (navigation or a tracked load over 30 ms), the
 * "Reconnecting…" status, scroll restoration and the route history for Back links. Leaving a page
 * gives up the retries it was waiting on.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const location = useLocation();
  const route = location.pathname + location.search;
  useEffect(() => {
    recordRoute(route);
    return abandonRetries;
  }, [route]);
  return (
    <>
      <ProgressBar active={navigation.state !== 'idle' || fetching > 0 || mutating > 0} />
      <ReconnectingStatus />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
