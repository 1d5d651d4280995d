import { luhnValid } from '../../../../shared/rules/card-number';

/**
 * visitor-and-account §8: card provider errors are shown per field (number, expiry, cvc) and as a
 * token error, de-duplicated, in one list.
 */
export type CardField = 'number' | 'expiry' | 'cvc';

export interface CardErrors {
  fields: Partial<Record<CardField, string>>;
  /** The provider's answer when it made no card, or refused it (the 402 of a charge). */
  token: string | null;
}

export const NO_CARD_ERRORS: CardErrors = { fields: {}, token: null };

/** Every message once, fields first in the form's order. */
export function cardErrorList(errors: CardErrors): string[] {
  const all = [errors.fields.number, errors.fields.expiry, errors.fields.cvc, errors.token].filter(
    (message): message is string => Boolean(message),
  );
  return [...new Set(all)];
}

/** The messages Stripe Elements shows while a card is typed; the twin's form shows the same. */
export const CARD_FIELD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration year is in the past.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

export interface TypedCard {
  number: string;
  expiry: string;
  cvc: string;
}

export interface ReadCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** Checks a typed card as Elements does before it asks the provider; the card's fields, or the errors. */
export function readTypedCard(typed: TypedCard, now: Date): { card: ReadCard } | { errors: CardErrors['fields'] } {
  const errors: CardErrors['fields'] = {};
  const number = typed.number.replace(/[\s-]/g, '');
  if (number.length < 13 || !/^\d+$/.test(number))
    errors.number = /\D/.test(number) ? CARD_FIELD_MESSAGES.numberInvalid : CARD_FIELD_MESSAGES.numberIncomplete;
  else if (number.length > 19 || !luhnValid(number)) errors.number = CARD_FIELD_MESSAGES.numberInvalid;
  const expiry = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(typed.expiry);
  let expMonth = 0;
  let expYear = 0;
  if (!expiry) errors.expiry = CARD_FIELD_MESSAGES.expiryIncomplete;
  else {
    expMonth = Number(expiry[1]);
    expYear = Number(expiry[2]) + (expiry[2]?.length === 2 ? 2000 : 0);
    if (expMonth < 1 || expMonth > 12) errors.expiry = CARD_FIELD_MESSAGES.expiryMonthInvalid;
    else if (expYear < now.getUTCFullYear() || (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1))
      errors.expiry = CARD_FIELD_MESSAGES.expiryPast;
  }
  const cvc = typed.cvc.trim();
  if (!/^\d{3,4}$/.test(cvc)) errors.cvc = CARD_FIELD_MESSAGES.cvcIncomplete;
  if (Object.keys(errors).length > 0) return { errors };
  return { card: { number, expMonth, expYear, cvc } };
}
