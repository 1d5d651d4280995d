import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { accessHoldingState, accessWithoutSubscription, HOLDING_REASON_WORDS } from '../../../../shared/rules/holdings';
import type { UserService } from '../../../../shared/schemas/user-service';
import { Badge } from '../badge';
import { LoadingIndicator } from '../loading-indicator';
import { useContractText } from '../../lib/language/contract-text';
import { listServices } from '../../lib/library';
import { listSubscriptions } from '../../lib/subscriptions';
import { SubscriptionList } from './subscription-list';
import styles from './subscription-list.module.css';

/**
 * What a holder has of each app and why, in one list (shared/rules/holdings.ts): their
 * subscriptions (plan, price, next charge, Cancel) and, beside them, every other access they hold
 * (a free trial, a subscription without a card, a child's, a school's) with its reason. Says 'no
 * subscriptions' only when there is none of either. View Subscriptions and My Subscriptions use it.
 */
export function HoldingsList({
  user,
  holderName,
  access,
  canCancel,
  headingLevel,
}: {
  /** The child whose holdings these are; null for the signed-in person's own. */
  user: string | null;
  holderName: string;
  /** The holder's access to apps (their user-services). */
  access: readonly UserService[];
  canCancel: boolean;
  headingLevel: 2 | 4;
}) {
  // Its words through the core macro: useLingui re-renders it in a new language.
  useLingui();
  const shown = useContractText();
  const Heading = headingLevel === 2 ? 'h2' : 'h4';
  const services = listServices.useData();
  const subscriptions = listSubscriptions.useRead({ query: user ? { user } : {} });
  if (subscriptions.isPending) return <LoadingIndicator label={t`Loading subscriptions`} />;
  const records = subscriptions.data ?? [];
  const others = accessWithoutSubscription(records, access);
  const now = new Date();
  const serviceName = (serviceId: string) => services.find((service) => service.id === serviceId)?.name ?? t`This app`;
  // The signed-in person's own (no child named): said to them, not of them.
  const yours = user === null;
  if (!subscriptions.error && records.length === 0 && others.length === 0)
    return (
      <p>
        {yours ? <Trans>You have no subscriptions yet.</Trans> : <Trans>{holderName} has no subscriptions yet.</Trans>}
      </p>
    );
  return (
    <>
      {records.length > 0 || subscriptions.error ? (
        <SubscriptionList user={user} holderName={holderName} canCancel={canCancel} headingLevel={headingLevel} />
      ) : null}
      {others.length > 0 ? (
        <ul className={styles.list} aria-label={yours ? t`Your other access` : t`${holderName}'s other access`}>
          {others.map((holding) => {
            const state = accessHoldingState(holding, now);
            return (
              <li key={holding.serviceId} className={styles.item}>
                <div>
                  <Heading className={styles.name}>
                    {serviceName(holding.serviceId)}{' '}
                    <Badge tone={state.active ? (holding.reason === 'trial' ? 'info' : 'success') : 'neutral'}>
                      {state.active ? shown(HOLDING_REASON_WORDS[holding.reason]) : t`Ended`}
                    </Badge>
                  </Heading>
                  <p>{state.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}
