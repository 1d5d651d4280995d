import type { QueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { accountKind } from '../../../../../shared/rules/account-kind';
import { formatLongDate } from '../../../../../shared/rules/service-detail';
import { ErrorAlert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { DocumentTitle } from '../../../components/document-title';
import { LinkButton } from '../../../components/link-button';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { webConfig } from '../../../config/web-config';
import { listChildren } from '../../../lib/children';
import { useSessionUser } from '../../../lib/session';
import { getSubscription } from '../../../lib/subscriptions';
import { useStartActingAsChild } from '../../../lib/child-acting';
import { useSubscribeService } from '../service';
import styles from '../subscribe.module.css';
import { subscribeLoader } from '../guard';

/**
 * web.subscribe complete (§2; needs a saved subscription): congratulations naming the child for a
 * parent, the service and plan; Get Started With {service} for a personal account; Manage Child
 * Accounts and Login To Child Account for a parent; the help guides.
 */
export function SubscribeCompletePage() {
  const user = useSessionUser();
  const { serviceId = '', subscriptionId = '' } = useParams();
  const navigate = useNavigate();
  const service = useSubscribeService(serviceId);
  const subscription = getSubscription.useRead({ params: { subscriptionId } });
  const isParent = user !== null && accountKind(user).isParentAccount;
  const children = listChildren.useRead(undefined, { enabled: isParent });
  const actAsChild = useStartActingAsChild();
  if (!user || !service) return null;
  const title = 'Congratulations!';
  if (subscription.isPending) return <LoadingIndicator label="Loading your subscription" />;
  if (subscription.error) return <ErrorAlert error={subscription.error} />;
  const held = subscription.data;
  const child = held.userId === user.id ? null : (children.data?.find((row) => row.id === held.userId) ?? null);
  const who =
    held.userId === user.id
      ? accountKind(user).isPersonalAccount
        ? 'You are'
        : `${user.firstName} is`
      : `${child?.firstName ?? 'Your child'} is`;
  const what =
    held.state === 'trialing' && held.trialEnd
      ? `on a free trial of ${service.name} (${held.planName}) until ${formatLongDate(held.trialEnd)}`
      : `subscribed to ${service.name} (${held.planName})`;
  const helpUrl = isParent ? webConfig().helpUrls.parent : webConfig().helpUrls.home;
  return (
    <>
      <DocumentTitle title={`${title} | ${service.name}`} />
      <PageHeader title={title} />
      <p>
        {who} now {what}.
      </p>
      <div className={styles.actions}>
        {isParent ? (
          <>
            <LinkButton to={paths.familyManagement.getHref()}>Manage Child Accounts</LinkButton>
            {child ? (
              <Button
                variant="secondary"
                loading={actAsChild.isPending}
                onClick={() =>
                  void actAsChild
                    .mutateAsync({ params: { childId: child.id } })
                    .then(() => navigate(paths.library.getHref(service.id)))
                }
              >
                Login To Child Account
              </Button>
            ) : null}
          </>
        ) : (
          <LinkButton to={paths.library.getHref(service.id)}>Get Started With {service.name}</LinkButton>
        )}
        <LinkButton to={helpUrl} external variant="ghost">
          Help guides
        </LinkButton>
      </div>
      {actAsChild.error ? <ErrorAlert error={actAsChild.error} /> : null}
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({
  loader: subscribeLoader(queryClient),
  Component: SubscribeCompletePage,
});
