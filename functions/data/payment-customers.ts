import * as z from 'zod/mini';
import { cardSchema } from '../../shared/schemas/subscriptions';
import { defineEntity, ITEM_ABSENT } from './entity';
import { userPartition } from './users';

/** The card provider's customer of a paying user (a parent pays for their children), with the card on file. */
export const paymentCustomers = defineEntity({
  name: 'payment-customer',
  schema: z.object({ userId: z.string(), customerId: z.string(), card: z.nullable(cardSchema) }),
  key: { fields: ['userId'], key: ({ userId }) => ({ pk: userPartition(userId), sk: 'PAYMENTCUSTOMER' }) },
});
export type PaymentCustomer = z.output<typeof paymentCustomers.schema>;

export function getPaymentCustomer(userId: string): Promise<PaymentCustomer | null> {
  return paymentCustomers.get({ userId }, { consistent: true });
}

/** Remembers the customer made for a user; a concurrent call's customer wins (the provider's idempotency key makes it the same one). */
export async function savePaymentCustomer(customer: PaymentCustomer): Promise<PaymentCustomer> {
  try {
    await paymentCustomers.put(customer, { condition: ITEM_ABSENT });
    return customer;
  } catch (error) {
    const stored = await getPaymentCustomer(customer.userId);
    if (stored) return stored;
    throw error;
  }
}

export function saveCard(userId: string, card: PaymentCustomer['card']): Promise<PaymentCustomer> {
  return paymentCustomers.update({ userId }, { card });
}
