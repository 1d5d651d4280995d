import { useParams, useSearchParams } from 'react-router';
import { formatLongDate } from '../../../../../shared/rules/service-detail';
import { ErrorAlert } from '../../../components/alert';
import { DocumentTitle } from '../../../components/document-title';
import { LinkButton } from '../../../components/link-button';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { listChildren } from '../../../lib/children';
import { listServices } from '../../../lib/library';
import { useSessionUser } from '../../../lib/session';
import { getSubscription } from '../../../lib/subscriptions';

/** web.voucher complete (visitor-and-account §2): the code is claimed, naming the username and the service, with a way to get started. */
export function VoucherCompletePage() {
  const user = useSessionUser();
  const { subscriptionId = '' } = useParams();
  const [search] = useSearchParams();
  const childId = search.get('user');
  const subscription = getSubscription.useRead({ params: { subscriptionId } });
  const services = listServices.useRead();
  const children = listChildren.useRead(undefined, { enabled: Boolean(childId) });
  if (subscription.isPending || services.isPending) return <LoadingIndicator label="Loading your subscription" />;
  if (subscription.error) return <ErrorAlert error={subscription.error} />;
  const held = subscription.data;
  const service = services.data?.find((candidate) => candidate.id === held.serviceId);
  const username =
    held.userId === user?.id
      ? user.username
      : (children.data?.find((child) => child.id === held.userId)?.username ?? 'Your child');
  const serviceName = service?.name ?? 'the app';
  return (
    <>
      <DocumentTitle title="Activation code claimed" />
      <PageHeader title="Activation code claimed" />
      <p>
        {username} now has {serviceName}
        {held.end ? ` until ${formatLongDate(held.end)}` : ''}.
      </p>
      <LinkButton to={paths.library.getHref(held.serviceId)}>Get Started With {serviceName}</LinkButton>
    </>
  );
}
