import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/**
 * Login cards: the QR link's page (/card-sign-in) and Login's 'Scan login card' (/auth/login/scan,
 * the camera page), each a lazy chunk; jsQR loads only with the camera.
 */
export const cardSignInRoutes: RouteObject[] = [
  {
    path: paths.cardSignIn.path,
    lazy: () => import('./pages/card-sign-in-page').then((m) => ({ Component: m.CardSignInPage })),
  },
  {
    path: paths.auth.scanLoginCard.path,
    lazy: () => import('./pages/scan-login-card-page').then((m) => ({ Component: m.ScanLoginCardPage })),
  },
];
