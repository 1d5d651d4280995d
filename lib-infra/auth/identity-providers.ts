import { SecretValue } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { samlIdpMetadataXml } from '../../functions/domain/app-launch/idp-metadata';
import {
  MOCK_SAML_PAGE_PATH,
  MOCK_SAML_PROVIDER,
  MOCK_SCHOOL_FIELD,
  SAML_CLAIMS,
} from '../../functions/domain/saml/saml-claims';
import { SAML_CUSTOM_ATTRIBUTES } from '../../shared/rules/federated-sign-in';
import type { FederationConfig } from '../portal-config';

export interface FederatedIdentityProvidersProps {
  userPool: cognito.IUserPool;
  federation: FederationConfig;
  /** The site's address: the mock school provider's sign-on page is its SAML tab. */
  siteUrl: string;
}

/**
 * A school system's attributes onto the pool's: email and names, the role it asserts, and, when
 * the system serves several schools, the attribute naming the school (its saml-idp schoolField).
 */
function samlAttributeMapping(schoolField: string | undefined): cognito.AttributeMapping {
  return {
    email: cognito.ProviderAttribute.other(SAML_CLAIMS.email),
    givenName: cognito.ProviderAttribute.other(SAML_CLAIMS.givenName),
    familyName: cognito.ProviderAttribute.other(SAML_CLAIMS.familyName),
    custom: {
      [SAML_CUSTOM_ATTRIBUTES.schoolRole]: cognito.ProviderAttribute.other(SAML_CLAIMS.role),
      ...(schoolField ? { [SAML_CUSTOM_ATTRIBUTES.schoolKey]: cognito.ProviderAttribute.other(schoolField) } : {}),
    },
  };
}

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
          attributeMapping: samlAttributeMapping(saml.schoolField),
        }),
      );
      this.clientProviders.push(cognito.UserPoolClientIdentityProvider.custom(saml.name));
    }

    // The mock school provider is one more school system, its metadata made from its certificate.
    // Its responses are IdP-initiated (the SAML tab makes them), posted to /saml2/idpresponse.
    const mock = federation.mockSamlProvider;
    if (mock) {
      const metadata = samlIdpMetadataXml({
        entityId: MOCK_SAML_PROVIDER.entityId,
        ssoUrl: `${props.siteUrl}${MOCK_SAML_PAGE_PATH}`,
        certificatePem: mock.certificatePem,
      });
      this.providers.push(
        new cognito.UserPoolIdentityProviderSaml(this, 'Saml-MockSchool', {
          userPool,
          name: MOCK_SAML_PROVIDER.cognitoName,
          metadata: cognito.UserPoolIdentityProviderSamlMetadata.file(metadata),
          identifiers: [mock.emailDomain],
          idpInitiated: true,
          attributeMapping: samlAttributeMapping(MOCK_SCHOOL_FIELD),
        }),
      );
      this.clientProviders.push(cognito.UserPoolClientIdentityProvider.custom(MOCK_SAML_PROVIDER.cognitoName));
    }
  }
}
