import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { accountKind } from '../../../../../shared/rules/account-kind';
import { formatEndMoment } from '../../../../../shared/rules/service-detail';
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
  const { i18n, t } = useLingui();
  const user = useSessionUser();
  const { serviceId = '', subscriptionId = '' } = useParams();
  const navigate = useNavigate();
  const service = useSubscribeService(serviceId);
  const subscription = getSubscription.useRead({ params: { subscriptionId } });
  const isParent = user !== null && accountKind(user).isParentAccount;
  const children = listChildren.useRead(undefined, { enabled: isParent });
  const actAsChild = useStartActingAsChild();
  if (!user || !service) return null;
  const title = t`Congratulations!`;
  if (subscription.isPending) return <LoadingIndicator label={t`Loading your subscription`} />;
  if (subscription.error) return <ErrorAlert error={subscription.error} />;
  const held = subscription.data;
  const child = held.userId === user.id ? null : (children.data?.find((row) => row.id === held.userId) ?? null);
  // One sentence for each of who and what, so each language orders its own words.
  const app = service.name;
  const plan = held.planName;
  const until = held.trialEnd ? formatEndMoment(held.trialEnd, i18n.locale) : null;
  const name = held.userId === user.id ? user.firstName : (child?.firstName ?? null);
  const yourself = held.userId === user.id && accountKind(user).isPersonalAccount;
  let outcome: string;
  if (until && held.state === 'trialing') {
    if (yourself) outcome = t`You are now on a free trial of ${app} (${plan}) until ${until}.`;
    else if (name) outcome = t`${name} is now on a free trial of ${app} (${plan}) until ${until}.`;
    else outcome = t`Your child is now on a free trial of ${app} (${plan}) until ${until}.`;
  } else if (yourself) outcome = t`You are now subscribed to ${app} (${plan}).`;
  else if (name) outcome = t`${name} is now subscribed to ${app} (${plan}).`;
  else outcome = t`Your child is now subscribed to ${app} (${plan}).`;
  const helpUrl = isParent ? webConfig().helpUrls.parent : webConfig().helpUrls.home;
  return (
    <>
      <DocumentTitle title={`${title} | ${service.name}`} />
      <PageHeader title={title} />
      <p>{outcome}</p>
      <div className={styles.actions}>
        {isParent ? (
          <>
            <LinkButton to={paths.familyManagement.getHref()}>
              <Trans>Manage Child Accounts</Trans>
            </LinkButton>
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
                <Trans>Login To Child Account</Trans>
              </Button>
            ) : null}
          </>
        ) : (
          <LinkButton to={paths.library.getHref(service.id)}>
            <Trans>Get Started With {app}</Trans>
          </LinkButton>
        )}
        <LinkButton to={helpUrl} external variant="ghost">
          <Trans>Help guides</Trans>
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
