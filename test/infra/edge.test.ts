import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes';
import { ROUTE_THROTTLES } from '../../lib-infra/api/route-throttles';
import { SITE_RATE_RULES, USER_POOL_RATE_RULES } from '../../lib-infra/edge/rate-rules';
import { synthesisePortal, type SynthesisedPortal } from './portal-fixture';
import { cfnResourceOf, resourcesOfType } from './templates';

interface WebAclJson {
  Properties: {
    Name: string;
    Scope: string;
    DefaultAction: unknown;
    Rules: Array<{
      Name: string;
      Action?: { Block?: { CustomResponse?: { ResponseCode: number } } };
      Statement: {
        ManagedRuleGroupStatement?: { VendorName: string; Name: string; RuleActionOverrides?: Array<{ Name: string }> };
        RateBasedStatement?: {
          Limit: number;
          AggregateKeyType: string;
          EvaluationWindowSec: number;
          ScopeDownStatement: unknown;
        };
      };
    }>;
  };
}

/** The web application firewall, the closed execute-api address and the stage's throttling. */
describe('edge: web ACLs and the API reached only through CloudFront', () => {
  let portal: SynthesisedPortal;

  beforeAll(() => {
    portal = synthesisePortal({});
  });
  afterAll(() => portal.dispose());

  const aclOf = (stack: Parameters<typeof resourcesOfType>[0][number]) => {
    const acls = resourcesOfType([stack], 'AWS::WAFv2::WebACL') as unknown as WebAclJson[];
    const [acl] = acls;
    if (!acl || acls.length !== 1) throw new Error(`expected one web ACL, found ${acls.length}`);
    return acl.Properties;
  };

  it('puts the site’s web ACL in us-east-1 with the AWS managed rule groups first', () => {
    expect(portal.edgeStack.region).toBe('us-east-1');
    const acl = aclOf(portal.edgeStack);
    expect([acl.Name, acl.Scope, acl.DefaultAction]).toEqual(['portal-test-site', 'CLOUDFRONT', { Allow: {} }]);
    const managed = acl.Rules.flatMap((rule) => rule.Statement.ManagedRuleGroupStatement ?? []);
    expect(managed.map((group) => `${group.VendorName}:${group.Name}`)).toEqual([
      'AWS:AWSManagedRulesAmazonIpReputationList',
      'AWS:AWSManagedRulesKnownBadInputsRuleSet',
      'AWS:AWSManagedRulesCommonRuleSet',
    ]);
    expect(managed[2]?.RuleActionOverrides?.map((override) => override.Name)).toEqual([
      'SizeRestrictions_BODY',
      'CrossSiteScripting_BODY',
    ]);
  });

  it('rate-limits each abused route per address, answering 429, on paths that are in the route table', () => {
    const acl = aclOf(portal.edgeStack);
    for (const rule of SITE_RATE_RULES) {
      const route = routes.find((candidate) => candidate.endpoint.path === rule.path);
      expect(route?.endpoint.method, rule.path).toBe(rule.method);
      const wafRule = acl.Rules.find((candidate) => candidate.Name === `rate-${rule.name}`);
      expect(wafRule?.Action?.Block?.CustomResponse?.ResponseCode).toBe(429);
      const rate = wafRule?.Statement.RateBasedStatement;
      expect([rate?.Limit, rate?.AggregateKeyType, rate?.EvaluationWindowSec]).toEqual([rule.limit, 'IP', 300]);
      expect(JSON.stringify(rate?.ScopeDownStatement)).toContain(`"SearchString":"${rule.path}"`);
    }
    expect(SITE_RATE_RULES.map((rule) => rule.path)).toEqual(
      expect.arrayContaining([
        '/api/auth/register',
        '/api/users/check-username',
        '/api/password/email',
        '/api/vouchers/claim',
        '/api/users/class-search',
        '/api/contact-messages',
      ]),
    );
  });

  it('puts the web ACL on the distribution, read from the edge stack’s parameter', () => {
    const distribution = cfnResourceOf(portal.appStack.web.distribution).Properties as {
      DistributionConfig: { WebACLId: unknown };
    };
    expect(JSON.stringify(distribution.DistributionConfig.WebACLId)).toContain('Parameter.Value');
    const ssm = resourcesOfType([portal.edgeStack], 'AWS::SSM::Parameter');
    expect(ssm.map((parameter) => parameter.Properties?.['Name'])).toEqual(['/portal/test/edge/site-web-acl-arn']);
    expect(portal.appStack.dependencies.map((stack) => stack.stackName)).toContain('Portal-test-Edge');
    expect(portal.edgeAlarmsStack.dependencies.map((stack) => stack.stackName)).toContain('Portal-test-App');
  });

  it('rate-limits sign-in, its challenges, password reset and sign-up on the user pool’s own web ACL', () => {
    const acl = aclOf(portal.appStack);
    expect(acl.Scope).toBe('REGIONAL');
    for (const rule of USER_POOL_RATE_RULES) {
      const wafRule = acl.Rules.find((candidate) => candidate.Name === `rate-${rule.name}`);
      expect(wafRule?.Statement.RateBasedStatement?.Limit).toBe(rule.limit);
      for (const action of rule.actions)
        expect(JSON.stringify(wafRule?.Statement.RateBasedStatement?.ScopeDownStatement)).toContain(action);
    }
    const association = resourcesOfType([portal.appStack], 'AWS::WAFv2::WebACLAssociation');
    expect(association).toHaveLength(1);
    expect(JSON.stringify(association[0]?.Properties?.['ResourceArn'])).toContain('UserPool');
  });

  it('closes the execute-api address: CloudFront sends a secret header, every route function checks it', () => {
    const distribution = JSON.stringify(cfnResourceOf(portal.appStack.web.distribution).Properties);
    expect(distribution).toContain('"HeaderName":"x-origin-verify"');
    expect(distribution).toContain('resolve:secretsmanager');
    for (const stack of portal.appStack.routeFunctions.areaStacks.values()) {
      for (const [routeId, fn] of stack.functions) {
        const variables = (
          cfnResourceOf(fn.function).Properties as { Environment: { Variables: Record<string, unknown> } }
        ).Environment.Variables;
        expect(JSON.stringify(variables['ORIGIN_VERIFY']), routeId).toContain('resolve:secretsmanager');
      }
    }
  });

  it('throttles the costly routes at the stage, each by its route key', () => {
    const stage = cfnResourceOf(portal.appStack.api.stage).Properties as {
      DefaultRouteSettings: { ThrottlingRateLimit: number };
      RouteSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>;
    };
    expect(stage.DefaultRouteSettings.ThrottlingRateLimit).toBe(200);
    expect(Object.keys(stage.RouteSettings)).toHaveLength(Object.keys(ROUTE_THROTTLES).length);
    for (const [routeId, throttle] of Object.entries(ROUTE_THROTTLES)) {
      const route = routes.find((candidate) => candidate.endpoint.id === routeId);
      const settings = stage.RouteSettings[`${route?.endpoint.method} ${route?.endpoint.path}`];
      expect([settings?.ThrottlingRateLimit, settings?.ThrottlingBurstLimit], routeId).toEqual([
        throttle.rateLimit,
        throttle.burstLimit,
      ]);
    }
  });
});
