import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { LibraryPage, libraryLoader } from './pages/library-page';

/** web.services: the App Library is a first page, so it is in the first chunk. */
export function libraryRoutes(queryClient: QueryClient): RouteObject[] {
  return [{ path: paths.library.path, loader: libraryLoader(queryClient), Component: LibraryPage }];
}
