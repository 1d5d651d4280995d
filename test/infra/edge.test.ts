import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWER_ADDRESS_HEADER } from '../../functions/http/viewer-address';
import { routes } from '../../functions/routes';
import { ROUTE_THROTTLES } from '../../lib-infra/api/route-throttles';
import {
  RATE_LIMITED_RESPONSE,
  RATE_WINDOW_SECONDS,
  SITE_RATE_RULES,
  USER_POOL_RATE_RULES,
} from '../../lib-infra/edge/rate-rules';
import { rateRules, userPoolRateRules } from '../../lib-infra/local/cloudfront-edge';
import { ACT_AS_HEADER, ACT_AS_SESSION_HEADER } from '../../shared/api/acting-as-header';
import { synthesisePortal, type SynthesisedPortal } from './portal-fixture';
import { cfnResourceOf, resourcesOf, resourcesOfType } from './templates';

interface ByteMatchJson {
  ByteMatchStatement: { FieldToMatch: { Method?: object; UriPath?: object }; SearchString: string };
}

interface WebAclJson {
  Properties: {
    Name: string;
    Scope: string;
    DefaultAction: unknown;
    CustomResponseBodies?: Record<string, { ContentType: string; Content: string }>;
    Rules: Array<{
      Name: string;
      Action?: { Block?: { CustomResponse?: { ResponseCode: number; CustomResponseBodyKey?: string } } };
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

interface DistributionJson {
  Origins: Array<{ Id: string; OriginCustomHeaders?: Array<{ HeaderName: string; HeaderValue: unknown }> }>;
  CacheBehaviors: Array<{
    PathPattern: string;
    TargetOriginId: string;
    CachePolicyId: unknown;
    OriginRequestPolicyId: unknown;
  }>;
  CustomErrorResponses?: Array<{ ErrorCode: number; ErrorCachingMinTTL?: number }>;
}

/** The logical id of the App stack's origin secret, as a reference to it names it (in a nested stack, through a parameter). */
function originSecretIn(reference: string): string | undefined {
  return /OriginVerify/.exec(reference)?.[0];
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

  it('passes the API the viewer’s address by naming CloudFront-Viewer-Address, the token through the cache key, never Host', () => {
    // Prepare
    const web = portal.appStack.web;
    const request = cfnResourceOf(web.apiOriginRequestPolicy).Properties?.['OriginRequestPolicyConfig'] as {
      HeadersConfig: { HeaderBehavior: string; Headers: string[] };
      CookiesConfig: { CookieBehavior: string };
    };
    const cache = cfnResourceOf(web.apiCachePolicy).Properties?.['CachePolicyConfig'] as {
      MinTTL: number;
      DefaultTTL: number;
      MaxTTL: number;
      ParametersInCacheKeyAndForwardedToOrigin: { HeadersConfig: { HeaderBehavior: string; Headers: string[] } };
    };
    const config = (cfnResourceOf(web.distribution).Properties as { DistributionConfig: DistributionJson })
      .DistributionConfig;
    const apiOriginId = config.Origins.find((origin) => origin.OriginCustomHeaders)?.Id;

    // Assess: a CloudFront header reaches the origin only when a policy names it
    expect(request.HeadersConfig.HeaderBehavior).toBe('whitelist');
    expect(request.HeadersConfig.Headers).toEqual(
      expect.arrayContaining([
        VIEWER_ADDRESS_HEADER,
        'Content-Type',
        ACT_AS_HEADER,
        ACT_AS_SESSION_HEADER,
        'Stripe-Signature',
      ]),
    );
    expect(request.HeadersConfig.Headers.map((name) => name.toLowerCase())).not.toContain('host');
    expect(request.HeadersConfig.Headers.length).toBeLessThanOrEqual(10);
    expect(request.CookiesConfig.CookieBehavior).toBe('none');
    expect(cache.ParametersInCacheKeyAndForwardedToOrigin.HeadersConfig).toEqual({
      HeaderBehavior: 'whitelist',
      Headers: ['Authorization'],
    });
    expect([cache.MinTTL, cache.DefaultTTL, cache.MaxTTL]).toEqual([0, 0, 1]);
    // A server error (API Gateway's bare 500 on a timeout) is not kept for CloudFront's default 10 s.
    expect(config.CustomErrorResponses).toEqual(
      [500, 502, 503, 504].map((code) => ({ ErrorCode: code, ErrorCachingMinTTL: 0 })),
    );
    // Every behaviour that reaches the API (/api/* and the sign-on pages) uses both.
    const toApi = config.CacheBehaviors.filter((behavior) => behavior.TargetOriginId === apiOriginId);
    expect(toApi.map((behavior) => behavior.PathPattern)).toContain('/api/*');
    for (const behavior of toApi) {
      expect(JSON.stringify(behavior.OriginRequestPolicyId), behavior.PathPattern).toContain(
        portal.appStack.getLogicalId(web.apiOriginRequestPolicy.node.defaultChild as never),
      );
      expect(JSON.stringify(behavior.CachePolicyId), behavior.PathPattern).toContain(
        portal.appStack.getLogicalId(web.apiCachePolicy.node.defaultChild as never),
      );
    }
  });

  it('closes the execute-api address: no request reaches a function without the secret CloudFront adds, which every function checks', () => {
    // Prepare
    const config = (
      cfnResourceOf(portal.appStack.web.distribution).Properties as { DistributionConfig: DistributionJson }
    ).DistributionConfig;
    const sent = config.Origins.flatMap((origin) => origin.OriginCustomHeaders ?? []).filter(
      (header) => header.HeaderName === 'x-origin-verify',
    );
    const request = cfnResourceOf(portal.appStack.web.apiOriginRequestPolicy).Properties?.[
      'OriginRequestPolicyConfig'
    ] as { HeadersConfig: { Headers: string[] } };

    // Assess: one secret, from Secrets Manager; a viewer's own x-origin-verify is not passed on
    expect(sent).toHaveLength(1);
    const secret = JSON.stringify(sent[0]?.HeaderValue);
    expect(secret).toContain('resolve:secretsmanager');
    const secrets = Object.keys(resourcesOf(portal.appStack)).filter((id) => id.startsWith('OriginVerify'));
    expect(secrets).toHaveLength(1);
    expect(originSecretIn(secret)).toBe('OriginVerify');
    expect(request.HeadersConfig.Headers.map((name) => name.toLowerCase())).not.toContain('x-origin-verify');
    let functions = 0;
    for (const stack of portal.appStack.routeFunctions.areaStacks.values()) {
      for (const [routeId, fn] of stack.functions) {
        const variables = (
          cfnResourceOf(fn.function).Properties as { Environment: { Variables: Record<string, unknown> } }
        ).Environment.Variables;
        expect(JSON.stringify(variables['ORIGIN_VERIFY']), routeId).toContain('resolve:secretsmanager');
        expect(originSecretIn(JSON.stringify(variables['ORIGIN_VERIFY'])), routeId).toBe(originSecretIn(secret));
        functions += 1;
      }
    }
    expect(functions).toBe(routes.length);
  });

  it('answers the rate rules’ 429 with the API’s error shape, and the twin applies the synthesised rules', () => {
    // Prepare: the rules as the site's web ACL was synthesised
    const acl = aclOf(portal.edgeStack);
    const synthesised = acl.Rules.flatMap((rule) => {
      const rate = rule.Statement.RateBasedStatement;
      if (!rate) return [];
      const matches = (rate.ScopeDownStatement as { AndStatement: { Statements: ByteMatchJson[] } }).AndStatement
        .Statements;
      const field = (name: 'Method' | 'UriPath') =>
        matches.find((match) => match.ByteMatchStatement.FieldToMatch[name])?.ByteMatchStatement.SearchString ?? '';
      return [{ method: field('Method'), path: field('UriPath'), limit: rate.Limit, window: rate.EvaluationWindowSec }];
    });
    const clock = { now: 0 };
    const twin = rateRules(SITE_RATE_RULES, () => clock.now);

    // Assess: the web ACL's answer
    for (const rule of acl.Rules.filter((candidate) => candidate.Statement.RateBasedStatement)) {
      const response = rule.Action?.Block?.CustomResponse;
      expect(response?.ResponseCode).toBe(RATE_LIMITED_RESPONSE.status);
      expect(acl.CustomResponseBodies?.[response?.CustomResponseBodyKey ?? '']).toEqual({
        ContentType: 'APPLICATION_JSON',
        Content: RATE_LIMITED_RESPONSE.body,
      });
    }
    // The twin refuses exactly where each synthesised rule does, per viewer, over the same window.
    expect(synthesised).toHaveLength(SITE_RATE_RULES.length);
    for (const rule of synthesised) {
      expect(rule.window).toBe(RATE_WINDOW_SECONDS);
      const answers = Array.from({ length: rule.limit + 1 }, () => twin.refuses(rule.method, rule.path, '203.0.113.1'));
      expect(answers.indexOf(true), rule.path).toBe(rule.limit);
      expect(twin.refuses(rule.method, rule.path, '203.0.113.2'), rule.path).toBe(false);
      expect(twin.refuses(rule.method === 'GET' ? 'POST' : 'GET', rule.path, '203.0.113.1'), rule.path).toBe(false);
      clock.now += rule.window * 1000 + 1;
      expect(twin.refuses(rule.method, rule.path, '203.0.113.1'), rule.path).toBe(false);
    }
  });

  it('applies the user pool web ACL’s synthesised rules at the twin’s /cognito, with the same answer', () => {
    // Prepare: each rule's actions (one byte match on X-Amz-Target, or any of several) and limit
    const acl = aclOf(portal.appStack);
    const synthesised = acl.Rules.flatMap((rule) => {
      const rate = rule.Statement.RateBasedStatement;
      if (!rate) return [];
      const scope = rate.ScopeDownStatement as ByteMatchJson | { OrStatement: { Statements: ByteMatchJson[] } };
      const matches = 'OrStatement' in scope ? scope.OrStatement.Statements : [scope];
      return [{ actions: matches.map((match) => match.ByteMatchStatement.SearchString), limit: rate.Limit }];
    });
    const clock = { now: 0 };
    const twin = userPoolRateRules(USER_POOL_RATE_RULES, () => clock.now);

    // Assess
    expect(acl.CustomResponseBodies?.['rate-limited']?.Content).toBe(RATE_LIMITED_RESPONSE.body);
    expect(synthesised).toHaveLength(USER_POOL_RATE_RULES.length);
    for (const rule of synthesised) {
      // The rule's actions share one budget: the last of them is refused once the first used it up.
      const [first = '', last = ''] = [rule.actions[0], rule.actions.at(-1)];
      const answers = Array.from({ length: rule.limit }, () => twin.refuses(first, '203.0.113.1'));
      expect(answers.includes(true), first).toBe(false);
      expect(twin.refuses(last, '203.0.113.1'), last).toBe(true);
      expect(twin.refuses(last, '203.0.113.2'), last).toBe(false);
      clock.now += RATE_WINDOW_SECONDS * 1000 + 1;
    }
    expect(twin.refuses('AWSCognitoIdentityProviderService.GetUser', '203.0.113.1')).toBe(false);
  });
});
