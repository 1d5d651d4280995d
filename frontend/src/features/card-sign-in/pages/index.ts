// Short names: the route table naming them is in the first page, which is at its size limit.
export { CardSignInPage as Card } from './card-sign-in-page';
export { ScanLoginCardPage as Scan } from './scan-login-card-page';
