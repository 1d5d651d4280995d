import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { ProgressBar } from '../components/loading-indicator';

/** Above every shell: the loading bar (navigation or a tracked load over 30 ms) and scroll restoration. */
export function RootLayout() {
  const navigation = useNavigation();
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  return (
    <>
      <ProgressBar active={navigation.state !== 'idle' || fetching > 0 || mutating > 0} />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
