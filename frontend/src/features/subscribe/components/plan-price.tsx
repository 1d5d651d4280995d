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
  const payments = couponPayments(plan, coupon);
  const per = intervalText(plan);
  const full = formatPrice(plan.amount, plan.currency);
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
        <s aria-label={`was ${full}`}>{full}</s> {formatPrice(payments.discounted, plan.currency)}
        {count === 1 ? null : <span className={styles.interval}>{per}</span>}{' '}
        <span className={styles.note}>*with discount</span>
      </span>
      {count === null ? null : (
        <span className={styles.then}>
          {count === 1 ? 'the first payment' : `for the first ${count} payments`}, then {full}
          {per}
        </span>
      )}
    </>
  );
}
