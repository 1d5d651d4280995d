import type { QueryClient } from '@tanstack/react-query';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { accessState, hasAccess } from '../../../../../shared/rules/service-access';
import { Alert, ErrorAlert } from '../../../components/alert';
import { DocumentTitle } from '../../../components/document-title';
import { LinkButton } from '../../../components/link-button';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { PageHeader } from '../../../components/page-header';
import { TileIcon } from '../../../components/tile';
import { paths } from '../../../config/paths';
import { useSessionUser } from '../../../lib/session';
import { listPlans } from '../../../lib/subscriptions';
import { ChildBanner } from '../components/child-banner';
import { PlanPrice } from '../components/plan-price';
import { useSubscribeService } from '../service';
import { useSubscriber } from '../subscriber';
import styles from '../subscribe.module.css';
import { subscribeLoader } from '../guard';

export const NO_LOCK_IN_NOTE = 'No lock-in contracts - you can cancel at any time.';
export const TRIAL_CHARGE_NOTE = 'Your card will be charged when the free trial ends, unless you cancel before then.';

/**
 * web.subscribe plan (§2): the plans as cards, cheapest first; Sign Up only while the account has
 * no access; an account that already has access is told so and offered to get started. A
 * preselected plan (`?plan=`) goes straight on to payment when the account can subscribe.
 */
export function SubscribePlanPage() {
  const user = useSessionUser();
  const { serviceId = '' } = useParams();
  const [search] = useSearchParams();
  const service = useSubscribeService(serviceId);
  const childId = search.get('user');
  const code = search.get('code');
  const { subscriber, pending, error } = useSubscriber(user, childId);
  const plans = listPlans.useRead({ params: { serviceId }, query: user?.countryId ? { country: user.countryId } : {} });
  if (!user || !service) return null;
  const title = `Subscribe to ${service.name}`;
  const header = (
    <>
      <DocumentTitle title={title} />
      <PageHeader title={title} />
    </>
  );
  if (pending || plans.isPending) {
    return (
      <>
        {header}
        <LoadingIndicator label="Loading the plans" />
      </>
    );
  }
  if (error || plans.error || !subscriber) {
    return (
      <>
        {header}
        <ErrorAlert error={error ?? plans.error} />
      </>
    );
  }
  const now = new Date();
  const current = subscriber.access.find(
    (access) => access.serviceId === service.id && access.grantedByChildId === null,
  );
  const subscribed = hasAccess(accessState(current, now));
  const preselected = search.get('plan');
  if (!subscribed && preselected && plans.data.plans.some((plan) => plan.id === preselected)) {
    return (
      <Navigate replace to={paths.subscribe.payment.getHref(service.id, { user: childId, plan: preselected, code })} />
    );
  }
  const who = subscriber.child ? `${subscriber.child.firstName}'s account` : 'Your account';
  return (
    <>
      {header}
      <div className={styles.heading}>
        <TileIcon name={service.name} colour={service.iconColor} size="small" />
        <p>Choose a plan for {service.name}.</p>
      </div>
      <ChildBanner serviceId={service.id} subscriber={subscriber} />
      {subscribed ? (
        <Alert tone="success">
          <p>
            {who} already has a subscription to {service.name}.
          </p>
          <LinkButton to={paths.library.getHref(service.id)}>Get Started With {service.name}</LinkButton>
        </Alert>
      ) : null}
      {plans.data.plans.length === 0 ? (
        // Nothing to sell: no cancelling or charging notes, only the way to ask.
        <p>
          There are no plans for {service.name} yet. Please <Link to={paths.contactUs.getHref()}>contact us</Link>.
        </p>
      ) : (
        <>
          <ul className={styles.plans} aria-label="Plans">
            {plans.data.plans.map((plan) => (
              <li key={plan.id} className={styles.plan}>
                <h2>{plan.name}</h2>
                {plan.trialPeriodDays ? (
                  <span className={styles.trial}>{plan.trialPeriodDays}-day FREE TRIAL then</span>
                ) : null}
                <PlanPrice plan={plan} />
                {subscribed ? null : (
                  <LinkButton
                    to={paths.subscribe.payment.getHref(service.id, { user: childId, plan: plan.id, code })}
                    aria-label={`Sign Up for ${plan.name}`}
                  >
                    Sign Up
                  </LinkButton>
                )}
              </li>
            ))}
          </ul>
          <div className={styles.notes}>
            <p>{NO_LOCK_IN_NOTE}</p>
            {plans.data.plans.some((plan) => plan.trialPeriodDays) ? <p>{TRIAL_CHARGE_NOTE}</p> : null}
          </div>
        </>
      )}
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({
  loader: subscribeLoader(queryClient, { choosesPlan: true }),
  Component: SubscribePlanPage,
});
