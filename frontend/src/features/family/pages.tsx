import type { QueryClient } from '@tanstack/react-query';
import { redirect, type RouteObject } from 'react-router';
import { accountKind } from '../../../../shared/rules/account-kind';
import type { SessionUser } from '../../../../shared/schemas/user';
import { paths } from '../../config/paths';
import { listServices } from '../../lib/services';
import { ensureSessionUser } from '../../lib/session';
import { listMyUserServices } from '../../lib/user-services';
import { FamilyLayout } from './components/family-layout';
import { HomeMigrationPage } from './pages/home-migration-page';
import { MyChildAccountsPage, myChildAccountsLoader } from './pages/my-child-accounts-page';

export type FamilyPage = 'layout' | 'my-child-accounts' | 'home-migration';

/**
 * Who may open a family page: a visitor signs in first (and comes back); anyone whose account the
 * page is not for goes to post-login (visitor-and-account §6 'The parent area needs a parent
 * account, else post-login').
 */
async function guard(queryClient: QueryClient, request: Request, admits: (user: SessionUser) => boolean): Promise<void> {
  const user = await ensureSessionUser(queryClient);
  const here = new URL(request.url);
  if (!user) throw redirect(paths.auth.login.getHref({ intended: `${here.pathname}${here.search}` }));
  if (!admits(user)) throw redirect(paths.continue.getHref());
}

const isParent = (user: SessionUser) => accountKind(user).isParentAccount;
const isPersonal = (user: SessionUser) => accountKind(user).isPersonalAccount;

/** The route module of each family page (a lazy chunk: none of it loads with the first page). */
export function familyPage(page: FamilyPage, queryClient: QueryClient): Pick<RouteObject, 'loader' | 'Component'> {
  switch (page) {
    case 'layout':
      return { loader: async ({ request }) => (await guard(queryClient, request, isParent), null), Component: FamilyLayout };
    case 'my-child-accounts':
      return {
        loader: async (args) => {
          await guard(queryClient, args.request, isParent);
          return myChildAccountsLoader(queryClient)();
        },
        Component: MyChildAccountsPage,
      };
    case 'home-migration':
      return {
        loader: async ({ request }) => {
          await guard(queryClient, request, isPersonal);
          await Promise.all([queryClient.ensureQueryData(listMyUserServices.queryOptions()), queryClient.ensureQueryData(listServices.queryOptions())]);
          return null;
        },
        Component: HomeMigrationPage,
      };
  }
}
