import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes';
import { demoIdpCertificate } from '../../lib-infra/local/portal-idp';
import { synthesisePortal, type SynthesisedPortal } from './portal-fixture';
import { actionsOf, cfnResourceOf, type PolicyStatementJson } from './templates';

const LTI_SECRET = 'portal/test/lti-keys';
/** The routes that sign id_tokens or publish their keys (functions/api/lti/routes.ts). */
const KEY_ROUTES = ['getLtiJwks', 'launchLtiTool'];

interface FunctionJson {
  Properties: { Environment: { Variables: Record<string, unknown> }; Layers?: unknown[] };
}

describe('the LTI platform keys in AWS', () => {
  let portal: SynthesisedPortal;

  beforeAll(() => {
    portal = synthesisePortal({
      props: {
        appSignOn: {
          certificatePem: demoIdpCertificate(),
          privateKeySecretName: 'portal/test/idp-key',
          ltiKeySecretName: LTI_SECRET,
        },
      },
    });
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

  it('tells the JWKS and launch routes, and no other, the key secret, and lets only them read it', () => {
    for (const route of routes) {
      const routeId = route.endpoint.id;
      const reads = JSON.stringify(secretStatementsOf(routeId).map((statement) => statement.Resource));
      const keyRoute = KEY_ROUTES.includes(routeId);
      expect([variablesOf(routeId).LTI_KEY_SECRET, reads.includes('lti-keys')], routeId).toEqual(
        keyRoute ? [LTI_SECRET, true] : [undefined, false],
      );
    }
  });
});
