import { webConfig } from '../../../config/web-config';
import styles from './contact.module.css';

/** The provider's public phone, fax, postal address and opening hours, from /config.json. */
export function ContactDetails() {
  const { contact } = webConfig();
  return (
    <section aria-labelledby="contact-details-heading" className={styles.details}>
      <h2 id="contact-details-heading">Other ways to reach us</h2>
      <dl>
        {contact.phone ? (
          <>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>
            </dd>
          </>
        ) : null}
        {contact.fax ? (
          <>
            <dt>Fax</dt>
            <dd>{contact.fax}</dd>
          </>
        ) : null}
        {contact.postalAddress ? (
          <>
            <dt>Postal address</dt>
            <dd className={styles.address}>{contact.postalAddress}</dd>
          </>
        ) : null}
        <dt>Opening hours</dt>
        <dd>{contact.openingHours}</dd>
      </dl>
    </section>
  );
}
