import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, redirect, useNavigate, useSearchParams } from 'react-router';
import { claimEntry } from '../../../../../shared/rules/activation-codes';
import { VOUCHER_MESSAGES } from '../../../../../shared/schemas/vouchers';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { listChildren } from '../../../lib/children';
import { useContractText } from '../../../lib/language/contract-text';
import { ensureSessionUser, useSessionUser } from '../../../lib/session';
import { claimVoucher } from '../api/vouchers';
import styles from '../voucher.module.css';

/**
 * Only accounts that may claim reach the form; everyone else goes back to the first step, which
 * says why (or asks a visitor to log in), keeping the code. A parent must have chosen a child.
 */
export const voucherClaimLoader =
  (queryClient: QueryClient) =>
  async ({ request }: { request: Request }) => {
    const user = await ensureSessionUser(queryClient);
    const search = new URL(request.url).searchParams;
    const entry = claimEntry(user);
    const back = paths.claimCode.getHref(null, search.get('code'));
    if (entry.kind === 'sign-in' || entry.kind === 'refused' || (entry.kind === 'for-a-child' && !search.get('user')))
      throw redirect(back);
    return null;
  };

/**
 * web.voucher claim (visitor-and-account §2): 'Activation Code', an error alert, 'Activate
 * Subscription' disabled while the code is empty; 410 opens the message that the app is now free
 * (with the way to contact us); other refusals are shown as their text.
 */
export function VoucherClaimPage() {
  const { t } = useLingui();
  const shown = useContractText();
  const user = useSessionUser();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const childId = search.get('user');
  const children = listChildren.useRead(undefined, { enabled: Boolean(childId) });
  const child = children.data?.find((row) => row.id === childId) ?? null;
  const [code, setCode] = useState(search.get('code') ?? '');
  const [error, setError] = useState<{ message: string; nowFree: boolean } | null>(null);
  const claim = claimVoucher.useMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError({ message: VOUCHER_MESSAGES.voucherRequired, nowFree: false });
      return;
    }
    setError(null);
    try {
      const { userSubscription } = await claim.mutateAsync({
        body: { voucher: code },
        query: childId ? { user: childId } : {},
      });
      await navigate(paths.claimCode.complete.getHref(userSubscription.id, childId));
    } catch (failure) {
      const nowFree = isApiRequestError(failure) && failure.status === 410;
      setError({
        message: nowFree
          ? VOUCHER_MESSAGES.serviceNowFree
          : failure instanceof Error
            ? failure.message
            : t`The code could not be claimed.`,
        nowFree,
      });
    }
  };

  const title = t`Claim Activation Code`;
  const name = child?.firstName;
  const username = child?.username ?? user?.username;
  return (
    <>
      <DocumentTitle title={title} />
      <PageHeader
        title={title}
        description={child ? t`For ${name} (${username}).` : user ? t`For your account, ${username}.` : undefined}
      />
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t`Claim an activation code`}
        className={styles.form}
      >
        <TextField
          label={t`Activation Code`}
          name="voucher"
          autoComplete="off"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoFocus
        />
        {error ? (
          <Alert tone="danger" live>
            <p>{shown(error.message)}</p>
            {error.nowFree ? (
              <p>
                <Link to={paths.contactUs.getHref()}>
                  <Trans>Contact us</Trans>
                </Link>
              </p>
            ) : null}
          </Alert>
        ) : null}
        <Button type="submit" disabled={!code.trim()} loading={claim.isPending}>
          <Trans>Activate Subscription</Trans>
        </Button>
      </form>
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({
  loader: voucherClaimLoader(queryClient),
  Component: VoucherClaimPage,
});
