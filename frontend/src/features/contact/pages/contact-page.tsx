import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/alert';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { usePageNotice } from '../../../lib/page-notice';
import { useSessionUser } from '../../../lib/session';
import { listProducts } from '../api/library';
import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';
import styles from '../components/contact.module.css';

export const contactLoader = (queryClient: QueryClient) => async () => {
  await queryClient.ensureQueryData(listProducts.queryOptions());
  return null;
};

/** web.contact-us: the form, then 'Thank You. Your message has been sent.' in its place, with focus on it. */
export function ContactPage() {
  const user = useSessionUser();
  const products = listProducts.useData();
  const [sent, setSent] = useState<string | null>(null);
  // Why another page sent the visitor here ('Failed to grant trial. … Please contact us …').
  const notice = usePageNotice();
  const thanks = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  return (
    <>
      <DocumentTitle title="Contact Us" />
      <PageHeader
        title="Contact Us"
        description="Questions, feedback or a problem with an app? Send us a message and we will reply by email."
      />
      {notice ? (
        <Alert tone="warning" live>
          <p>{notice}</p>
        </Alert>
      ) : null}
      <div className={styles.layout}>
        {sent ? (
          <div ref={thanks} tabIndex={-1}>
            <Alert tone="success">
              <p>{sent}</p>
            </Alert>
          </div>
        ) : (
          <ContactForm user={user} products={products} onSent={setSent} />
        )}
        <ContactDetails />
      </div>
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({ loader: contactLoader(queryClient), Component: ContactPage });
