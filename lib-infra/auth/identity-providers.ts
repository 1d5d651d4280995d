import { SecretValue } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import type { FederationConfig } from '../portal-config';

export interface FederatedIdentityProvidersProps {
  userPool: cognito.IUserPool;
  federation: FederationConfig;
}

/** SAML claim names of the attributes school systems send (the WS-Federation claim URIs). */
const SAML_CLAIMS = {
  email: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  givenName: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname',
  familyName: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname',
};

/**
 * The external identity providers whose settings are configured: Google, Facebook and one SAML
 * provider per school system. Each maps the e-mail and names onto the user pool's attributes.
 */
export class FederatedIdentityProviders extends Construct {
  public readonly providers: cognito.IUserPoolIdentityProvider[] = [];
  /** What the app client must list in its supported identity providers. */
  public readonly clientProviders: cognito.UserPoolClientIdentityProvider[] = [];

  constructor(scope: Construct, id: string, props: FederatedIdentityProvidersProps) {
    super(scope, id);
    const { userPool, federation } = props;

    if (federation.google) {
      this.providers.push(
        new cognito.UserPoolIdentityProviderGoogle(this, 'Google', {
          userPool,
          clientId: federation.google.clientId,
          clientSecretValue: SecretValue.secretsManager(federation.google.clientSecretName),
          scopes: ['openid', 'email', 'profile'],
          attributeMapping: {
            email: cognito.ProviderAttribute.GOOGLE_EMAIL,
            emailVerified: cognito.ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
            givenName: cognito.ProviderAttribute.GOOGLE_GIVEN_NAME,
            familyName: cognito.ProviderAttribute.GOOGLE_FAMILY_NAME,
          },
        }),
      );
      this.clientProviders.push(cognito.UserPoolClientIdentityProvider.GOOGLE);
    }

    if (federation.facebook) {
      this.providers.push(
        new cognito.UserPoolIdentityProviderFacebook(this, 'Facebook', {
          userPool,
          clientId: federation.facebook.appId,
          // A dynamic reference: CloudFormation resolves it at deploy time, the template never holds the secret.
          clientSecret: SecretValue.secretsManager(federation.facebook.appSecretName).unsafeUnwrap(),
          scopes: ['public_profile', 'email'],
          attributeMapping: {
            email: cognito.ProviderAttribute.FACEBOOK_EMAIL,
            givenName: cognito.ProviderAttribute.FACEBOOK_FIRST_NAME,
            familyName: cognito.ProviderAttribute.FACEBOOK_LAST_NAME,
          },
        }),
      );
      this.clientProviders.push(cognito.UserPoolClientIdentityProvider.FACEBOOK);
    }

    for (const saml of federation.samlProviders) {
      this.providers.push(
        new cognito.UserPoolIdentityProviderSaml(this, `Saml-${saml.name}`, {
          userPool,
          name: saml.name,
          metadata: cognito.UserPoolIdentityProviderSamlMetadata.url(saml.metadataUrl),
          attributeMapping: {
            email: cognito.ProviderAttribute.other(SAML_CLAIMS.email),
            givenName: cognito.ProviderAttribute.other(SAML_CLAIMS.givenName),
            familyName: cognito.ProviderAttribute.other(SAML_CLAIMS.familyName),
          },
        }),
      );
      this.clientProviders.push(cognito.UserPoolClientIdentityProvider.custom(saml.name));
    }
  }
}
