import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/**
 * Login cards: the QR link's page (/card-sign-in) and Login's 'Scan login card'
 * (/auth/login/scan, the camera page), one lazy chunk (pages/index.ts); jsQR loads only with the camera.
 */
const pages = () => import('./pages');

export const cardSignInRoutes: RouteObject[] = [
  { path: paths.cardSignIn.path, lazy: async () => ({ Component: (await pages()).Card }) },
  { path: paths.auth.scanLoginCard.path, lazy: async () => ({ Component: (await pages()).Scan }) },
];
