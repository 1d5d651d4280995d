import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FederationConfig } from '../../lib-infra/portal-config';
import { synthesisePortal, type SynthesisedPortal } from './portal-fixture';
import { cfnResourceOf } from './templates';

const FEDERATION: FederationConfig = {
  domainPrefix: 'portal-test-signin',
  google: { clientId: 'google-client-id.apps.googleusercontent.com', clientSecretName: 'portal/test/google' },
  facebook: { appId: '1234567890', appSecretName: 'portal/test/facebook' },
  samlProviders: [
    {
      name: 'NorthDistrict',
      metadataUrl: 'https://idp.north.example.edu/metadata.xml',
      schoolField: 'urn:north:school',
    },
    { name: 'SouthCollege', metadataUrl: 'https://sso.south.example.edu/saml/metadata' },
  ],
};

describe('sign-in without federation settings', () => {
  let portal: SynthesisedPortal;

  beforeAll(() => {
    portal = synthesisePortal();
  });
  afterAll(() => portal.dispose());

  it('makes no hosted domain, no external provider and no OAuth', () => {
    // Prepare
    const app = Template.fromStack(portal.appStack);

    // Assess
    app.resourceCountIs('AWS::Cognito::UserPoolDomain', 0);
    app.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    app.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      SupportedIdentityProviders: ['COGNITO'],
      AllowedOAuthFlowsUserPoolClient: false,
    });
    expect(portal.appStack.auth.oauthBaseUrl).toBeNull();
  });
});

describe('sign-in with Google, Facebook and two SAML school systems configured', () => {
  let portal: SynthesisedPortal;
  let app: Template;

  beforeAll(() => {
    portal = synthesisePortal({
      props: {
        federation: FEDERATION,
        customDomain: {
          domainNames: ['portal.example.org'],
          certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc',
        },
      },
    });
    app = Template.fromStack(portal.appStack);
  });
  afterAll(() => portal.dispose());

  it('adds the hosted domain and one identity provider per configured setting', () => {
    // Assess
    app.resourcePropertiesCountIs('AWS::Cognito::UserPoolDomain', { Domain: FEDERATION.domainPrefix }, 1);
    app.resourcePropertiesCountIs('AWS::Cognito::UserPoolIdentityProvider', { ProviderType: 'Google' }, 1);
    app.resourcePropertiesCountIs('AWS::Cognito::UserPoolIdentityProvider', { ProviderType: 'Facebook' }, 1);
    app.resourcePropertiesCountIs('AWS::Cognito::UserPoolIdentityProvider', { ProviderType: 'SAML' }, 2);
    app.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'NorthDistrict',
      ProviderDetails: Match.objectLike({ MetadataURL: 'https://idp.north.example.edu/metadata.xml' }),
    });
  });

  it("maps each school system's email, names, asserted role and school key onto the pool's attributes", () => {
    // Assess
    Template.fromStack(portal.dataStack).hasResourceProperties('AWS::Cognito::UserPool', {
      Schema: Match.arrayWith([
        Match.objectLike({ Name: 'school_role', AttributeDataType: 'String', Mutable: true }),
        Match.objectLike({ Name: 'school_key', AttributeDataType: 'String', Mutable: true }),
      ]),
    });
    app.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'NorthDistrict',
      AttributeMapping: {
        email: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
        given_name: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname',
        family_name: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname',
        'custom:school_role': 'http://schemas.microsoft.com/ws/2008/06/identity/claims/role',
        'custom:school_key': 'urn:north:school',
      },
    });
    // A system serving one school names none: no school key is mapped.
    app.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'SouthCollege',
      AttributeMapping: Match.objectLike({
        'custom:school_role': 'http://schemas.microsoft.com/ws/2008/06/identity/claims/role',
        'custom:school_key': Match.absent(),
      }),
    });
  });

  it('reads provider secrets from Secrets Manager at deploy time, never from the template', () => {
    // Assess
    app.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderType: 'Google',
      ProviderDetails: Match.objectLike({
        client_secret: '{{resolve:secretsmanager:portal/test/google:SecretString:::}}',
      }),
    });
    app.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderType: 'Facebook',
      ProviderDetails: Match.objectLike({
        client_secret: '{{resolve:secretsmanager:portal/test/facebook:SecretString:::}}',
      }),
    });
  });

  it('lets the app client use exactly the providers that exist, by code flow back to the site', () => {
    // Act
    const client = cfnResourceOf(portal.appStack.auth.userPoolClient).Properties ?? {};

    // Assess
    expect([...(client.SupportedIdentityProviders as string[])].sort()).toEqual([
      'COGNITO',
      'Facebook',
      'Google',
      'NorthDistrict',
      'SouthCollege',
    ]);
    expect(client.AllowedOAuthFlows).toEqual(['code']);
    expect(client.CallbackURLs).toEqual(['https://portal.example.org/auth/social/complete']);
    expect(client.LogoutURLs).toEqual(['https://portal.example.org/']);
  });

  it('publishes the hosted domain in /config.json and allows it in the CSP', () => {
    // Act
    const csp = JSON.stringify(cfnResourceOf(portal.appStack.web.responseHeadersPolicy).Properties);

    // Assess
    expect(portal.appStack.auth.oauthBaseUrl).toMatch(/^https:\/\/portal-test-signin\.auth\..+\.amazoncognito\.com$/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/cognito-idp\..*https:\/\/portal-test-signin\.auth\./);
    expect(csp).toMatch(/form-action 'self' https:\/\/portal-test-signin\.auth\./);
  });

  it('serves the custom domain with TLS 1.2 or newer, and stays cdk-nag clean', () => {
    // Act
    const config = cfnResourceOf(portal.appStack.web.distribution).Properties?.DistributionConfig as Record<
      string,
      unknown
    >;

    // Assess
    expect(config.Aliases).toEqual(['portal.example.org']);
    expect(config.ViewerCertificate).toMatchObject({
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    for (const stack of [portal.dataStack, portal.appStack]) {
      const annotations = Annotations.fromStack(stack);
      expect(annotations.findError('*', Match.stringLikeRegexp('AwsSolutions-.*'))).toEqual([]);
      expect(annotations.findWarning('*', Match.stringLikeRegexp('AwsSolutions-.*'))).toEqual([]);
    }
  });
});
