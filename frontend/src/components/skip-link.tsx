import { Trans } from '@lingui/react/macro';
import styles from './skip-link.module.css';

/** The first tab stop of every page: moves focus past the header to the main landmark. */
export function SkipLink({ target = 'main' }: { target?: string }) {
  return (
    <a
      className={styles.skip}
      href={`#${target}`}
      onClick={(event) => {
        const element = document.getElementById(target);
        if (!element) return;
        // Move focus without a hash navigation, so the router and the URL stay as they are.
        event.preventDefault();
        element.focus();
        element.scrollIntoView();
      }}
    >
      <Trans>Skip to main content</Trans>
    </a>
  );
}
