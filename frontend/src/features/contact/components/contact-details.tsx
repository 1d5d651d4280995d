import { Trans } from '@lingui/react/macro';
import { useOpeningHours } from '../../../config/opening-hours';
import { webConfig } from '../../../config/web-config';
import styles from './contact.module.css';

/** The provider's public phone, fax, postal address and opening hours, from /config.json. */
export function ContactDetails() {
  const { contact } = webConfig();
  const openingHours = useOpeningHours();
  return (
    <section aria-labelledby="contact-details-heading" className={styles.details}>
      <h2 id="contact-details-heading">
        <Trans>Other ways to reach us</Trans>
      </h2>
      <dl>
        {contact.phone ? (
          <>
            <dt>
              <Trans>Phone</Trans>
            </dt>
            <dd>
              <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`} dir="ltr">
                {contact.phone}
              </a>
            </dd>
          </>
        ) : null}
        {contact.fax ? (
          <>
            <dt>
              <Trans>Fax</Trans>
            </dt>
            <dd dir="ltr">{contact.fax}</dd>
          </>
        ) : null}
        {contact.postalAddress ? (
          <>
            <dt>
              <Trans>Postal address</Trans>
            </dt>
            <dd className={styles.address}>{contact.postalAddress}</dd>
          </>
        ) : null}
        <dt>
          <Trans>Opening hours</Trans>
        </dt>
        <dd>{openingHours}</dd>
      </dl>
    </section>
  );
}
