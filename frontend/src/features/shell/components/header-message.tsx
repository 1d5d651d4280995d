import { SHELL_FRAGMENTS } from '../../../../../shared/content-pages';
import { ContentFragment } from '../../../components/content-fragment';
import { useSessionUser } from '../../../lib/session';
import styles from './header-message.module.css';

/** visitor-and-account §2: the header message block of the content host; signed-in users get their own. */
export function HeaderMessage() {
  const user = useSessionUser();
  const name = user ? SHELL_FRAGMENTS.headerMessageSignedIn : SHELL_FRAGMENTS.headerMessage;
  return <ContentFragment key={name} name={name} label="Site message" className={styles.message} />;
}
