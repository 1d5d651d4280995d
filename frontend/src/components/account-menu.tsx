import { useLingui } from '@lingui/react/macro';
import type { UserMenuEntry } from '../../../shared/rules/user-menu';
import type { SessionUser } from '../../../shared/schemas/user';
import { webConfig } from '../config/web-config';
import { USER_MENU_DESTINATION_PATHS } from '../lib/destination-paths';
import { actingAsSecret } from '../lib/acting-as-grant';
import { useContractText } from '../lib/language/contract-text';
import { useLogout, useSwitchBack } from '../lib/session';
import styles from './account-menu.module.css';
import { Avatar } from './avatar';
import { Menu, type MenuItem } from './menu';

/**
 * Turns the shared rule's entries into menu items: paths from the SPA, help links from the
 * configuration, the rule's labels in the page's language.
 */
function useAccountMenuItems(entries: readonly UserMenuEntry[]): MenuItem[] {
  const logout = useLogout();
  const switchBack = useSwitchBack();
  const shown = useContractText();
  return entries.map((entry): MenuItem => {
    const label = shown(entry.label);
    switch (entry.kind) {
      case 'link':
        return {
          key: entry.id,
          label,
          kind: 'link',
          href: USER_MENU_DESTINATION_PATHS[entry.destination],
        };
      case 'help':
        return {
          key: entry.id,
          label,
          kind: 'link',
          href: webConfig().helpUrls[entry.audience],
          external: true,
        };
      case 'switch-to-parent':
        return {
          key: entry.id,
          label,
          kind: 'action',
          // Acting as the child: back to the parent without a password; a child signed in with their own password signs out.
          onSelect: () =>
            void (actingAsSecret() ? switchBack() : logout(USER_MENU_DESTINATION_PATHS[entry.destination])),
          separatorBefore: true,
        };
      case 'logout':
        return {
          key: entry.id,
          label,
          kind: 'action',
          onSelect: () => void logout(),
          separatorBefore: entries.at(-2)?.kind !== 'switch-to-parent',
        };
    }
  });
}

interface AccountMenuProps {
  user: SessionUser;
  entries: readonly UserMenuEntry[];
  /** Show the first name beside the initials (the site header has room for it; wide screens only). */
  showName?: boolean;
}

/** The signed-in user's menu in both shells: initials (and name) on the button, the rule's entries inside. */
export function AccountMenu({ user, entries, showName = false }: AccountMenuProps) {
  const { t } = useLingui();
  const items = useAccountMenuItems(entries);
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
  return (
    <Menu
      label={t`Account menu for ${name}`}
      trigger={
        <>
          <Avatar person={user} />
          {showName ? (
            <span className={styles.userName} aria-hidden="true">
              {user.firstName || user.username}
            </span>
          ) : null}
        </>
      }
      items={items}
    />
  );
}
