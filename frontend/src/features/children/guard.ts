import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { accountKind } from '../../../../shared/rules/account-kind';
import type { SessionUser } from '../../../../shared/schemas/user';
import { paths } from '../../config/paths';
import { ensureSessionUser } from '../../lib/session';

/**
 * Who may open a family page: a visitor signs in first (and comes back); anyone whose account the
 * page is not for goes to post-login (visitor-and-account §6 'The parent area needs a parent
 * account, else post-login'). It loads with the pages, never with the first page.
 */
async function guard(
  queryClient: QueryClient,
  request: Request,
  admits: (user: SessionUser) => boolean,
): Promise<void> {
  const user = await ensureSessionUser(queryClient);
  const here = new URL(request.url);
  if (!user) throw redirect(paths.auth.login.getHref({ intended: `${here.pathname}${here.search}` }));
  if (!admits(user)) throw redirect(paths.continue.getHref());
}

const isParent = (user: SessionUser) => accountKind(user).isParentAccount;
const isPersonal = (user: SessionUser) => accountKind(user).isPersonalAccount;

type Load = (args: LoaderFunctionArgs) => Promise<unknown>;

/** A parent's page: its loader after the guard. */
export const forParents =
  (queryClient: QueryClient, load?: Load) =>
  async (args: LoaderFunctionArgs): Promise<null> => {
    await guard(queryClient, args.request, isParent);
    await load?.(args);
    return null;
  };

/** A personal account's page (Add Child Account): its loader after the guard. */
export const forPersonalAccounts =
  (queryClient: QueryClient, load?: Load) =>
  async (args: LoaderFunctionArgs): Promise<null> => {
    await guard(queryClient, args.request, isPersonal);
    await load?.(args);
    return null;
  };
