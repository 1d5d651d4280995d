import { Duration, Stack } from 'aws-cdk-lib';
import type { IDistribution, IKeyValueStore } from 'aws-cdk-lib/aws-cloudfront';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { SesAccountAction, ServerAction, UserPoolAction } from '../functions/http/access';

/** The runtime every project function runs on; bin/build-functions.ts bundles for the same target. */
export const PROJECT_RUNTIME = lambda.Runtime.NODEJS_22_X;
export const PROJECT_ARCHITECTURE = lambda.Architecture.ARM_64;

export interface ProjectFunctionProps {
  /** The bundle; its entry module must export `handler`. */
  code: lambda.Code;
  description: string;
  environment: Record<string, string>;
  logRetention: logs.RetentionDays;
  memorySize?: number;
  timeout?: Duration;
  /** The AWS Parameters and Secrets extension, for a function that reads a secret. */
  paramsAndSecrets?: lambda.ParamsAndSecretsLayerVersion;
}

/**
 * A Lambda function as every part of the project runs one: the pinned runtime and architecture,
 * its own log group with a retention (the handlers log JSON themselves, at LOG_LEVEL), and a role
 * that can write only to that log group until a grant adds what the function uses.
 *
 * No X-Ray tracing: the handlers carry no tracer (Powertools Tracer would add the X-Ray SDK to
 * every cold start), so active tracing recorded only a segment per invocation, which the Lambda
 * metrics and the structured logs (request ids, durations) already give, at a cost per trace.
 * docs/operations.md says how to look into a slow request with the logs instead.
 */
