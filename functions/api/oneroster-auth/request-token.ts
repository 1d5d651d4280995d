import { privateKeyJwt } from '../../domain/lti-nrps/client-assertion';
import { ltiPlatform } from '../../domain/lti/lti-platform';
import { answerTokenRequest, clientSecretBasic } from '../../domain/oneroster/auth/token-endpoint';
import { defineOAuthHandler } from '../../http/oauth-handler';
import { onerosterAuthRoutes } from './routes';

export const handler = defineOAuthHandler(onerosterAuthRoutes.requestToken, (input) =>
  // An app's API credentials by HTTP Basic, or an LTI tool's signed JWT client assertion, whose
  // aud must be this endpoint's address as tools are told it (docs/using/lti.md).
  answerTokenRequest({ ...input, now: new Date() }, [
    clientSecretBasic,
    privateKeyJwt({ tokenEndpoint: ltiPlatform().tokenEndpoint }),
  ]),
);
