import { APP_LAUNCH_MESSAGES, signOnPageHref } from '../../../shared/schemas/app-launch';
import { idpSigning } from '../../adapters/saml-keys';
import { idpMetadataXml, portalIdpOf } from '../../domain/app-launch/portal-idp';
import { ConflictError } from '../../platform/errors';
import { defineNavigationHandler } from '../../http/http-handler';
import { appLaunchRoutes } from './routes';

export const handler = defineNavigationHandler(
  appLaunchRoutes.getIdpMetadata,
  async () => {
    const idp = portalIdpOf(idpSigning());
    if (!idp) throw new ConflictError(APP_LAUNCH_MESSAGES.notSetUp('apps'));
    return { xml: idpMetadataXml(idp) };
  },
  (message) => signOnPageHref('samlError', { message }),
);
