import { Duration, Stack } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { FEDERATED_SIGN_IN_CALLBACK_PATH } from '../../shared/rules/federated-sign-in';
import type { FederationConfig } from '../portal-config';
import { FederatedIdentityProviders } from './identity-providers';
import { TOKEN_LIFETIMES } from './token-lifetimes';

/** Host name of the Cognito hosted sign-in domain (no scheme), as Amplify's oauth.domain wants it. */
export function hostedSignInDomain(domainPrefix: string, region: string): string {
  return `${domainPrefix}.auth.${region}.amazoncognito.com`;
}

export interface PortalAuthProps {
  userPool: cognito.IUserPool;
  /** Absent: no hosted domain, no OAuth, sign-in by username and password only. */
  federation?: FederationConfig;
  /** Where the hosted sign-in may return the browser to: the site's own URLs. */
  siteUrls: readonly string[];
  /** The site's address without a trailing slash. */
  siteUrl: string;
}

/**
 * How the SPA signs in: the app client (public, no secret: it runs in a browser) and, when
 * federation is configured, the hosted domain and the external providers behind it.
 */
export class PortalAuth extends Construct {
  public readonly userPoolClient: cognito.UserPoolClient;
  /** The hosted endpoints' base URL for /config.json (`https://<Cognito domain>`), or null when federation is off. */
  public readonly oauthBaseUrl: string | null;

  constructor(scope: Construct, id: string, props: PortalAuthProps) {
    super(scope, id);
    const { userPool, federation } = props;

    const providers = federation
      ? new FederatedIdentityProviders(this, 'Providers', { userPool, federation, siteUrl: props.siteUrl })
      : undefined;
    if (federation) {
      new cognito.UserPoolDomain(this, 'Domain', {
        userPool,
        cognitoDomain: { domainPrefix: federation.domainPrefix },
      });
    }
    this.oauthBaseUrl = federation
      ? `https://${hostedSignInDomain(federation.domainPrefix, Stack.of(this).region)}`
      : null;

    this.userPoolClient = new cognito.UserPoolClient(this, 'WebClient', {
      userPool,
      generateSecret: false,
      // Refresh-token sign-in is always added by CDK next to these; custom is the login-card sign-in.
      authFlows: { userPassword: true, userSrp: true, custom: true },
      preventUserExistenceErrors: true,
      // Revocation lets a global sign-out end refresh tokens; the lifetimes are the twin's too.
      enableTokenRevocation: true,
      idTokenValidity: Duration.minutes(TOKEN_LIFETIMES.idTokenMinutes),
      accessTokenValidity: Duration.minutes(TOKEN_LIFETIMES.accessTokenMinutes),
      refreshTokenValidity: Duration.days(TOKEN_LIFETIMES.refreshTokenDays),
      supportedIdentityProviders: [
        cognito.UserPoolClientIdentityProvider.COGNITO,
        ...(providers?.clientProviders ?? []),
      ],
      ...(federation
        ? {
            oAuth: {
              flows: { authorizationCodeGrant: true },
              scopes: [cognito.OAuthScope.OPENID, cognito.OAuthScope.EMAIL, cognito.OAuthScope.PROFILE],
              // The SPA page that finishes the code exchange. Joined as text: a site URL may be a CDK
              // token (the distribution's domain) that only resolves at deploy time.
              callbackUrls: props.siteUrls.map(
                (siteUrl) => `${siteUrl.replace(/\/$/, '')}${FEDERATED_SIGN_IN_CALLBACK_PATH}`,
              ),
              logoutUrls: [...props.siteUrls],
            },
          }
        : { disableOAuth: true }),
    });
    // The client may name a provider only once the provider exists.
    for (const provider of providers?.providers ?? []) this.userPoolClient.node.addDependency(provider);
  }
}
