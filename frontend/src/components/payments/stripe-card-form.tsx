import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  Elements,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js';
// The pure entry loads Stripe.js only when loadStripe is called: the main one adds its script tag
// as soon as the module is imported, which in the twin (its own card form) failed in the console.
import type { Stripe, StripeElementChangeEvent, StripeElementLocale } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { LoadingIndicator } from '../loading-indicator';
import { Button } from '../button';
import { CardErrorList } from './card-error-list';
import { cardErrorList, NO_CARD_ERRORS, type CardErrors, type CardField } from './card-errors';
import type { CardFormProps } from './card-form-props';
import styles from './card-form.module.css';

/** One load of Stripe.js per key: Elements needs the same Stripe object on every render. */
const loads = new Map<string, Promise<Stripe | null>>();

export function stripeLoad(publishableKey: string): Promise<Stripe | null> {
  let load = loads.get(publishableKey);
  if (!load) {
    load = loadStripe(publishableKey);
    // A failed load may be tried again later (the page reports it and goes back).
    load.catch(() => loads.delete(publishableKey));
    loads.set(publishableKey, load);
  }
  return load;
}

/** Stripe's name for a language of the portal: Simplified Chinese is its `zh`. */
function stripeLocale(locale: string): StripeElementLocale {
  if (locale === 'zh-Hans') return 'zh';
  return locale === 'es' || locale === 'fr' || locale === 'ar' ? locale : 'en';
}

const ELEMENT_OPTIONS = { style: { base: { fontSize: '16px', color: '#17212d' }, invalid: { color: '#a3221a' } } };

function StripeFields({ submitLabel, busyLabel, onPaymentMethod, busy, refusal }: CardFormProps) {
  const { t } = useLingui();
  const stripe = useStripe();
  const elements = useElements();
  const [errors, setErrors] = useState<CardErrors>(NO_CARD_ERRORS);
  const [verifying, setVerifying] = useState(false);
  const onChange = (field: CardField) => (event: StripeElementChangeEvent) => {
    setErrors((current) => ({ fields: { ...current.fields, [field]: event.error?.message }, token: null }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardNumberElement);
    if (!stripe || !card) return;
    setVerifying(true);
    try {
      const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
      if (error) setErrors((current) => ({ ...current, token: error.message ?? 'Your card could not be read.' }));
      else await onPaymentMethod(paymentMethod.id);
    } finally {
      setVerifying(false);
    }
  };

  const field = (label: string, element: React.ReactNode) => (
    <label className={styles.label}>
      {label}
      <div className={styles.element}>{element}</div>
    </label>
  );
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t`Card details`}>
      {field(t`Card number`, <CardNumberElement options={ELEMENT_OPTIONS} onChange={onChange('number')} />)}
      <div className={styles.row}>
        {field(t`Expiry`, <CardExpiryElement options={ELEMENT_OPTIONS} onChange={onChange('expiry')} />)}
        {field(t`CVC`, <CardCvcElement options={ELEMENT_OPTIONS} onChange={onChange('cvc')} />)}
      </div>
      <CardErrorList messages={cardErrorList({ fields: errors.fields, token: errors.token ?? refusal })} />
      <Button type="submit" loading={verifying || busy} disabled={!stripe}>
        {(verifying || busy) && busyLabel ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}

/**
 * Stripe Elements (AWS). Stripe.js comes from Stripe's own host, as Stripe requires; when it cannot
 * be loaded the page is told (`onUnavailable`), which reports it and goes back (§8).
 */
export function StripeCardForm({
  publishableKey,
  onUnavailable,
  ...props
}: CardFormProps & { publishableKey: string; onUnavailable: (error: unknown) => void }) {
  const { i18n, t } = useLingui();
  const [stripe, setStripe] = useState<Stripe | null>(null);
  useEffect(() => {
    let current = true;
    stripeLoad(publishableKey).then(
      (loaded) => {
        if (!current) return;
        if (loaded) setStripe(loaded);
        else onUnavailable(new Error('Stripe.js loaded without a Stripe object'));
      },
      (error: unknown) => current && onUnavailable(error),
    );
    return () => {
      current = false;
    };
  }, [publishableKey, onUnavailable]);
  if (!stripe) return <LoadingIndicator label={t`Connecting to the payment provider`} />;
  return (
    // Elements says its own words (its fields' errors) in the page's language; it takes the
    // language once, so another language makes it anew.
    <Elements key={i18n.locale} stripe={stripe} options={{ locale: stripeLocale(i18n.locale) }}>
      <StripeFields {...props} />
    </Elements>
  );
}
