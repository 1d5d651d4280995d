import { Trans, useLingui } from '@lingui/react/macro';
import { useParams, useSearchParams } from 'react-router';
import { formatEndMoment } from '../../../../../shared/rules/service-detail';
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
  const { i18n, t } = useLingui();
  const user = useSessionUser();
  const { subscriptionId = '' } = useParams();
  const [search] = useSearchParams();
  const childId = search.get('user');
  const subscription = getSubscription.useRead({ params: { subscriptionId } });
  const services = listServices.useRead();
  const children = listChildren.useRead(undefined, { enabled: Boolean(childId) });
  if (subscription.isPending || services.isPending) return <LoadingIndicator label={t`Loading your subscription`} />;
  if (subscription.error) return <ErrorAlert error={subscription.error} />;
  const held = subscription.data;
  const service = services.data?.find((candidate) => candidate.id === held.serviceId);
  const username =
    held.userId === user?.id ? user.username : children.data?.find((child) => child.id === held.userId)?.username;
  // One sentence for each case, so each language orders its own words.
  const app = service?.name ?? null;
  const until = held.end ? formatEndMoment(held.end, i18n.locale) : null;
  let outcome: string;
  if (username && app) outcome = until ? t`${username} now has ${app} until ${until}.` : t`${username} now has ${app}.`;
  else if (username) outcome = until ? t`${username} now has the app until ${until}.` : t`${username} now has the app.`;
  else if (app) outcome = until ? t`Your child now has ${app} until ${until}.` : t`Your child now has ${app}.`;
  else outcome = until ? t`Your child now has the app until ${until}.` : t`Your child now has the app.`;
  return (
    <>
      <DocumentTitle title={t`Activation code claimed`} />
      <PageHeader title={t`Activation code claimed`} />
      <p>{outcome}</p>
      <LinkButton to={paths.library.getHref(held.serviceId)}>
        {app ? <Trans>Get Started With {app}</Trans> : <Trans>Get Started With the app</Trans>}
      </LinkButton>
    </>
  );
}
