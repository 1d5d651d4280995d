import type { SessionUser } from '../../../shared/schemas/user';
import type { Card } from '../../../shared/schemas/subscriptions';
import type { PaymentsProvider } from '../../adapters/payments/port';
import { getPaymentCustomer, saveCard, savePaymentCustomer, type PaymentCustomer } from '../../data/payment-customers';

/** The payer's customer at the provider, made on first need (the provider's idempotency key is the user id). */
export async function customerOf(payer: SessionUser, provider: PaymentsProvider): Promise<PaymentCustomer> {
  const stored = await getPaymentCustomer(payer.id);
  if (stored) return stored;
  const { id } = await provider.createCustomer({
    userId: payer.id,
    email: payer.email,
    name: `${payer.firstName} ${payer.lastName}`.trim(),
  });
  return savePaymentCustomer({ userId: payer.id, customerId: id, card: null });
}

/** Attaches the card made in the browser as the payer's default (CardError when refused) and remembers it. */
export async function setDefaultCard(
  payer: SessionUser,
  paymentMethodId: string,
  provider: PaymentsProvider,
): Promise<Card> {
  const customer = await customerOf(payer, provider);
  const card = await provider.attachDefaultCard(customer.customerId, paymentMethodId);
  await saveCard(payer.id, card);
  return card;
}
