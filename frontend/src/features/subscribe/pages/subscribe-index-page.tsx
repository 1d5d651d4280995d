import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { translated } from '../../../../../shared/i18n/text';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { accountKind } from '../../../../../shared/rules/account-kind';
import { FAMILY_MESSAGES } from '../../../../../shared/schemas/children';
import { SUBSCRIPTION_MESSAGES } from '../../../../../shared/schemas/subscriptions';
import { Alert, ErrorAlert } from '../../../components/alert';
import { NoChildAccounts } from '../../../components/no-child-accounts';
import { DocumentTitle } from '../../../components/document-title';
import { LinkButton } from '../../../components/link-button';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { PageHeader } from '../../../components/page-header';
import { listChildren } from '../../../lib/children';
import { useSessionUser } from '../../../lib/session';
import { useSubscribeService } from '../service';
import styles from '../subscribe.module.css';
import { subscribeLoader } from '../guard';
import { paths } from '../../../config/paths';

function ChildPicker({ serviceId, plan, code }: { serviceId: string; plan: string | null; code: string | null }) {
  const { t } = useLingui();
  const children = listChildren.useRead();
  if (children.isPending) return <LoadingIndicator label={t`Loading your child accounts`} />;
  if (children.error) return <ErrorAlert error={children.error} />;
  const [only] = children.data;
  if (children.data.length === 1 && only)
    return <Navigate replace to={paths.subscribe.plan.getHref(serviceId, { user: only.id, plan, code })} />;
  if (children.data.length === 0) {
    return <NoChildAccounts action={t`Subscribe or Start Trial`} />;
  }
  return (
    <>
      <p>
        <Trans>Which child is the subscription for?</Trans>
      </p>
      <ul className={styles.childList}>
        {children.data.map((child) => (
          <li key={child.id}>
            <LinkButton
              to={paths.subscribe.plan.getHref(serviceId, { user: child.id, plan, code })}
              variant="secondary"
            >
              {child.firstName}
            </LinkButton>{' '}
            (<bdi>{child.username}</bdi>)
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * web.subscribe index (§2): a parent picks the child (one child is picked for them; none: the
 * steps to make one); a child is told to talk to their parent; school accounts other than students
 * cannot subscribe; everyone else goes on to the plans. A chosen child (`?user=`) skips the picker.
 */
export function SubscribeIndexPage() {
  const { t } = useLingui();
  const user = useSessionUser();
  const { serviceId = '' } = useParams();
  const [search] = useSearchParams();
  const service = useSubscribeService(serviceId);
  if (!user || !service) return null;
  const kind = accountKind(user);
  const chosen = search.get('user') ?? search.get('userId');
  const plan = search.get('plan');
  const code = search.get('code');
  const app = service.name;
  const title = t`Subscribe to ${app}`;
  let body;
  if (kind.isChildAccount) {
    body = (
      <Alert tone="info">
        <p>{translated(FAMILY_MESSAGES.talkToParent)}</p>
      </Alert>
    );
  } else if (kind.isTeacher) {
    body = (
      <Alert tone="warning">
        <p>{translated(SUBSCRIPTION_MESSAGES.schoolAccountsCannotSubscribe)}</p>
      </Alert>
    );
  } else if (kind.isParentAccount && !chosen) {
    body = <ChildPicker serviceId={service.id} plan={plan} code={code} />;
  } else {
    return <Navigate replace to={paths.subscribe.plan.getHref(service.id, { user: chosen, plan, code })} />;
  }
  return (
    <>
      <DocumentTitle title={title} />
      <PageHeader title={title} />
      {body}
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({
  loader: subscribeLoader(queryClient),
  Component: SubscribeIndexPage,
});
