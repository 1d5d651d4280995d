import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { redirect } from 'react-router';
import { accountKind } from '../../../../../shared/rules/account-kind';
import { SUBSCRIPTION_MESSAGES, type Card } from '../../../../../shared/schemas/subscriptions';
import { translated } from '../../../../../shared/i18n/text';
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

/** The card on file: its brand, last four digits and expiry, which read left to right in every language. */
function CurrentCard({ card }: { card: Card }) {
  const brand = card.brand;
  const last4 = card.last4;
  const expiry = `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
  return (
    <p>
      <Trans>
        Current card: {brand} ending in <bdi>{last4}</bdi>, expires <bdi>{expiry}</bdi>
      </Trans>
    </p>
  );
}

/** Update card: the card every subscription the account pays for is charged to; 'Card updated successfully!'. */
export function PaymentPage() {
  const { t } = useLingui();
  const card = getPaymentCard.useRead();
  const update = updatePaymentCard.useMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [updated, setUpdated] = useState(false);
  return (
    <>
      <DocumentTitle title={t`Update Payment Details`} />
      <PageHeader
        title={t`Update Payment Details`}
        description={t`The card your subscriptions (and your children's) are charged to.`}
      />
      {card.isPending ? <LoadingIndicator label={t`Loading your card`} /> : null}
      {card.error ? <ErrorAlert error={card.error} /> : null}
      {card.data ? <CurrentCard card={card.data} /> : null}
      {card.data === null ? (
        <p>
          <Trans>No card is on file yet.</Trans>
        </p>
      ) : null}
      {updated ? (
        <Alert tone="success" live>
          <p>{translated(SUBSCRIPTION_MESSAGES.cardUpdated)}</p>
        </Alert>
      ) : null}
      <CardForm
        submitLabel={t`Update card`}
        busy={update.isPending}
        refusal={refusal}
        onPaymentMethod={async (paymentMethodId) => {
          setRefusal(null);
          setUpdated(false);
          try {
            await update.mutateAsync({ body: { paymentMethodId } });
            setUpdated(true);
          } catch (failure) {
            setRefusal(failure instanceof Error ? failure.message : t`The card could not be updated.`);
          }
        }}
      />
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({ loader: paymentLoader(queryClient), Component: PaymentPage });
