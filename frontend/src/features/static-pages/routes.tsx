import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { withCatalogue } from '../../lib/language/catalogues';

const NAMED_PAGES = {
  [paths.privacyPolicy.path]: 'privacy-policy',
  [paths.termsOfUse.path]: 'terms-of-use',
  [paths.copyright.path]: 'copyright',
  [paths.press.path]: 'press',
} as const;

/**
 * web.external (visitor-and-account §2): the named pages and any other one-segment path, which is
 * tried as a page of the content host before it becomes not-found. React Router prefers every
 * fixed path of the other features to `/:url`, so this route only catches what nothing else
 * serves. The page and the sanitiser load in a chunk of their own.
 */
export function staticPageRoutes(): RouteObject[] {
  return [
    ...Object.entries(NAMED_PAGES).map(([path, name]) => ({
      path,
      lazy: () =>
        withCatalogue('static-pages', import('./pages/external-page')).then(({ ExternalPage }) => ({
          Component: () => <ExternalPage name={name} />,
        })),
    })),
    {
      // web.voucher landing: a shop's page for its activation codes, from the content host.
      path: paths.claimCode.landing.path,
      lazy: () =>
        withCatalogue('static-pages', import('./pages/external-page')).then(({ ExternalPage }) => ({
          Component: () => <ExternalPage kind="voucher-landing" />,
        })),
    },
    { path: paths.staticPage.path, lazy: () => withCatalogue('static-pages', import('./pages/external-page')) },
  ];
}
