import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { Link, redirect, useLocation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { claimEntry } from '../../../../../shared/rules/activation-codes';
import { Alert, ErrorAlert } from '../../../components/alert';
import { NoChildAccounts } from '../../../components/no-child-accounts';
import { DocumentTitle } from '../../../components/document-title';
import { LinkButton } from '../../../components/link-button';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { listChildren } from '../../../lib/children';
import { useContractText } from '../../../lib/language/contract-text';
import { ensureSessionUser, useSessionUser } from '../../../lib/session';

/** A personal account claims for itself: straight to the claim form (which says 'For your account'), code kept. */
export const voucherIndexLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const user = await ensureSessionUser(queryClient);
    if (claimEntry(user).kind === 'for-self')
      throw redirect(claimHref(new URL(request.url).searchParams.get('code'), null));
    return null;
  };

/** The claim's next step (the code form) for a chosen child or oneself; later pages keep `code`. */
function claimHref(code: string | null, user: string | null): string {
  return paths.claimCode.claim.getHref({ code, user });
}

function ChildChoice({ code }: { code: string | null }) {
  const { t } = useLingui();
  const children = listChildren.useRead();
  if (children.isPending) return <LoadingIndicator label={t`Loading your child accounts`} />;
  if (children.error) return <ErrorAlert error={children.error} />;
  if (!children.data.length) {
    return <NoChildAccounts action={t`Claim Activation Code`} />;
  }
  return (
    <>
      <p>
        <Trans>Which child is the Activation Code for?</Trans>
      </p>
      <ul>
        {children.data.map((child) => (
          <li key={child.id}>
            <Link to={claimHref(code, child.id)}>{child.firstName}</Link> (<bdi>{child.username}</bdi>)
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * web.voucher index (visitor-and-account §2): a visitor is asked to log in or register (and comes
 * back with the code kept); teachers, students and child accounts are told why they cannot claim;
 * a parent chooses the child the code is for. The claim itself is the next step, where a personal
 * account goes at once (its loader).
 */
export function VoucherIndexPage() {
  const { t } = useLingui();
  const shown = useContractText();
  const title = t`Claim Activation Code`;
  const user = useSessionUser();
  const [search] = useSearchParams();
  const code = search.get('code');
  const entry = claimEntry(user);
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <>
      <DocumentTitle title={title} />
      <PageHeader title={title} />
      {entry.kind === 'sign-in' ? (
        <Alert tone="info">
          <p>
            <Trans>Please log in to claim an Activation Code. New here? Register for free, then claim it.</Trans>
          </p>
          <p>
            <LinkButton to={paths.auth.login.getHref({ intended: here })}>
              <Trans>Login</Trans>
            </LinkButton>{' '}
            <LinkButton to={paths.auth.register.getHref({ intended: here })} variant="secondary">
              <Trans>Register</Trans>
            </LinkButton>
          </p>
        </Alert>
      ) : null}
      {entry.kind === 'refused' ? (
        <Alert tone="danger">
          <p>{shown(entry.message)}</p>
        </Alert>
      ) : null}
      {entry.kind === 'for-a-child' ? <ChildChoice code={code} /> : null}
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({
  loader: voucherIndexLoader(queryClient),
  Component: VoucherIndexPage,
});
