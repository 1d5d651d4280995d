import { useLayoutEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import styles from './tabs-nav.module.css';

export interface TabLink {
  label: string;
  to: string;
  /** Navigation state for the page the tab leads to. */
  state?: unknown;
}

/**
 * Brings the current tab into the strip's view: on a phone the strip scrolls sideways, and the tab
 * of the page shown must not be the one hidden past its edge (ARCHITECTURE 'Phones first'). Only
 * the strip scrolls, never the page.
 */
function showCurrentTab(strip: HTMLUListElement | null): void {
  const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
  if (!strip || !current) return;
  // By how far the tab sticks out of either edge (in either writing direction), with a little
  // room beside it so that it does not sit flush against the edge.
  const room = 16;
  const tab = current.getBoundingClientRect();
  const view = strip.getBoundingClientRect();
  if (tab.right > view.right - room) strip.scrollLeft += Math.ceil(tab.right - view.right + room);
  if (tab.left < view.left + room) strip.scrollLeft -= Math.ceil(view.left + room - tab.left);
}

/** Navigation styled as tabs: each tab is a link, the current one is marked aria-current="page" and kept in view. */
export function TabsNav({ label, tabs }: { label: string; tabs: readonly TabLink[] }) {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useLayoutEffect(() => showCurrentTab(list.current), [pathname]);
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul ref={list} className={styles.list}>
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
