import { Link } from 'react-router';
import { SHELL_FRAGMENTS } from '../../../../../shared/content-pages';
import { PRODUCT_VERSION } from '../../../../../shared/constants';
import { ContentFragment } from '../../../components/content-fragment';
import { paths } from '../../../config/paths';
import { webConfig } from '../../../config/web-config';
import styles from './site-footer.module.css';

/** Footer: the static pages, the content host's footer, contact details from the configuration, and the product version. */
export function SiteFooter() {
  const { contact } = webConfig();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            <li>
              <Link to={paths.contactUs.getHref()}>Contact Us</Link>
            </li>
            <li>
              <Link to={paths.privacyPolicy.getHref()}>Privacy Policy</Link>
            </li>
            <li>
              <Link to={paths.termsOfUse.getHref()}>Terms of Use</Link>
            </li>
            <li>
              <Link to={paths.copyright.getHref()}>Copyright</Link>
            </li>
            <li>
              <Link to={paths.press.getHref()}>Press</Link>
            </li>
          </ul>
        </nav>
        <ContentFragment name={SHELL_FRAGMENTS.footer} label="About the App Library" className={styles.fragment} />
        <p className={styles.meta}>
          Call us on {contact.phone}, {contact.openingHours}. Version {PRODUCT_VERSION}
        </p>
      </div>
    </footer>
  );
}
