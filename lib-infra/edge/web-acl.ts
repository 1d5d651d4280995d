import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import {
  RATE_LIMITED_RESPONSE,
  RATE_WINDOW_SECONDS,
  type CognitoRateRule,
  type PathRateRule,
  type RateRule,
} from './rate-rules';

/** The key of the rate rules' answer among the web ACL's custom response bodies. */
const RATE_LIMITED_BODY_KEY = 'rate-limited';

/** The AWS managed rule groups every web ACL of the portal runs, before its rate rules. */
export const MANAGED_RULE_GROUPS = [
  'AWSManagedRulesAmazonIpReputationList',
  'AWSManagedRulesKnownBadInputsRuleSet',
  'AWSManagedRulesCommonRuleSet',
] as const;

/**
 * Rules of the common rule set that count instead of block: uploads (SMART Tool files, documents)
 * are bigger than its 8 KB body limit, and staff save HTML (static pages, alerts) that its
 * cross-site-scripting body rule would block; the API validates and sanitises both.
 */
export const COMMON_RULES_COUNTED = ['SizeRestrictions_BODY', 'CrossSiteScripting_BODY'] as const;

export interface PortalWebAclProps {
  stage: string;
  /** CLOUDFRONT (in us-east-1) for the site, REGIONAL for the user pool. */
  scope: 'CLOUDFRONT' | 'REGIONAL';
  /** Its name, `portal-<stage>-<name>`. */
  name: string;
  pathRules?: readonly PathRateRule[];
  cognitoRules?: readonly CognitoRateRule[];
  /** The managed groups that fit what it protects (Cognito's API carries JSON only). */
  managedGroups?: readonly (typeof MANAGED_RULE_GROUPS)[number][];
}

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

function exactly(value: string, field: wafv2.CfnWebACL.FieldToMatchProperty): wafv2.CfnWebACL.StatementProperty {
  return {
    byteMatchStatement: {
      fieldToMatch: field,
      positionalConstraint: 'EXACTLY',
      searchString: value,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  };
}

function anyOf(statements: wafv2.CfnWebACL.StatementProperty[]): wafv2.CfnWebACL.StatementProperty {
  const [first] = statements;
  if (statements.length === 1 && first) return first;
  return { orStatement: { statements } };
}

/**
 * A WAF web ACL of the portal: AWS's managed rule groups (IP reputation, known bad inputs, the
 * common rule set), then a rate-based rule per abused request, answering 429 with a JSON body in
 * the API's error shape (RATE_LIMITED_RESPONSE). Requests that match nothing are allowed.
 */
export class PortalWebAcl extends Construct {
  public readonly webAcl: wafv2.CfnWebACL;
  public readonly name: string;

  constructor(scope: Construct, id: string, props: PortalWebAclProps) {
    super(scope, id);
    this.name = `portal-${props.stage}-${props.name}`;
    const groups = props.managedGroups ?? MANAGED_RULE_GROUPS;
    const managed: wafv2.CfnWebACL.RuleProperty[] = groups.map((group, index) => ({
      name: group,
      priority: index,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name: group,
          ...(group === 'AWSManagedRulesCommonRuleSet'
            ? { ruleActionOverrides: COMMON_RULES_COUNTED.map((name) => ({ name, actionToUse: { count: {} } })) }
            : {}),
        },
      },
      visibilityConfig: visibility(group),
    }));
    const rate = (rule: RateRule, match: wafv2.CfnWebACL.StatementProperty, index: number) => ({
      name: `rate-${rule.name}`,
      priority: groups.length + index,
      action: {
        block: {
          customResponse: {
            responseCode: RATE_LIMITED_RESPONSE.status,
            customResponseBodyKey: RATE_LIMITED_BODY_KEY,
          },
        },
      },
      statement: {
        rateBasedStatement: {
          aggregateKeyType: 'IP',
          limit: rule.limit,
          evaluationWindowSec: RATE_WINDOW_SECONDS,
          scopeDownStatement: match,
        },
      },
      visibilityConfig: visibility(`rate-${rule.name}`),
    });
    const pathRules = (props.pathRules ?? []).map((rule, index) =>
      rate(
        rule,
        {
          andStatement: {
            statements: [exactly(rule.method, { method: {} }), exactly(rule.path, { uriPath: {} })],
          },
        },
        index,
      ),
    );
    const cognitoRules = (props.cognitoRules ?? []).map((rule, index) =>
      rate(
        rule,
        anyOf(rule.actions.map((action) => exactly(action, { singleHeader: { Name: 'x-amz-target' } }))),
        pathRules.length + index,
      ),
    );

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: this.name,
      description: `Portal ${props.stage} ${props.name}: managed rules and rate limits`,
      scope: props.scope,
      defaultAction: { allow: {} },
      customResponseBodies: {
        [RATE_LIMITED_BODY_KEY]: { contentType: 'APPLICATION_JSON', content: RATE_LIMITED_RESPONSE.body },
      },
      rules: [...managed, ...pathRules, ...cognitoRules],
      visibilityConfig: visibility(this.name),
    });
  }
}
