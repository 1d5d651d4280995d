import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { withCatalogue } from '../../lib/language/catalogues';

/**
 * Login cards: the QR link's page (/card-sign-in) and Login's 'Scan login card' (/auth/login/scan,
 * the camera page), each a lazy chunk; jsQR loads only with the camera.
 */
export const cardSignInRoutes: RouteObject[] = [
  {
    path: paths.cardSignIn.path,
    lazy: () =>
      withCatalogue('card-sign-in', import('./pages/card-sign-in-page')).then((m) => ({ Component: m.CardSignInPage })),
  },
  {
    path: paths.auth.scanLoginCard.path,
    lazy: () =>
      withCatalogue('card-sign-in', import('./pages/scan-login-card-page')).then((m) => ({
        Component: m.ScanLoginCardPage,
      })),
  },
];
