import { readFileSync } from 'node:fs';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes';
import { certificateBody } from '../../functions/domain/app-launch/idp-metadata';
import type { FederationConfig } from '../../lib-infra/portal-config';
import { DEMO_MOCK_SAML_CERTIFICATE_FILE } from '../../lib-infra/local/mock-saml-idp';
import { synthesisePortal, type SynthesisedPortal } from './portal-fixture';
import { actionsOf, cfnResourceOf, type PolicyStatementJson } from './templates';

// The construct takes any certificate; bin/app.ts is what refuses the demo one for a stage.
const CERTIFICATE = readFileSync(DEMO_MOCK_SAML_CERTIFICATE_FILE, 'utf8');

const FEDERATION: FederationConfig = {
  domainPrefix: 'portal-test-signin',
  samlProviders: [{ name: 'NorthDistrict', metadataUrl: 'https://idp.north.example.edu/metadata.xml' }],
  mockSamlProvider: {
    certificatePem: CERTIFICATE,
    privateKeySecretName: 'portal/test/mock-saml-key',
    emailDomain: 'mockschool.example',
  },
};

interface FunctionJson {
  Properties: { Environment: { Variables: Record<string, unknown> }; Layers?: unknown[] };
}

describe('the mock school provider in AWS', () => {
  let portal: SynthesisedPortal;
  let app: Template;

  beforeAll(() => {
    portal = synthesisePortal({ props: { federation: FEDERATION } });
    app = Template.fromStack(portal.appStack);
  });
  afterAll(() => portal.dispose());

  const functionOf = (routeId: string) => portal.appStack.routeFunctions.functionFor(routeId);
  const statementsOf = (routeId: string) =>
    (
      cfnResourceOf(functionOf(routeId).role.node.findChild('DefaultPolicy')).Properties?.PolicyDocument as {
        Statement: PolicyStatementJson[];
      }
    ).Statement;

  it('is one of the SAML identity providers, its metadata carrying its certificate, identified by its email domain, IdP-initiated', () => {
    // Assess
    app.resourcePropertiesCountIs('AWS::Cognito::UserPoolIdentityProvider', { ProviderType: 'SAML' }, 2);
    app.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'MockSchool',
      IdpIdentifiers: ['mockschool.example'],
      ProviderDetails: Match.objectLike({ IDPInit: true, MetadataFile: Match.anyValue() }),
    });
    const provider = JSON.stringify(
      app.findResources('AWS::Cognito::UserPoolIdentityProvider', { Properties: { ProviderName: 'MockSchool' } }),
    );
    expect(provider).toContain(certificateBody(CERTIFICATE).slice(0, 64));
    expect(provider).toContain('urn:portal:mock-school-idp');
    const client = cfnResourceOf(portal.appStack.auth.userPoolClient).Properties ?? {};
    expect(client.SupportedIdentityProviders).toEqual(expect.arrayContaining(['MockSchool']));
  });

  it('lets the mock SAML route, and no other, read its key secret, through the Parameters and Secrets extension', () => {
    // Act
    const secretStatements = statementsOf('generateMockSamlUrl').filter((statement) =>
      actionsOf([statement]).some((action) => action.startsWith('secretsmanager:')),
    );
    const fn = cfnResourceOf(functionOf('generateMockSamlUrl').function) as unknown as FunctionJson;

    // Assess
    expect(secretStatements).toHaveLength(1);
    expect(actionsOf(secretStatements).sort()).toEqual([
      'secretsmanager:DescribeSecret',
      'secretsmanager:GetSecretValue',
    ]);
    expect(JSON.stringify(secretStatements[0]?.Resource)).toContain(':secret:portal/test/mock-saml-key-??????');
    expect(fn.Properties.Layers).toHaveLength(1);
    for (const route of routes.filter((candidate) => candidate.endpoint.id !== 'generateMockSamlUrl')) {
      const secrets = statementsOf(route.endpoint.id).filter((statement) =>
        actionsOf([statement]).some((action) => action.startsWith('secretsmanager:')),
      );
      expect(JSON.stringify(secrets.map((statement) => statement.Resource)), route.endpoint.id).not.toContain(
        'mock-saml-key',
      );
    }
  });

  it("tells the route Cognito's audience and assertion consumer, the certificate and the secret's name, never the key", () => {
    // Act
    const variables = (cfnResourceOf(functionOf('generateMockSamlUrl').function) as unknown as FunctionJson).Properties
      .Environment.Variables;
    const text = JSON.stringify(variables);

    // Assess
    expect(text).toContain('urn:amazon:cognito:sp:');
    expect(text).toMatch(/https:\/\/portal-test-signin\.auth\..*\/saml2\/idpresponse/);
    expect(variables.MOCK_SAML_KEY_SECRET).toBe('portal/test/mock-saml-key');
    expect(variables.MOCK_SAML_CERTIFICATE).toBe(CERTIFICATE);
    expect(text).not.toContain('PRIVATE KEY');
    expect(variables.MOCK_SAML_KEY_FILE).toBeUndefined();
  });

  it('stays cdk-nag clean', () => {
    for (const stack of [portal.dataStack, portal.appStack]) {
      const annotations = Annotations.fromStack(stack);
      expect(annotations.findError('*', Match.stringLikeRegexp('AwsSolutions-.*')), stack.node.path).toEqual([]);
      expect(annotations.findWarning('*', Match.stringLikeRegexp('AwsSolutions-.*')), stack.node.path).toEqual([]);
    }
  });
});
