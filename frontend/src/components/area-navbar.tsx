import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../config/paths';
import layout from './management-layout.module.css';

/**
 * The bar of a management area (School Management, Family Management): App Library and the
 * area's help link first, then the area's own entries (each an <li>, `AreaNavLink` for a page).
 */
export function AreaNavbar({
  label,
  helpLabel,
  helpUrl,
  children,
}: {
  label: string;
  helpLabel: string;
  helpUrl: string;
  children: ReactNode;
}) {
  return (
    <nav className={layout.navbar} aria-label={label}>
      <ul className={layout.navList}>
        <li>
          <NavLink className={layout.navLink} to={paths.library.getHref()}>
            <Trans>App Library</Trans>
          </NavLink>
        </li>
        <li>
          <a className={layout.navLink} href={helpUrl} target="_blank" rel="noopener noreferrer">
            {helpLabel}
            <span className="visually-hidden">
              {' '}
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        </li>
        {children}
      </ul>
    </nav>
  );
}

/** A page of the area in its bar; `end`: only this page, not the pages below it. */
export function AreaNavLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <NavLink className={layout.navLink} to={to} end>
        {children}
      </NavLink>
    </li>
  );
}
