import { Button } from '../../../components/button';
import { useActingAs } from '../../../lib/acting-as-grant';
import { useSessionUser, useSwitchBack } from '../../../lib/session';
import styles from './acting-as-bar.module.css';

/**
 * Shown on every page while the browser acts as another user (a parent as their child, staff as a user): whom it
 * acts as, for whom, and the way back. A lazy chunk: only loaded while acting.
 */
export default function ActingAsBar() {
  const actingAs = useActingAs();
  const user = useSessionUser();
  const switchBack = useSwitchBack();
  if (!actingAs || !user) return null;
  if (actingAs.kind === 'staff-as-user') {
    // Staff acting for a user see whose account this is and the way back (ARCHITECTURE 'Acting as another user').
    return (
      <div className={styles.bar} role="region" aria-label="Signed in as another account">
        <p className={styles.text}>
          Signed in as <strong>{`${user.firstName} ${user.lastName}`.trim()}</strong> —
        </p>
        <Button size="small" variant="secondary" onClick={() => void switchBack()}>
          Return to the console
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.bar} role="region" aria-label="Signed in as another account">
      <p className={styles.text}>
        You are signed in as <strong>{user.firstName}</strong> from {actingAs.actor.firstName}&apos;s account.
      </p>
      <Button size="small" variant="secondary" onClick={() => void switchBack()}>
        Switch to Parent Account
      </Button>
    </div>
  );
}
