import { cardError, type StripeTwinError } from './errors';

export { luhnValid } from '../../../shared/rules/card-number';

/**
 * Stripe's test cards and what each does (docs.stripe.com/testing). Where the twin refuses a card:
 * 0002, 0069 and 0127 when they are attached to a customer (Stripe checks a card then); 9995
 * attaches, and every charge on it fails, so a renewal after a trial fails and the subscription
 * becomes past_due. Any other number that passes the Luhn check is accepted.
 */
export type CardOutcome = 'succeeds' | 'declined' | 'insufficient_funds' | 'expired' | 'incorrect_cvc';

const TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': 'succeeds',
  '4000056655665556': 'succeeds',
  '5555555555554444': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired',
  '4000000000000127': 'incorrect_cvc',
};

export function outcomeOf(number: string): CardOutcome {
  return TEST_CARDS[number] ?? 'succeeds';
}

export function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(number) || /^2[2-7]/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

/** The refusal when a card is attached (Stripe's card check), or null. */
export function attachRefusal(outcome: CardOutcome): StripeTwinError | null {
  switch (outcome) {
    case 'declined':
      return cardError('Your card was declined.', 'card_declined', 'generic_decline');
    case 'expired':
      return cardError('Your card has expired.', 'expired_card', 'expired_card', 'exp_month');
    case 'incorrect_cvc':
      return cardError("Your card's security code is incorrect.", 'incorrect_cvc', 'incorrect_cvc', 'cvc');
    default:
      return null;
  }
}

/** The refusal when a card is charged, or null. */
export function chargeRefusal(outcome: CardOutcome): StripeTwinError | null {
  if (outcome === 'insufficient_funds')
    return cardError('Your card has insufficient funds.', 'card_declined', 'insufficient_funds');
  return attachRefusal(outcome);
}
