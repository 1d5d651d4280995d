import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { accountKind } from '../../../../../shared/rules/account-kind';
import { accessState, hasAccess } from '../../../../../shared/rules/service-access';
import { needsCard } from '../../../../../shared/rules/subscription';
import type { Coupon } from '../../../../../shared/schemas/subscriptions';
import { Alert, ErrorAlert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { DocumentTitle } from '../../../components/document-title';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { PageHeader } from '../../../components/page-header';
import { TileIcon } from '../../../components/tile';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { useSessionUser } from '../../../lib/session';
import { listPlans, subscribe as subscribeCall } from '../../../lib/subscriptions';
import { CardForm } from '../../../components/payments/card-form';
import { ChildBanner } from '../components/child-banner';
import { CouponPanel } from '../components/coupon-panel';
import { PlanPrice } from '../components/plan-price';
import { useSubscribeService } from '../service';
import { useSubscriber } from '../subscriber';
import styles from '../subscribe.module.css';
import { subscribeLoader } from '../guard';

/**
 * web.subscribe payment (§2): the chosen plan with the coupon's discount, and the card form
 * ('Submit Payment') when there is something to pay, else 'Claim free subscription'. The request
 * id is made once per attempt: a retried call answers the subscription the first one made; a
 * refused card gets a new one, so the next attempt is a new payment.
 */
export function SubscribePaymentPage() {
  const { t } = useLingui();
  const user = useSessionUser();
  const { serviceId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const service = useSubscribeService(serviceId);
  const childId = search.get('user');
  const planId = search.get('plan');
  const { subscriber, pending, error } = useSubscriber(user, childId);
  const plans = listPlans.useRead({ params: { serviceId }, query: user?.countryId ? { country: user.countryId } : {} });
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [refusal, setRefusal] = useState<string | null>(null);
  const subscribe = subscribeCall.useMutation();
  if (!user || !service) return null;
  if (!planId) return <Navigate replace to={paths.subscribe.plan.getHref(service.id, { user: childId })} />;
  const plan = plans.data?.plans.find((candidate) => candidate.id === planId);
  const app = service.name;
  const heading = plan?.trialPeriodDays ? t`${app} FREE TRIAL` : t`${app} subscription`;
  const header = (
    <>
      <DocumentTitle title={heading} />
      <PageHeader title={heading} />
    </>
  );
  if (pending || plans.isPending)
    return (
      <>
        {header}
        <LoadingIndicator label={t`Loading the plan`} />
      </>
    );
  if (error || plans.error || !subscriber)
    return (
      <>
        {header}
        <ErrorAlert error={error ?? plans.error} />
      </>
    );
  if (!plan) return <Navigate replace to={paths.subscribe.plan.getHref(service.id, { user: childId })} />;
  const current = subscriber.access.find(
    (access) => access.serviceId === service.id && access.grantedByChildId === null,
  );
  if (hasAccess(accessState(current, new Date())) && !subscribe.isSuccess)
    return <Navigate replace to={paths.library.getHref(service.id)} />;

  // A card whenever any payment, now or after a once-off discount, costs something.
  const cardNeeded = needsCard(plan, coupon);
  const pay = async (paymentMethodId: string | null) => {
    setRefusal(null);
    try {
      const { userSubscription } = await subscribe.mutateAsync({
        body: {
          requestId,
          serviceId: service.id,
          planId: plan.id,
          userId: childId,
          paymentMethodId,
          couponCode: coupon?.id ?? null,
        },
      });
      await navigate(paths.subscribe.complete.getHref(service.id, userSubscription.id));
    } catch (failure) {
      if (isApiRequestError(failure) && failure.status < 500) setRequestId(crypto.randomUUID());
      setRefusal(failure instanceof Error ? failure.message : t`The subscription could not be made.`);
    }
  };
  const parent = accountKind(user).isParentAccount;
  const days = plan.trialPeriodDays;
  return (
    <>
      {header}
      <ChildBanner serviceId={service.id} subscriber={subscriber} />
      <div className={styles.payment}>
        {/* First in reading order, so on a phone the coupon comes before Submit Payment; beside it on a wide screen. */}
        <aside className={styles.notes} aria-label={t`About paying`}>
          <CouponPanel currency={plan.currency} initialCode={search.get('code') ?? ''} onCoupon={setCoupon} />
          <p>
            {parent
              ? t`You can cancel at any time from Family Management; you keep access to the end of the period you have paid for.`
              : t`You can cancel at any time from My Subscriptions; you keep access to the end of the period you have paid for.`}
          </p>
          {cardNeeded ? (
            <p>
              <Trans>
                Your card details go straight to our payment provider over a secure connection. We never see or keep
                your card number.
              </Trans>
            </p>
          ) : null}
        </aside>
        <div className={styles.panel}>
          <div className={styles.heading}>
            <TileIcon name={service.name} colour={service.iconColor} size="small" />
            <h2>{plan.name}</h2>
          </div>
          {days ? (
            <p className={styles.trial}>
              <Trans>{days}-day FREE TRIAL then</Trans>
            </p>
          ) : null}
          <PlanPrice plan={plan} coupon={coupon} />
          <p>
            <Link to={paths.subscribe.plan.getHref(service.id, { user: childId })}>
              <Trans>Change Plan</Trans>
            </Link>
          </p>
          {cardNeeded ? (
            <CardForm
              submitLabel={t`Submit Payment`}
              busyLabel={t`Checking your card…`}
              onPaymentMethod={(id) => pay(id)}
              busy={subscribe.isPending}
              refusal={refusal}
            />
          ) : (
            <>
              {refusal ? (
                <Alert tone="danger" live>
                  <p>{refusal}</p>
                </Alert>
              ) : null}
              <Button loading={subscribe.isPending} onClick={() => void pay(null)}>
                <Trans>Claim free subscription</Trans>
              </Button>
            </>
          )}
        </div>
      </div>
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({
  loader: subscribeLoader(queryClient, { choosesPlan: true }),
  Component: SubscribePaymentPage,
});
