import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes';
import { synthesisePortal, type SynthesisedPortal } from './portal-fixture';
import { actionsOf, cfnResourceOf, type PolicyStatementJson } from './templates';

interface FunctionJson {
  Properties: { Environment: { Variables: Record<string, unknown> }; Layers?: unknown[] };
}

/** Stripe's keys in AWS: a Secrets Manager secret only the payment routes may read, through the extension. */
describe('card payments in AWS', () => {
  let portal: SynthesisedPortal;

  beforeAll(() => {
    portal = synthesisePortal({});
  });
  afterAll(() => portal.dispose());

  const functionOf = (routeId: string) => portal.appStack.routeFunctions.functionFor(routeId);
  const secretStatementsOf = (routeId: string) =>
    (
      cfnResourceOf(functionOf(routeId).role.node.findChild('DefaultPolicy')).Properties?.PolicyDocument as {
        Statement: PolicyStatementJson[];
      }
    ).Statement.filter((statement) => actionsOf([statement]).some((action) => action.startsWith('secretsmanager:')));
  const paymentRoutes = routes.filter((route) => route.uses.payments);

  it('lets each payment route read the stage’s Stripe secret, and only it, and tells it the secret’s name', () => {
    expect(paymentRoutes.map((route) => route.endpoint.id).sort()).toEqual([
      'cancelSubscription',
      'checkCoupon',
      'deleteChildren',
      'paymentWebhook',
      'subscribe',
      'updatePaymentCard',
    ]);
    for (const route of paymentRoutes) {
      const statements = secretStatementsOf(route.endpoint.id);
      const fn = cfnResourceOf(functionOf(route.endpoint.id).function) as unknown as FunctionJson;
      expect(statements, route.endpoint.id).toHaveLength(1);
      expect(actionsOf(statements).sort()).toEqual(['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']);
      expect(JSON.stringify(statements[0]?.Resource)).toContain(':secret:portal/test/stripe-??????');
      expect(fn.Properties.Environment.Variables.STRIPE_SECRET_NAME).toBe('portal/test/stripe');
      expect(fn.Properties.Environment.Variables.STRIPE_API_URL).toBeUndefined();
      expect(fn.Properties.Layers).toHaveLength(1);
    }
  });

  it('gives no other route the Stripe secret', () => {
    for (const route of routes.filter((candidate) => !candidate.uses.payments)) {
      expect(
        JSON.stringify(secretStatementsOf(route.endpoint.id).map((statement) => statement.Resource)),
        route.endpoint.id,
      ).not.toContain('stripe');
      expect(
        (cfnResourceOf(functionOf(route.endpoint.id).function) as unknown as FunctionJson).Properties.Environment
          .Variables.STRIPE_SECRET_NAME,
      ).toBeUndefined();
    }
  });
});
