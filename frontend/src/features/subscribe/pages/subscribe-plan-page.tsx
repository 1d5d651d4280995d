import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

export const NO_LOCK_IN_NOTE = msg`No lock-in contracts - you can cancel at any time.`;
export const TRIAL_CHARGE_NOTE = msg`Your card will be charged when the free trial ends, unless you cancel before then.`;

/**
 * web.subscribe plan (§2): the plans as cards, cheapest first; Sign Up only while the account has
 * no access; an account that already has access is told so and offered to get started. A
 * preselected plan (`?plan=`) goes straight on to payment when the account can subscribe.
 */
export function SubscribePlanPage() {
  const { i18n, t } = useLingui();
  const user = useSessionUser();
  const { serviceId = '' } = useParams();
  const [search] = useSearchParams();
  const service = useSubscribeService(serviceId);
  const childId = search.get('user');
  const code = search.get('code');
  const { subscriber, pending, error } = useSubscriber(user, childId);
  const plans = listPlans.useRead({ params: { serviceId }, query: user?.countryId ? { country: user.countryId } : {} });
  if (!user || !service) return null;
  const app = service.name;
  const title = t`Subscribe to ${app}`;
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
        <LoadingIndicator label={t`Loading the plans`} />
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
  const name = subscriber.child?.firstName;
  return (
    <>
      {header}
      <div className={styles.heading}>
        <TileIcon name={service.name} colour={service.iconColor} size="small" />
        <p>
          <Trans>Choose a plan for {app}.</Trans>
        </p>
      </div>
      <ChildBanner serviceId={service.id} subscriber={subscriber} />
      {subscribed ? (
        <Alert tone="success">
          <p>
            {name
              ? t`${name}'s account already has a subscription to ${app}.`
              : t`Your account already has a subscription to ${app}.`}
          </p>
          <LinkButton to={paths.library.getHref(service.id)}>
            <Trans>Get Started With {app}</Trans>
          </LinkButton>
        </Alert>
      ) : null}
      {plans.data.plans.length === 0 ? (
        // Nothing to sell: no cancelling or charging notes, only the way to ask.
        <p>
          <Trans>
            There are no plans for {app} yet. Please <Link to={paths.contactUs.getHref()}>contact us</Link>.
          </Trans>
        </p>
      ) : (
        <>
          <ul className={styles.plans} aria-label={t`Plans`}>
            {plans.data.plans.map((plan) => {
              const planName = plan.name;
              const days = plan.trialPeriodDays;
              return (
                <li key={plan.id} className={styles.plan}>
                  <h2>{plan.name}</h2>
                  {days ? (
                    <span className={styles.trial}>
                      <Trans>{days}-day FREE TRIAL then</Trans>
                    </span>
                  ) : null}
                  <PlanPrice plan={plan} />
                  {subscribed ? null : (
                    <LinkButton
                      to={paths.subscribe.payment.getHref(service.id, { user: childId, plan: plan.id, code })}
                      aria-label={t`Sign Up for ${planName}`}
                    >
                      <Trans>Sign Up</Trans>
                    </LinkButton>
                  )}
                </li>
              );
            })}
          </ul>
          <div className={styles.notes}>
            <p>{i18n._(NO_LOCK_IN_NOTE)}</p>
            {plans.data.plans.some((plan) => plan.trialPeriodDays) ? <p>{i18n._(TRIAL_CHARGE_NOTE)}</p> : null}
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
