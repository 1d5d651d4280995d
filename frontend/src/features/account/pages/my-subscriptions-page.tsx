import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { accountKind } from '../../../../../shared/rules/account-kind';
import { DocumentTitle } from '../../../components/document-title';
import { LinkButton } from '../../../components/link-button';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { listServices } from '../../../lib/library';
import { ensureSessionUser } from '../../../lib/session';
import { HoldingsList } from '../../../components/payments/holdings-list';
import { listMyUserServices } from '../../../lib/user-services';

/** Personal accounts only (§2 Account 'subscriptions'); a parent sees each child's in Family Management. */
export const mySubscriptionsLoader = (queryClient: QueryClient) => async () => {
  const user = await ensureSessionUser(queryClient);
  if (!user) throw redirect(paths.auth.login.getHref({ intended: paths.account.subscriptions.getHref() }));
  const kind = accountKind(user);
  if (kind.isParentAccount) throw redirect(paths.familyManagement.getHref());
  if (!kind.isPersonalAccount) throw redirect(paths.account.root.getHref());
  await Promise.all([
    queryClient.ensureQueryData(listServices.queryOptions()),
    queryClient.ensureQueryData(listMyUserServices.queryOptions()),
  ]);
  return null;
};

export function MySubscriptionsPage() {
  const { t } = useLingui();
  const access = listMyUserServices.useData();
  return (
    <>
      <DocumentTitle title={t`My Subscriptions`} />
      <PageHeader
        title={t`My Subscriptions`}
        description={t`Your subscriptions and free trials. Cancelling keeps your access to the end of the period you have paid for.`}
        actions={
          <LinkButton to={paths.account.payment.getHref()} variant="secondary">
            <Trans>Update Payment Details</Trans>
          </LinkButton>
        }
      />
      {/* Subscriptions and every other access (a free trial…), each with why: shared/rules/holdings.ts. */}
      <HoldingsList user={null} holderName={t`You`} access={access} canCancel headingLevel={2} />
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({
  loader: mySubscriptionsLoader(queryClient),
  Component: MySubscriptionsPage,
});
