import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { translated } from '../../../../../shared/i18n/text';
import { couponDiscountText } from '../../../../../shared/rules/subscription';
import { SUBSCRIPTION_MESSAGES, type Coupon } from '../../../../../shared/schemas/subscriptions';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { isApiRequestError } from '../../../lib/api-client';
import { checkCoupon } from '../../../lib/subscriptions';
import styles from '../subscribe.module.css';

type CouponState =
  { kind: 'idle' } | { kind: 'checking' } | { kind: 'error'; message: string } | { kind: 'valid'; coupon: Coupon };

/** 'Valid!' and the discount in words (the contract's, in the portal's language). */
function ValidCoupon({ discount }: { discount: string }) {
  return (
    <Trans>
      <strong>Valid!</strong> {discount}
    </Trans>
  );
}

/**
 * The coupon panel (§2 payment, §4 Coupon check: loading, error, valid): Validate, also on Enter;
 * 'Checking...', 'Not found', 'Valid!' with the discount. A code kept from the address (`?code=`)
 * is filled in.
 */
export function CouponPanel({
  currency,
  initialCode,
  onCoupon,
}: {
  currency: string;
  initialCode: string;
  onCoupon: (coupon: Coupon | null) => void;
}) {
  const { t } = useLingui();
  const [code, setCode] = useState(initialCode);
  const [state, setState] = useState<CouponState>({ kind: 'idle' });
  const check = checkCoupon.useMutation();

  const validate = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) {
      setState({ kind: 'error', message: translated(SUBSCRIPTION_MESSAGES.couponNotFound) });
      onCoupon(null);
      return;
    }
    setState({ kind: 'checking' });
    try {
      const { coupon } = await check.mutateAsync({ body: { code: typed, currency } });
      setState({ kind: 'valid', coupon });
      onCoupon(coupon);
    } catch (error) {
      const message =
        isApiRequestError(error) && error.status !== 404
          ? error.message
          : translated(SUBSCRIPTION_MESSAGES.couponNotFound);
      setState({ kind: 'error', message });
      onCoupon(null);
    }
  };

  return (
    <form
      className={styles.panel}
      onSubmit={(event) => void validate(event)}
      aria-labelledby="coupon-heading"
      noValidate
    >
      <h2 id="coupon-heading">
        <Trans>Have a coupon?</Trans>
      </h2>
      <div className={styles.couponRow}>
        <TextField
          label={t`Coupon code`}
          name="coupon"
          autoComplete="off"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (state.kind !== 'idle') {
              setState({ kind: 'idle' });
              onCoupon(null);
            }
          }}
          error={state.kind === 'error' ? state.message : undefined}
        />
        <Button type="submit" variant="secondary" loading={state.kind === 'checking'}>
          <Trans>Validate</Trans>
        </Button>
      </div>
      <p aria-live="polite">
        {state.kind === 'checking' ? t`Checking...` : null}
        {state.kind === 'valid' ? <ValidCoupon discount={couponDiscountText(state.coupon)} /> : null}
      </p>
    </form>
  );
}
