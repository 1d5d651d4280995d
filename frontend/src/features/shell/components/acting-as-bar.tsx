import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/button';
import { useActingAs } from '../../../lib/acting-as-grant';
import { useSessionUser, useSwitchBack } from '../../../lib/session';
import styles from './acting-as-bar.module.css';

/**
 * Shown on every page while the browser acts as another user (a parent as their child, staff as a user): whom it
 * acts as, for whom, and the way back. Part of the first page's chunk, not a lazy one: the session
 * says who acts before the page paints, and a bar that came with a later chunk pushed the whole
 * page down as it arrived (ARCHITECTURE 'Phones first': nothing jumps as late content arrives).
 */
export function ActingAsBar() {
  const { t } = useLingui();
  const actingAs = useActingAs();
  const user = useSessionUser();
  const switchBack = useSwitchBack();
  if (!actingAs || !user) return null;
  if (actingAs.kind === 'staff-as-user') {
    // Staff acting for a user see whose account this is and the way back (ARCHITECTURE 'Acting as another user').
    const name = `${user.firstName} ${user.lastName}`.trim();
    return (
      <div className={styles.bar} role="region" aria-label={t`Signed in as another account`}>
        <p className={styles.text}>
          <Trans>
            Signed in as <strong>{name}</strong> —
          </Trans>
        </p>
        <Button size="small" variant="secondary" onClick={() => void switchBack()}>
          <Trans>Return to the console</Trans>
        </Button>
      </div>
    );
  }
  const child = user.firstName;
  const parent = actingAs.actor.firstName;
  return (
    <div className={styles.bar} role="region" aria-label={t`Signed in as another account`}>
      <p className={styles.text}>
        <Trans>
          You are signed in as <strong>{child}</strong> from {parent}&apos;s account.
        </Trans>
      </p>
      <Button size="small" variant="secondary" onClick={() => void switchBack()}>
        <Trans>Switch to Parent Account</Trans>
      </Button>
    </div>
  );
}
