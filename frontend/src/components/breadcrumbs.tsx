import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Where the crumb leads; the last crumb is the current page and has none. */
  to?: string;
}

/** Where a page sits: links back up the trail, then the current page (aria-current). */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`} className={styles.nav}>
      <ol className={styles.list}>
        {trail.map((crumb, index) => (
          <li key={crumb.label} className={styles.crumb}>
            {index > 0 ? (
              <span className={`${styles.separator} direction-icon`} aria-hidden="true">
                ›
              </span>
            ) : null}
            {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
