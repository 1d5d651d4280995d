import type { ReactNode, Ref } from 'react';
import styles from './page-header.module.css';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** For a page whose content changes in place (a step): the heading, focusable so focus can move to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The page's one h1, with an optional lead sentence and actions. */
export function PageHeader({ title, description, actions, headingRef }: PageHeaderProps) {
  return (
    <div className={styles.header}>
      <div>
        <h1 className={styles.title} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {title}
        </h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
