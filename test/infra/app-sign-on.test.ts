import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes';
import { demoIdpCertificate } from '../../lib-infra/local/portal-idp';
import { synthesisePortal, type SynthesisedPortal } from './portal-fixture';
import { actionsOf, cfnResourceOf, type PolicyStatementJson } from './templates';

// The construct takes any certificate; bin/app.ts is what refuses the demo one for a stage.
const CERTIFICATE = demoIdpCertificate();
const KEY_SECRET = 'portal/test/idp-key';

interface FunctionJson {
  Properties: { Environment: { Variables: Record<string, unknown> }; Layers?: unknown[] };
}

describe('app sign-on (the portal as SAML identity provider) in AWS', () => {
  let portal: SynthesisedPortal;
  let app: Template;

  beforeAll(() => {
    portal = synthesisePortal({
      props: { appSignOn: { certificatePem: CERTIFICATE, privateKeySecretName: KEY_SECRET } },
    });
    app = Template.fromStack(portal.appStack);
  });
  afterAll(() => portal.dispose());

  const functionOf = (routeId: string) => portal.appStack.routeFunctions.functionFor(routeId);
  const variablesOf = (routeId: string) =>
    (cfnResourceOf(functionOf(routeId).function) as unknown as FunctionJson).Properties.Environment.Variables;
  const secretStatementsOf = (routeId: string) =>
    (
      (
        cfnResourceOf(functionOf(routeId).role.node.findChild('DefaultPolicy')).Properties?.PolicyDocument as
          { Statement: PolicyStatementJson[] } | undefined
      )?.Statement ?? []
    ).filter((statement) => actionsOf([statement]).some((action) => action.startsWith('secretsmanager:')));

  it('lets the launch route, and no other, read the signing key secret, through the Parameters and Secrets extension', () => {
    const statements = secretStatementsOf('launchApp');
    expect(statements).toHaveLength(1);
    expect(actionsOf(statements).sort()).toEqual(['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']);
    expect(JSON.stringify(statements[0]?.Resource)).toContain(`:secret:${KEY_SECRET}-??????`);
    expect((cfnResourceOf(functionOf('launchApp').function) as unknown as FunctionJson).Properties.Layers).toHaveLength(
      1,
    );
    for (const route of routes.filter((candidate) => candidate.endpoint.id !== 'launchApp')) {
      expect(
        JSON.stringify(secretStatementsOf(route.endpoint.id).map((statement) => statement.Resource)),
        route.endpoint.id,
      ).not.toContain('idp-key');
    }
  });

  it('tells the sign-on routes the certificate and the site; only the launch route the secret’s name; never the key', () => {
    for (const routeId of [
      'getIdpMetadata',
      'receiveSignOnRequest',
      'receiveSignOnRequestPost',
      'createLaunchTicket',
      'launchApp',
    ]) {
      const variables = variablesOf(routeId);
      expect(variables.IDP_CERTIFICATE, routeId).toBe(CERTIFICATE);
      expect(variables.SITE_URL, routeId).toBeDefined();
      expect(variables.IDP_KEY_SECRET, routeId).toBe(routeId === 'launchApp' ? KEY_SECRET : undefined);
      expect(JSON.stringify(variables), routeId).not.toContain('PRIVATE KEY');
      expect(variables.IDP_KEY_FILE, routeId).toBeUndefined();
    }
    expect(variablesOf('listServices').IDP_CERTIFICATE).toBeUndefined();
  });

  it('makes the launch ticket key, a generated secret that the ticket and launch routes alone are told and read', () => {
    // An LTI app's ticket travels its login, authorization and launch (docs/internals.md 'LTI 1.3').
    const keys = app.findResources('AWS::SecretsManager::Secret', {
      Properties: { Description: Match.stringLikeRegexp('seals app launch tickets') },
    });
    expect(Object.values(keys)).toHaveLength(1);
    expect(JSON.stringify(Object.values(keys)[0])).toContain('"PasswordLength":64');
    const sealing = new Set([
      'createLaunchTicket',
      'launchApp',
      'startLtiLogin',
      'authorizeLti',
      'authorizeLtiPost',
      'launchLtiTool',
    ]);
    for (const route of routes) {
      const routeId = route.endpoint.id;
      const reads = JSON.stringify(secretStatementsOf(routeId).map((statement) => statement.Resource));
      expect(reads.includes('LaunchTicketKey'), routeId).toBe(sealing.has(routeId));
      expect(
        JSON.stringify(variablesOf(routeId).LAUNCH_TICKET_KEY_SECRET ?? null).includes('LaunchTicketKey'),
        routeId,
      ).toBe(sealing.has(routeId));
    }
    // The ticket route reads it through the extension too, and still never the signing key.
    expect(
      (cfnResourceOf(functionOf('createLaunchTicket').function) as unknown as FunctionJson).Properties.Layers,
    ).toHaveLength(1);
  });

  it('keeps the pairwise id key with the data, retained, and lets the ticket, OneRoster and NRPS routes alone read it', () => {
    const data = Template.fromStack(portal.dataStack);
    const keys = data.findResources('AWS::SecretsManager::Secret', {
      Properties: { Description: Match.stringLikeRegexp('pairwise NameID') },
    });
    expect(Object.values(keys)).toHaveLength(1);
    expect(Object.values(keys)[0]).toMatchObject({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    for (const route of routes) {
      const routeId = route.endpoint.id;
      const told = variablesOf(routeId).PAIRWISE_ID_KEY_SECRET !== undefined;
      const reads = JSON.stringify(secretStatementsOf(routeId).map((statement) => statement.Resource));
      // A person's OneRoster sourcedId and NRPS user_id are the NameID the app gets at launch
      // (docs/internals.md 'OneRoster API', 'LTI 1.3').
      const naming = routeId === 'createLaunchTicket' || ['oneroster', 'lti-nrps'].includes(route.endpoint.area);
      expect([told, reads.includes('PairwiseIdKey')], routeId).toEqual(naming ? [true, true] : [false, false]);
    }
  });

  it('serves the sign-on page with a CSP whose forms may post to the app, and every other answer with the site’s', () => {
    const policies = Object.values(app.findResources('AWS::CloudFront::ResponseHeadersPolicy')).map((resource) =>
      JSON.stringify(resource),
    );
    expect(policies.filter((policy) => policy.includes("form-action 'self' https:"))).toHaveLength(1);
    const distribution = JSON.stringify(app.findResources('AWS::CloudFront::Distribution'));
    expect(distribution).toContain('"PathPattern":"/api/saml2/idp/launch"');
    expect(distribution).toContain('"PathPattern":"/api/*"');
  });

  it('stays cdk-nag clean', () => {
    for (const stack of [portal.dataStack, portal.appStack]) {
      const annotations = Annotations.fromStack(stack);
      expect(annotations.findError('*', Match.stringLikeRegexp('AwsSolutions-.*')), stack.node.path).toEqual([]);
      expect(annotations.findWarning('*', Match.stringLikeRegexp('AwsSolutions-.*')), stack.node.path).toEqual([]);
    }
  });
});
