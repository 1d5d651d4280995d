import { NavLink } from 'react-router';
import styles from './tabs-nav.module.css';

export interface TabLink {
  label: string;
  to: string;
  /** Navigation state for the page the tab leads to. */
  state?: unknown;
}

/** Navigation styled as tabs: each tab is a link, the current one is marked aria-current="page". */
export function TabsNav({ label, tabs }: { label: string; tabs: readonly TabLink[] }) {
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} state={tab.state} className={styles.link}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
