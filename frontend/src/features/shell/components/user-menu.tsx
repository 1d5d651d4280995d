import type { SessionUser } from '../../../../../shared/schemas/user';
import type { UserMenuEntry } from '../../../../../shared/rules/user-menu';
import { Avatar } from '../../../components/avatar';
import { Menu, type MenuItem } from '../../../components/menu';
import { webConfig } from '../../../config/web-config';
import { useLogout } from '../../../lib/session';
import styles from './site-header.module.css';

/** Turns the rule's entries into menu items: help links come from the configuration. */
export function useMenuItems(entries: readonly UserMenuEntry[]): MenuItem[] {
  const logout = useLogout();
  return entries.map((entry): MenuItem => {
    switch (entry.kind) {
      case 'link':
        return { key: entry.id, label: entry.label, kind: 'link', href: entry.href };
      case 'help':
        return { key: entry.id, label: entry.label, kind: 'link', href: webConfig().helpUrls[entry.audience], external: true };
      case 'switch-to-parent':
        return { key: entry.id, label: entry.label, kind: 'action', onSelect: () => void logout(entry.href), separatorBefore: true };
      case 'logout':
        return {
          key: entry.id,
          label: entry.label,
          kind: 'action',
          onSelect: () => void logout('/'),
          separatorBefore: entries.at(-2)?.kind !== 'switch-to-parent',
        };
    }
  });
}

export function UserMenu({ user, entries }: { user: SessionUser; entries: readonly UserMenuEntry[] }) {
  const items = useMenuItems(entries);
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
  return (
    <Menu
      label={`Account menu for ${name}`}
      trigger={
        <>
          <Avatar person={user} />
          <span className={styles.userName} aria-hidden="true">
            {user.firstName || user.username}
          </span>
        </>
      }
      items={items}
    />
  );
}
