import { Trans, useLingui } from '@lingui/react/macro';
import { formatPrice } from '../../../../../shared/rules/price';
import { couponPayments, intervalText } from '../../../../../shared/rules/subscription';
import type { Coupon, Plan } from '../../../../../shared/schemas/subscriptions';
import styles from '../subscribe.module.css';

/**
 * A plan's price with its interval; with a coupon, the struck-through price, the discounted one and
 * '*with discount' (§2 payment). A coupon that lowers only the first payments (once, or repeating
 * for some months) says which, and what every later payment is: 'the first payment, then
 * $9.99/month'.
 */
export function PlanPrice({ plan, coupon = null }: { plan: Plan; coupon?: Coupon | null }) {
  const { i18n, t } = useLingui();
  const payments = couponPayments(plan, coupon);
  const per = intervalText(plan);
  // In the plan's currency, written as the portal's language writes it (English as §3 does).
  const full = formatPrice(plan.amount, plan.currency, i18n.locale);
  if (payments.discounted === plan.amount) {
    return (
      <span className={styles.price}>
        {full}
        <span className={styles.interval}>{per}</span>
      </span>
    );
  }
  const count = payments.discountedPayments;
  return (
    <>
      <span className={styles.price}>
        <s aria-label={t`was ${full}`}>{full}</s> {formatPrice(payments.discounted, plan.currency, i18n.locale)}
        {count === 1 ? null : <span className={styles.interval}>{per}</span>}{' '}
        <span className={styles.note}>
          <Trans>*with discount</Trans>
        </span>
      </span>
      {count === null ? null : (
        <span className={styles.then}>
          {count === 1 ? (
            <Trans>
              the first payment, then {full}
              {per}
            </Trans>
          ) : (
            <Trans>
              for the first {count} payments, then {full}
              {per}
            </Trans>
          )}
        </span>
      )}
    </>
  );
}
