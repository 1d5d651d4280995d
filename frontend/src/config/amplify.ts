import { Amplify } from 'aws-amplify';
import type { WebConfig } from '../../../shared/schemas/web-config';

/**
 * Amplify Auth against the configured user pool. Locally the pool endpoint is a same-origin path
 * (the local stack proxies `/cognito` to cognito-local); Amplify needs an absolute URL.
 */
export function configureAmplify(config: WebConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: new URL(config.userPoolEndpoint, window.location.origin).toString() } : {}),
        loginWith: { username: true },
      },
    },
  });
}
