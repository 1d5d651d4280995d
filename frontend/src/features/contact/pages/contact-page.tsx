import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/alert';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { useContractText } from '../../../lib/language/contract-text';
import { usePageNotice } from '../../../lib/page-notice';
import { useSessionUser } from '../../../lib/session';
import { listProducts } from '../api/library';
import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';
import styles from '../components/contact.module.css';

/**
 * The API's answer once a message is sent (shared/schemas/contact.ts CONTACT_MESSAGE_SENT, which
 * it sends in English): keyed by its English here so the page says it in its language.
 */
export const CONTACT_PAGE_TEXTS = [
  msg({ id: 'Thank You. Your message has been sent.', message: 'Thank You. Your message has been sent.' }),
];

export const contactLoader = (queryClient: QueryClient) => async () => {
  await queryClient.ensureQueryData(listProducts.queryOptions());
  return null;
};

/** web.contact-us: the form, then 'Thank You. Your message has been sent.' in its place, with focus on it. */
export function ContactPage() {
  const { t } = useLingui();
  const shown = useContractText();
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
      <DocumentTitle title={t`Contact Us`} />
      <PageHeader
        title={t`Contact Us`}
        description={t`Questions, feedback or a problem with an app? Send us a message and we will reply by email.`}
      />
      {notice ? (
        <Alert tone="warning" live>
          <p>{shown(notice)}</p>
        </Alert>
      ) : null}
      <div className={styles.layout}>
        {sent ? (
          <div ref={thanks} tabIndex={-1}>
            <Alert tone="success">
              <p>{shown(sent)}</p>
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
