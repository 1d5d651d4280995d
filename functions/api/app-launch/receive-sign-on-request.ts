import { idpSigning } from '../../adapters/saml-keys';
import { signOnPageHref } from '../../../shared/schemas/app-launch';
import { receiveSignOnRequest } from '../../domain/app-launch/receive-request';
import { defineNavigationHandler } from '../../http/http-handler';
import { appLaunchRoutes } from './routes';

export const handler = defineNavigationHandler(
  appLaunchRoutes.receiveSignOnRequest,
  ({ query, rawQueryString }) =>
    receiveSignOnRequest({ binding: 'redirect', fields: query, rawQueryString }, new Date(), idpSigning()),
  (message) => signOnPageHref('samlError', { message }),
);
