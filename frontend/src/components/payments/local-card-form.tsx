import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '../button';
import { TextField } from '../text-field';
import { CardErrorList } from './card-error-list';
import { cardErrorList, NO_CARD_ERRORS, readTypedCard, type CardErrors, type ReadCard } from './card-errors';
import type { CardFormProps } from './card-form-props';
import styles from './card-form.module.css';

/**
 * The twin's card form, of the same shape as Stripe Elements (number, expiry, CVC; errors per
 * field and from the provider): it makes the payment method on the twin's Stripe-compatible
 * server with the publishable key, as Elements does on Stripe. Never deployed: AWS uses Elements.
 */
async function createPaymentMethod(
  apiUrl: string,
  publishableKey: string,
  card: ReadCard,
): Promise<{ id: string } | { error: string }> {
  const body = new URLSearchParams({
    type: 'card',
    'card[number]': card.number,
    'card[exp_month]': String(card.expMonth),
    'card[exp_year]': String(card.expYear),
    'card[cvc]': card.cvc,
  });
  try {
    const response = await fetch(`${apiUrl}/v1/payment_methods`, {
      method: 'POST',
      headers: { authorization: `Bearer ${publishableKey}`, 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    const answer = (await response.json()) as { id?: string; error?: { message?: string } };
    if (response.ok && answer.id) return { id: answer.id };
    return { error: answer.error?.message ?? 'Your card could not be read.' };
  } catch {
    return { error: 'There was an error connecting to the payment provider.' };
  }
}

export function LocalCardForm({
  apiUrl,
  publishableKey,
  submitLabel,
  busyLabel,
  onPaymentMethod,
  busy,
  refusal,
}: CardFormProps & { apiUrl: string; publishableKey: string }) {
  const { t } = useLingui();
  const [typed, setTyped] = useState({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardErrors>(NO_CARD_ERRORS);
  const [verifying, setVerifying] = useState(false);
  const change = (field: keyof typeof typed) => (event: { target: { value: string } }) => {
    setTyped((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ fields: { ...current.fields, [field]: undefined }, token: null }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readTypedCard(typed, new Date());
    if ('errors' in read) {
      setErrors({ fields: read.errors, token: null });
      return;
    }
    setVerifying(true);
    try {
      const made = await createPaymentMethod(apiUrl, publishableKey, read.card);
      if ('error' in made) setErrors({ fields: {}, token: made.error });
      else {
        setErrors(NO_CARD_ERRORS);
        await onPaymentMethod(made.id);
      }
    } finally {
      setVerifying(false);
    }
  };

  const messages = cardErrorList({ fields: errors.fields, token: errors.token ?? refusal });
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t`Card details`}>
      <TextField
        label={t`Card number`}
        name="cardnumber"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
        value={typed.number}
        onChange={change('number')}
        error={errors.fields.number}
      />
      <div className={styles.row}>
        <TextField
          label={t`Expiry (MM / YY)`}
          name="exp-date"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={t`MM / YY`}
          value={typed.expiry}
          onChange={change('expiry')}
          error={errors.fields.expiry}
        />
        <TextField
          label={t`CVC`}
          name="cvc"
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder={t`CVC`}
          value={typed.cvc}
          onChange={change('cvc')}
          error={errors.fields.cvc}
        />
      </div>
      <CardErrorList messages={messages} />
      <Button type="submit" loading={verifying || busy}>
        {(verifying || busy) && busyLabel ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