export class ProjectFunction extends Construct {
  public readonly function: lambda.Function;
  public readonly role: iam.Role;
  public readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: ProjectFunctionProps) {
    super(scope, id);

    this.logGroup = new logs.LogGroup(this, 'Logs', { retention: props.logRetention });

    // An own role instead of AWSLambdaBasicExecutionRole: that managed policy lets the function
    // write to every log group of the account.
    this.role = new iam.Role(this, 'Role', { assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com') });
    this.logGroup.grantWrite(this.role);

    this.function = new lambda.Function(this, 'Function', {
      runtime: PROJECT_RUNTIME,
      architecture: PROJECT_ARCHITECTURE,
      handler: 'index.handler',
      code: props.code,
      description: props.description,
      role: this.role,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(15),
      logGroup: this.logGroup,
      environment: props.environment,
      ...(props.paramsAndSecrets ? { paramsAndSecrets: props.paramsAndSecrets } : {}),
    });

    NagSuppressions.addResourceSuppressions(this.function, [
      {
        id: 'AwsSolutions-L1',
        reason:
          'The project pins nodejs22.x for every function (bin/build-functions.ts targets node22); moving to a newer runtime is a deliberate, tested upgrade, not a drift.',
      },
    ]);
  }

  /** Read-only or read-write access to the table and its indexes, nothing more. */
  grantTableAccess(table: ITable, access: 'read' | 'readwrite'): void {
    if (access === 'read') table.grantReadData(this.role);
    else table.grantReadWriteData(this.role);
    NagSuppressions.addResourceSuppressions(
      this.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "Queries go through the table's global secondary indexes; the grant covers the indexes of this one table only.",
          // The table ARN is a cross-stack reference, so the finding names it by an intrinsic.
          appliesTo: [{ regex: '/^Resource::.+\\/index\\/\\*$/' }],
        },
      ],
      true,
    );
  }

  /**
   * ses:SendEmail from this sender only: on its SES identity, whether that is the address itself
   * or its domain (SES checks the identity the sender is verified by).
   */
  grantSendMailFrom(fromAddress: string): void {
    const domain = fromAddress.slice(fromAddress.lastIndexOf('@') + 1);
    const stack = Stack.of(this);
    const identity = (name: string) => stack.formatArn({ service: 'ses', resource: 'identity', resourceName: name });
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [identity(fromAddress), identity(domain)],
        conditions: { StringEquals: { 'ses:FromAddress': fromAddress } },
      }),
    );
  }

  /**
   * The data sources' files, read only: s3:GetObject on the bucket's objects and s3:ListBucket
   * on the bucket (to find a school's bundles), nothing else.
   */
  grantRosterRead(bucket: IBucket): void {
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: [bucket.arnForObjects('*')] }),
    );
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }),
    );
    NagSuppressions.addResourceSuppressions(
      this.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'A sync reads every bundle a school system shares in the roster bucket; the grant is GetObject on the objects of this one bucket only.',
          // The bucket ARN is a cross-stack reference, so the finding names it by an intrinsic.
          appliesTo: [{ regex: '/^Resource::.+\\/\\*$/' }],
        },
      ],
      true,
    );
  }

  /**
   * KMS Encrypt ('write'), Decrypt ('read') or both on the password key only, and only with an
   * encryption context that names a user id and nothing else (functions/adapters/secret-box).
   */
  grantPasswordKey(key: IKey, access: 'read' | 'write' | 'readwrite'): void {
    const actions = [...(access !== 'read' ? ['kms:Encrypt'] : []), ...(access !== 'write' ? ['kms:Decrypt'] : [])];
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions,
        resources: [key.keyArn],
        conditions: {
          'ForAllValues:StringEquals': { 'kms:EncryptionContextKeys': ['userId'] },
          Null: { 'kms:EncryptionContext:userId': 'false' },
        },
      }),
    );
  }

  /**
   * lambda:InvokeFunction on that one function (its unqualified ARN: no versions or aliases), for
   * a route that starts a job's worker asynchronously.
   */
  grantInvokeOf(target: lambda.IFunction): void {
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [target.functionArn] }),
    );
  }

  /**
   * The exports bucket: 'write' puts parts and files (a multipart upload for a large one) and reads
   * parts back to join them; 'read' gets files, which is what a presigned link the function signs
   * is allowed to do; 'remove' deletes files (a deleted child's downloads). Objects under exports/ only.
   */
  /**
   * The prerender job's writes (functions/scheduled/prerender.ts): the pages under _prerendered/
   * and sitemap.xml of the site bucket, the KeyValueStore of written pages the edge reads, and
   * invalidations of the distribution.
   */
  grantPrerenderedPages(site: {
    bucket: IBucket;
    distribution: IDistribution;
    prerenderedPages: IKeyValueStore;
  }): void {
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['s3:PutObject', 's3:DeleteObject'],
        resources: [site.bucket.arnForObjects('_prerendered/*'), site.bucket.arnForObjects('sitemap.xml')],
      }),
    );
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: [
          'cloudfront-keyvaluestore:DescribeKeyValueStore',
          'cloudfront-keyvaluestore:ListKeys',
          'cloudfront-keyvaluestore:UpdateKeys',
        ],
        resources: [site.prerenderedPages.keyValueStoreArn],
      }),
    );
    site.distribution.grantCreateInvalidation(this.role);
    NagSuppressions.addResourceSuppressions(
      this.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'Each prerendered page is its own object under _prerendered/ of the site bucket, named by its language and page; the grant covers that prefix only.',
          appliesTo: [{ regex: '/^Resource::.+\\/_prerendered\\/\\*$/' }],
        },
      ],
      true,
    );
  }

  grantExports(bucket: IBucket, access: 'read' | 'write' | 'remove'): void {
    const actions = {
      write: ['s3:PutObject', 's3:GetObject', 's3:AbortMultipartUpload'],
      read: ['s3:GetObject'],
      remove: ['s3:DeleteObject'],
    }[access];
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions, resources: [bucket.arnForObjects('exports/*')] }),
    );
    NagSuppressions.addResourceSuppressions(
      this.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'Each export is its own object under exports/ of this one bucket, named by its job; the grant covers that prefix only.',
          appliesTo: [{ regex: '/^Resource::.+\\/exports\\/\\*$/' }],
        },
      ],
      true,
    );
  }

  /**
   * SES account calls (read the suppression list or sending metrics, take an address off the
   * list). SES v2 gives these actions no resource type, so IAM allows them only on '*'; none sends.
   */
  grantSesAccountReads(actions: readonly SesAccountAction[]): void {
    if (actions.length === 0) return;
    this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: [...actions], resources: ['*'] }));
    NagSuppressions.addResourceSuppressions(
      this.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason: `${actions.join(', ')} support no resource-level permissions; they only read the account's suppression list or metrics, or take an address off that list.`,
          appliesTo: ['Resource::*'],
        },
      ],
      true,
    );
  }

  /**
   * The Servers tab: ec2:DescribeInstances (no resource-level permissions exist for it; the adapter
   * filters on the tag) and Start/StopInstances only on instances that carry the portal's tag.
   */
  grantServers(actions: readonly ServerAction[], tag: { key: string; value: string }): void {
    if (actions.includes('ec2:DescribeInstances')) {
      this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['ec2:DescribeInstances'], resources: ['*'] }));
      NagSuppressions.addResourceSuppressions(
        this.role,
        [
          {
            id: 'AwsSolutions-IAM5',
            reason:
              'ec2:DescribeInstances supports no resource-level permissions; the adapter lists only instances with the portal tag.',
            appliesTo: ['Resource::*'],
          },
        ],
        true,
      );
    }
    const changes = actions.filter((action) => action !== 'ec2:DescribeInstances');
    if (changes.length === 0) return;
    const stack = Stack.of(this);
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: changes,
        resources: [stack.formatArn({ service: 'ec2', resource: 'instance', resourceName: '*' })],
        conditions: { StringEquals: { [`aws:ResourceTag/${tag.key}`]: tag.value } },
      }),
    );
    NagSuppressions.addResourceSuppressions(
      this.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'Start and stop any instance of the account that carries the portal server tag (the condition), and no other.',
          appliesTo: [{ regex: '/^Resource::arn:.+:instance\\/\\*$/' }],
        },
      ],
      true,
    );
  }

  /** Exactly the given user-pool API actions, on this one user pool. */
  grantUserPoolActions(userPool: IUserPool, actions: readonly UserPoolAction[]): void {
    if (actions.length === 0) return;
    userPool.grant(this.role, ...actions);
  }
}
