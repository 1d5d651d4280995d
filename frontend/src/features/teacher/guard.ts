import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { accountKind } from '../../../../shared/rules/account-kind';
import { paths } from '../../config/paths';
import { ensureSessionUser } from '../../lib/session';

/**
 * School Management is for teachers with a school: a visitor signs in first, a teacher without a
 * school identifies it first, anyone else goes to the library. Every page's loader checks it first
 * (the pages' loaders run beside the layout's, and must not call the API for anyone else); it loads
 * with the pages, never with the first page.
 */
async function teacherGuard(queryClient: QueryClient, request: Request): Promise<void> {
  const user = await ensureSessionUser(queryClient);
  const here = new URL(request.url);
  if (!user) throw redirect(paths.auth.login.getHref({ intended: `${here.pathname}${here.search}` }));
  if (!accountKind(user).isTeacher) throw redirect(paths.library.getHref());
  if (user.schoolId === null) throw redirect(paths.schoolIdentification.getHref());
}

export type Loader = (args: LoaderFunctionArgs) => Promise<null>;

/** A page's loader after the guard (the guard alone without one). */
export function guarded(queryClient: QueryClient, loader?: Loader): Loader {
  return async (args) => {
    await teacherGuard(queryClient, args.request);
    return loader ? loader(args) : null;
  };
}

/** A page of a school that School Management does not have: the router's 404, under its layout. */
export const notFoundLoader = (queryClient: QueryClient) =>
  guarded(queryClient, () => {
    throw new Response('Not Found', { status: 404 });
  });
