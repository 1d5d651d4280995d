import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { edgeParameterNames } from '../edge/parameters';
import { SITE_RATE_RULES } from '../edge/rate-rules';
import { PortalWebAcl } from '../edge/web-acl';
import { PortalAlarms } from '../observability/alarms';

export interface PortalEdgeStackProps extends StackProps {
  stage: string;
}

/**
 * `Portal-<stage>-Edge`, in us-east-1 (where CloudFront's web ACLs must be), deployed before the
 * app stack: the site's web ACL, whose ARN the app stack reads from an SSM parameter here.
 */
export class PortalEdgeStack extends Stack {
  public readonly siteAcl: PortalWebAcl;

  constructor(scope: Construct, id: string, props: PortalEdgeStackProps) {
    super(scope, id, props);
    this.siteAcl = new PortalWebAcl(this, 'SiteAcl', {
      stage: props.stage,
      scope: 'CLOUDFRONT',
      name: 'site',
      pathRules: SITE_RATE_RULES,
    });
    new ssm.StringParameter(this, 'SiteWebAclArn', {
      parameterName: edgeParameterNames(props.stage).siteWebAclArn,
      description: `Portal ${props.stage}: the site's web ACL, read by the app stack for its distribution`,
      stringValue: this.siteAcl.webAcl.attrArn,
    });
  }
}

export interface PortalEdgeAlarmsStackProps extends StackProps {
  stage: string;
  alarmEmail?: string;
}

/**
 * `Portal-<stage>-EdgeAlarms`, in us-east-1, deployed after the app stack: CloudFront's metrics are
 * only in us-east-1 and an alarm can only watch (and notify) its own region, so the distribution's
 * alarm and its topic (mailed to the same alarmEmail) live here.
 */
export class PortalEdgeAlarmsStack extends Stack {
  public readonly alarms: PortalAlarms;

  constructor(scope: Construct, id: string, props: PortalEdgeAlarmsStackProps) {
    super(scope, id, props);
    this.alarms = new PortalAlarms(this, 'Alarms', {
      stage: props.stage,
      alarmEmail: props.alarmEmail,
      topicName: `portal-${props.stage}-edge-alarms`,
    });
    const distributionId = ssm.StringParameter.valueForStringParameter(
      this,
      edgeParameterNames(props.stage).distributionId,
    );
    this.alarms.add(this, {
      name: 'cloudfront-5xx-rate',
      description: `Portal ${props.stage}: more than 5% of the site's answers through CloudFront were 5xx for 15 minutes.`,
      metric: new cloudwatch.Metric({
        namespace: 'AWS/CloudFront',
        metricName: '5xxErrorRate',
        dimensionsMap: { DistributionId: distributionId, Region: 'Global' },
        statistic: 'Average',
        period: Duration.minutes(5),
      }),
      threshold: 5,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 3,
    });
  }
}
