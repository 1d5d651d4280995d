import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { redirect } from 'react-router';
import { accountKind } from '../../../../../shared/rules/account-kind';
import { SUBSCRIPTION_MESSAGES } from '../../../../../shared/schemas/subscriptions';
import { Alert, ErrorAlert } from '../../../components/alert';
import { DocumentTitle } from '../../../components/document-title';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { ensureSessionUser } from '../../../lib/session';
import { getPaymentCard, updatePaymentCard } from '../../../lib/subscriptions';
import { CardForm } from '../../../components/payments/card-form';

/** Not for school users (§2 Account 'payment') nor child accounts, whose parent pays. */
export const paymentLoader = (queryClient: QueryClient) => async () => {
  const user = await ensureSessionUser(queryClient);
  if (!user) throw redirect(paths.auth.login.getHref({ intended: paths.account.payment.getHref() }));
  const kind = accountKind(user);
  if (kind.isSchoolAccount || kind.isChildAccount) throw redirect(paths.account.root.getHref());
  // The card is read before the page shows: arriving after it, its line moved the card form below
  // (a layout shift over 0.05 on a phone). A failed read is still told on the page.
  await queryClient.ensureQueryData(getPaymentCard.queryOptions()).catch(() => undefined);
  return null;
};

/** Update card: the card every subscription the account pays for is charged to; 'Card updated successfully!'. */
export function PaymentPage() {
  const card = getPaymentCard.useRead();
  const update = updatePaymentCard.useMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [updated, setUpdated] = useState(false);
  return (
    <>
      <DocumentTitle title="Update Payment Details" />
      <PageHeader
        title="Update Payment Details"
        description="The card your subscriptions (and your children's) are charged to."
      />
      {card.isPending ? <LoadingIndicator label="Loading your card" /> : null}
      {card.error ? <ErrorAlert error={card.error} /> : null}
      {card.data ? (
        <p>
          Current card: {card.data.brand} ending in {card.data.last4}, expires{' '}
          {String(card.data.expMonth).padStart(2, '0')}/{card.data.expYear}
        </p>
      ) : null}
      {card.data === null ? <p>No card is on file yet.</p> : null}
      {updated ? (
        <Alert tone="success" live>
          <p>{SUBSCRIPTION_MESSAGES.cardUpdated}</p>
        </Alert>
      ) : null}
      <CardForm
        submitLabel="Update card"
        busy={update.isPending}
        refusal={refusal}
        onPaymentMethod={async (paymentMethodId) => {
          setRefusal(null);
          setUpdated(false);
          try {
            await update.mutateAsync({ body: { paymentMethodId } });
            setUpdated(true);
          } catch (failure) {
            setRefusal(failure instanceof Error ? failure.message : 'The card could not be updated.');
          }
        }}
      />
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({ loader: paymentLoader(queryClient), Component: PaymentPage });
