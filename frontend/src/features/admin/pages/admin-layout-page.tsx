import { useSessionUser } from '../../../lib/session';
import { AdminLayout } from '../components/admin-layout';

/** The console's shell around every admin page. */
export function AdminLayoutPage() {
  const user = useSessionUser();
  // The guard has checked; a session ended meanwhile renders nothing while the app goes home.
  return user ? <AdminLayout user={user} /> : null;
}
