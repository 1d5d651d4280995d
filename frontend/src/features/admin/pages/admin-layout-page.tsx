import type { QueryClient } from '@tanstack/react-query';
import { useSessionUser } from '../../../lib/session';
import { AdminLayout } from '../components/admin-layout';
import { consoleGuard } from '../guards';

/** The console's shell around every admin page. */
export function AdminLayoutPage() {
  const user = useSessionUser();
  // The guard has checked; a session ended meanwhile renders nothing while the app goes home.
  return user ? <AdminLayout user={user} /> : null;
}

/** The console: signed in and holding a staff role. */
export const route = (queryClient: QueryClient) => ({ loader: consoleGuard(queryClient), Component: AdminLayoutPage });
