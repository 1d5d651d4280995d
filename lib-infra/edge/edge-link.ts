import { Stack } from 'aws-cdk-lib';
import * as cr from 'aws-cdk-lib/custom-resources';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { EDGE_REGION, edgeParameterNames } from './parameters';

export interface EdgeLinkProps {
  stage: string;
}

/**
 * The app stack's side of the hand-over with the us-east-1 stacks, through SSM parameters there
 * (CloudFormation reads parameters of its own region only, and the stage's region may be any):
 * it reads the site's web ACL, and writes the distribution's id for the edge alarms.
 */
export class EdgeLink extends Construct {
  /** The ARN of the site's web ACL (Portal-<stage>-Edge). */
  public readonly siteWebAclArn: string;
  private readonly names: ReturnType<typeof edgeParameterNames>;

  constructor(scope: Construct, id: string, props: EdgeLinkProps) {
    super(scope, id);
    this.names = edgeParameterNames(props.stage);
    const read = new cr.AwsCustomResource(this, 'ReadSiteWebAcl', {
      onUpdate: {
        service: 'SSM',
        action: 'getParameter',
        parameters: { Name: this.names.siteWebAclArn },
        region: EDGE_REGION,
        physicalResourceId: cr.PhysicalResourceId.of(this.names.siteWebAclArn),
      },
      policy: cr.AwsCustomResourcePolicy.fromSdkCalls({ resources: [this.parameterArn(this.names.siteWebAclArn)] }),
      installLatestAwsSdk: false,
    });
    this.siteWebAclArn = read.getResponseField('Parameter.Value');
  }

  /** Publishes the distribution's id for Portal-<stage>-EdgeAlarms. */
  publishDistributionId(distributionId: string): void {
    const name = this.names.distributionId;
    const put = {
      service: 'SSM',
      action: 'putParameter',
      parameters: { Name: name, Value: distributionId, Type: 'String', Overwrite: true },
      region: EDGE_REGION,
      physicalResourceId: cr.PhysicalResourceId.of(name),
    };
    new cr.AwsCustomResource(this, 'PublishDistributionId', {
      onCreate: put,
      onUpdate: put,
      onDelete: { service: 'SSM', action: 'deleteParameter', parameters: { Name: name }, region: EDGE_REGION },
      policy: cr.AwsCustomResourcePolicy.fromSdkCalls({ resources: [this.parameterArn(name)] }),
      installLatestAwsSdk: false,
    });
  }

  /** cdk-nag on the custom resources' shared function (made by CDK, one per stack). */
  acknowledgeProvider(): void {
    const stack = Stack.of(this);
    const target = stack.node.tryFindChild(`AWS${cr.AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, '')}`);
    if (!target) return;
    NagSuppressions.addResourceSuppressions(
      target,
      [
        {
          id: 'AwsSolutions-IAM4',
          reason:
            "CDK's AwsCustomResource function logs with AWSLambdaBasicExecutionRole; it only reads and writes the two SSM parameters of the edge hand-over.",
        },
        {
          id: 'AwsSolutions-L1',
          reason: "CDK's AwsCustomResource function's runtime is chosen by aws-cdk-lib and moves with it.",
        },
      ],
      true,
    );
  }

  private parameterArn(name: string): string {
    return Stack.of(this).formatArn({
      service: 'ssm',
      region: EDGE_REGION,
      resource: 'parameter',
      resourceName: name.replace(/^\//, ''),
    });
  }
}
