import { redirect, type RouteObject } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { RouteError } from '../../components/route-error';
import { paths } from '../../config/paths';
import { SiteLayout } from './components/site-layout';

/**
 * The visitor and account shell (visitor-and-account §2) around the pages it is given: web (/)
 * goes to the library, and any path no page matches shows not-found.
 */
export function siteShellRoute(pages: RouteObject[]): RouteObject {
  return {
    Component: SiteLayout,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, loader: () => redirect(paths.library.getHref()), element: null },
          ...pages,
          { path: paths.notFound.path, Component: NotFoundPage },
        ],
      },
    ],
  };
}
