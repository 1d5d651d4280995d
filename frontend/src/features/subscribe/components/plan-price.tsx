import { formatPrice } from '../../../../../shared/rules/price';
import { discountedAmount, intervalText } from '../../../../../shared/rules/subscription';
import type { Coupon, Plan } from '../../../../../shared/schemas/subscriptions';
import styles from '../subscribe.module.css';

/** A plan's price with its interval; with a coupon, the struck-through price, the discounted one and '*with discount'. */
export function PlanPrice({ plan, coupon = null }: { plan: Plan; coupon?: Coupon | null }) {
  const price = discountedAmount(plan.amount, coupon);
  const per = intervalText(plan);
  if (!coupon || price === plan.amount) {
    return (
      <span className={styles.price}>
        {formatPrice(plan.amount, plan.currency)}
        <span className={styles.interval}>{per}</span>
      </span>
    );
  }
  return (
    <span className={styles.price}>
      <s aria-label={`was ${formatPrice(plan.amount, plan.currency)}`}>{formatPrice(plan.amount, plan.currency)}</s>{' '}
      {formatPrice(price, plan.currency)}
      <span className={styles.interval}>{per}</span> <span className={styles.note}>*with discount</span>
    </span>
  );
}
