import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { SHELL_FRAGMENTS } from '../../../../../shared/content-pages';
import { PRODUCT_VERSION } from '../../../../../shared/constants';
import { ContentFragment } from '../../../components/content-fragment';
import { paths } from '../../../config/paths';
import { useOpeningHours } from '../../../config/opening-hours';
import { webConfig } from '../../../config/web-config';
import styles from './site-footer.module.css';

/** Footer: the static pages, the content host's footer, contact details from the configuration, and the product version. */
export function SiteFooter() {
  const { t } = useLingui();
  const { contact } = webConfig();
  const { phone } = contact;
  const openingHours = useOpeningHours();
  const version = PRODUCT_VERSION;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={t`Footer`}>
          <ul className={styles.links}>
            <li>
              <Link to={paths.contactUs.getHref()}>
                <Trans>Contact Us</Trans>
              </Link>
            </li>
            <li>
              <Link to={paths.privacyPolicy.getHref()}>
                <Trans>Privacy Policy</Trans>
              </Link>
            </li>
            <li>
              <Link to={paths.termsOfUse.getHref()}>
                <Trans>Terms of Use</Trans>
              </Link>
            </li>
            <li>
              <Link to={paths.copyright.getHref()}>
                <Trans>Copyright</Trans>
              </Link>
            </li>
            <li>
              <Link to={paths.press.getHref()}>
                <Trans>Press</Trans>
              </Link>
            </li>
          </ul>
        </nav>
        <ContentFragment name={SHELL_FRAGMENTS.footer} label={t`About the App Library`} className={styles.fragment} />
        <p className={styles.meta}>
          <Trans>
            Call us on <bdi dir="ltr">{phone}</bdi>, <bdi>{openingHours}</bdi>. Version <bdi dir="ltr">{version}</bdi>
          </Trans>
        </p>
      </div>
    </footer>
  );
}
