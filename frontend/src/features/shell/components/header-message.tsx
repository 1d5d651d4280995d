import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SHELL_FRAGMENTS } from '../../../../../shared/content-pages';
import { ContentFragment, wasDismissed } from '../../../components/content-fragment';
import { useSessionUser } from '../../../lib/session';
import styles from './header-message.module.css';

/**
 * visitor-and-account §2: the header message block of the content host; signed-in users get their
 * own. Its room is kept from the first paint (it arrives after the page), so nothing below it
 * moves; a reader who dismissed it gets no room kept, and the message again only if its text changed.
 */
export function HeaderMessage() {
  const { t } = useLingui();
  const user = useSessionUser();
  const name = user ? SHELL_FRAGMENTS.headerMessageSignedIn : SHELL_FRAGMENTS.headerMessage;
  const [closed, setClosed] = useState<string[]>([]);
  const keepRoom = !closed.includes(name) && !wasDismissed(name);
  return (
    <div className={keepRoom ? styles.slot : undefined}>
      <ContentFragment
        key={name}
        name={name}
        label={t`Site message`}
        dismissLabel={t`Dismiss the site message`}
        className={styles.message}
        onDismiss={() => {
          setClosed((names) => [...names, name]);
          document.getElementById('main')?.focus();
        }}
      />
    </div>
  );
}
