import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes';
import { synthesisePortal, type SynthesisedPortal } from './portal-fixture';
import { actionsOf, cfnResourceOf, resourcesOf, resourcesOfType, type PolicyStatementJson } from './templates';

interface FunctionJson {
  Properties: { Environment: { Variables: Record<string, string> }; Timeout?: number };
}

/** The staff console's operations in AWS: exports, SES account reads, EC2 servers, the scheduled clean-up. */
describe('staff console operations in AWS', () => {
  let portal: SynthesisedPortal;

  beforeAll(() => {
    portal = synthesisePortal({});
  });
  afterAll(() => portal.dispose());

  const statementsOfRole = (role: Parameters<typeof cfnResourceOf>[0]) =>
    (
      cfnResourceOf(role.node.findChild('DefaultPolicy')).Properties?.PolicyDocument as {
        Statement: PolicyStatementJson[];
      }
    ).Statement;
  const routeStatements = (routeId: string) =>
    statementsOfRole(portal.appStack.routeFunctions.functionFor(routeId).role);
  const routeVariables = (routeId: string) =>
    (cfnResourceOf(portal.appStack.routeFunctions.functionFor(routeId).function) as unknown as FunctionJson).Properties
      .Environment.Variables;

  it('lets Start and Stop act only on instances with the stage’s server tag, and tells the routes the tag', () => {
    for (const routeId of ['startServer', 'stopServer']) {
      const change = routeStatements(routeId).find((statement) =>
        actionsOf([statement]).some((action) => action === 'ec2:StartInstances' || action === 'ec2:StopInstances'),
      );
      expect(change?.Condition, routeId).toEqual({ StringEquals: { 'aws:ResourceTag/portal:server-of': 'test' } });
      expect(JSON.stringify(change?.Resource), routeId).toContain(':instance/*');
      expect(routeVariables(routeId).SERVER_TAG).toBe('portal:server-of=test');
    }
    expect(actionsOf(routeStatements('startServer'))).not.toContain('ec2:StopInstances');
    expect(actionsOf(routeStatements('stopServer'))).not.toContain('ec2:StartInstances');
    expect(actionsOf(routeStatements('listServers')).filter((action) => action.startsWith('ec2:'))).toEqual([
      'ec2:DescribeInstances',
    ]);
  });

  it('gives only the export jobs, the download routes and the Jobs list the exports bucket, read-only under exports/, and Delete Child Account its removal', () => {
    const exportsRoutes = routes.filter((route) => route.uses.exports === 'read').map((route) => route.endpoint.id);
    expect(exportsRoutes.sort()).toEqual(['getEmailListFile', 'getJobFile', 'getStatsExportFile', 'listJobs']);
    // Deleting a child removes the downloads of its data, and may do nothing else there.
    expect(routes.filter((route) => route.uses.exports === 'remove').map((route) => route.endpoint.id)).toEqual([
      'deleteChildren',
    ]);
    const removing = routeStatements('deleteChildren').filter((statement) =>
      actionsOf([statement]).some((action) => action.startsWith('s3:')),
    );
    expect(actionsOf(removing)).toEqual(['s3:DeleteObject']);
    expect(JSON.stringify(removing[0]?.Resource)).toContain('/exports/*');
    expect(routes.some((route) => route.uses.exports === 'write')).toBe(false);
    for (const routeId of exportsRoutes) {
      const s3 = routeStatements(routeId).filter((statement) =>
        actionsOf([statement]).some((action) => action.startsWith('s3:')),
      );
      expect(actionsOf(s3)).toEqual(['s3:GetObject']);
      expect(JSON.stringify(s3[0]?.Resource)).toContain('/exports/*');
      expect(routeVariables(routeId).EXPORTS_BUCKET).toBeDefined();
    }
    const worker = portal.appStack.jobWorkers.functions.get('export');
    if (!worker) throw new Error('no export worker');
    const workerS3 = statementsOfRole(worker.role).filter((statement) =>
      actionsOf([statement]).some((action) => action.startsWith('s3:')),
    );
    expect(actionsOf(workerS3).sort()).toEqual(['s3:AbortMultipartUpload', 's3:GetObject', 's3:PutObject']);
    expect(
      actionsOf(statementsOfRole(worker.role)).filter(
        (action) => action.startsWith('dynamodb:') && /Put|Update|Delete|Write/.test(action),
      ),
    ).toEqual([]);
  });

  it('keeps exports private, encrypted, logged and for a week only', () => {
    const buckets = Object.values(resourcesOf(portal.dataStack)).filter(
      (resource) => resource.Type === 'AWS::S3::Bucket' && JSON.stringify(resource.Properties).includes('exports/'),
    );
    expect(buckets).toHaveLength(1);
    const properties = buckets[0]?.Properties as Record<string, unknown>;
    expect(properties['PublicAccessBlockConfiguration']).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(JSON.stringify(properties['LifecycleConfiguration'])).toContain('"ExpirationInDays":7');
    expect(JSON.stringify(properties['BucketEncryption'])).toContain('AES256');
    // No CORS rule: the SPA follows a download link, never fetches it, and the twin's stand-in for
    // the bucket's origin (lib-infra/local/s3-origin.ts) answers no CORS; a rule added here goes there too.
    expect(properties['CorsConfiguration']).toBeUndefined();
  });

  it('lets each SES account route read only what it shows, and only Remove take an address off the list', () => {
    const sesOf = (routeId: string) =>
      actionsOf(routeStatements(routeId)).filter((action) => action.startsWith('ses:'));
    expect(sesOf('exportSuppressionList')).toEqual(['ses:ListSuppressedDestinations']);
    expect(sesOf('checkSuppression')).toEqual(['ses:GetSuppressedDestination']);
    expect(sesOf('removeSuppression').sort()).toEqual([
      'ses:DeleteSuppressedDestination',
      'ses:GetSuppressedDestination',
    ]);
    expect(sesOf('getEmailStats')).toEqual(['ses:BatchGetMetricData']);
    expect(sesOf('startEmailListExport')).toEqual([]);
  });

  it('runs the inactive-student clean-up and the erasure of deleted accounts every day on EventBridge, with retries, a dead-letter queue and alarms', () => {
    const stack = portal.appStack.scheduledJobs;
    const rules = resourcesOfType([stack], 'AWS::Events::Rule') as unknown as Array<{
      Properties: {
        ScheduleExpression?: string;
        Targets: Array<{ DeadLetterConfig?: unknown; RetryPolicy?: unknown }>;
      };
    }>;
    // The prerender job's daily run too, and its run after each deploy (no schedule: an event).
    expect(rules.map((rule) => rule.Properties.ScheduleExpression)).toEqual([
      'cron(0 17 * * ? *)',
      'cron(0 18 * * ? *)',
      'cron(30 18 * * ? *)',
      undefined,
    ]);
    for (const rule of rules) expect(rule.Properties.Targets[0]?.DeadLetterConfig).toBeDefined();
    const invokeConfigs = resourcesOfType([stack], 'AWS::Lambda::EventInvokeConfig') as unknown as Array<{
      Properties: { MaximumRetryAttempts: number; DestinationConfig: unknown };
    }>;
    expect(invokeConfigs.map((config) => config.Properties.MaximumRetryAttempts)).toEqual([2, 2, 2]);
    for (const config of invokeConfigs)
      expect(JSON.stringify(config.Properties.DestinationConfig)).toContain('OnFailure');
    // The dead-letter queue, and the prerender job's queue of staff saves.
    expect(resourcesOfType([stack], 'AWS::SQS::Queue')).toHaveLength(2);
    const alarms = resourcesOfType([stack], 'AWS::CloudWatch::Alarm') as unknown as Array<{
      Properties: { MetricName: string };
    }>;
    expect(alarms.map((alarm) => alarm.Properties.MetricName).sort()).toEqual([
      'ApproximateNumberOfMessagesVisible',
      'Errors',
      'Errors',
      'Errors',
    ]);
  });

  it('prerenders the public pages after each deploy, daily and from the queue of staff saves, one run at a time, writing only its pages', () => {
    // Prepare
    const stack = portal.appStack.scheduledJobs;
    const prerender = stack.functions.get('prerender');
    if (!prerender) throw new Error('no prerender function');
    const fn = cfnResourceOf(prerender.function) as unknown as FunctionJson & {
      Properties: { ReservedConcurrentExecutions?: number };
    };
    const statements = statementsOfRole(prerender.role);
    const resourcesOfAction = (action: string) =>
      JSON.stringify(statements.filter((statement) => actionsOf([statement]).includes(action)).map((s) => s.Resource));

    // Assess
    expect(Object.keys(fn.Properties.Environment.Variables)).toEqual(
      expect.arrayContaining([
        'SITE_URL',
        'SITE_BUCKET',
        'PRERENDERED_PAGES_STORE',
        'DISTRIBUTION_ID',
        'PRERENDER_RENDERER',
        'PRERENDER_TEMPLATE',
        'STATIC_PAGES',
      ]),
    );
    expect(fn.Properties.Environment.Variables.STATIC_PAGES).toContain('privacy-policy');
    expect(fn.Properties.ReservedConcurrentExecutions).toBe(1);
    const actions = actionsOf(statements);
    expect(actions).toEqual(
      expect.arrayContaining([
        's3:PutObject',
        's3:DeleteObject',
        'cloudfront-keyvaluestore:UpdateKeys',
        'cloudfront:CreateInvalidation',
      ]),
    );
    expect(resourcesOfAction('s3:PutObject')).toContain('/_prerendered/*');
    expect(resourcesOfAction('s3:PutObject')).toContain('/sitemap.xml');
    // Only those keys: never the whole bucket, which holds the build.
    expect(
      resourcesOfAction('s3:PutObject')
        .match(/"\/[^"]*"/g)
        ?.sort(),
    ).toEqual(['"/_prerendered/*"', '"/sitemap.xml"']);
    expect(actions.filter((action) => /^(ses|kms|ec2|lambda|cognito-idp):/.test(action))).toEqual([]);
    const afterDeploy = resourcesOfType([stack], 'AWS::Events::Rule').find((rule) =>
      JSON.stringify(rule.Properties?.EventPattern ?? '').includes('aws.cloudformation'),
    );
    expect(JSON.stringify(afterDeploy?.Properties?.EventPattern)).toContain('UPDATE_COMPLETE');
    const mappings = resourcesOfType([stack], 'AWS::Lambda::EventSourceMapping');
    expect(mappings.map((mapping) => mapping.Properties?.MaximumBatchingWindowInSeconds)).toEqual([60]);
  });

  it('lets a save of the library’s texts ask for a prerender, and nothing more of the job', () => {
    const actions = actionsOf(routeStatements('updateServiceTranslations'));
    expect(actions.filter((action) => action.startsWith('sqs:'))).toEqual(expect.arrayContaining(['sqs:SendMessage']));
    expect(actions.filter((action) => action.startsWith('sqs:') && !action.startsWith('sqs:Send')).sort()).toEqual(
      ['sqs:GetQueueAttributes', 'sqs:GetQueueUrl'].filter((action) => actions.includes(action)),
    );
    expect(actions.filter((action) => /^(s3|cloudfront)/.test(action))).toEqual([]);
    expect(routeVariables('updateServiceTranslations').PRERENDER_QUEUE_URL).toBeDefined();
  });

  it('grants the erasure of deleted accounts what erasing needs: deleting identities, Stripe, the exports bucket', () => {
    const erasure = portal.appStack.scheduledJobs.functions.get('deleted-accounts');
    if (!erasure) throw new Error('no erasure function');
    const actions = actionsOf(statementsOfRole(erasure.role));
    expect(actions.filter((action) => action.startsWith('cognito-idp:'))).toEqual(['cognito-idp:AdminDeleteUser']);
    expect(actions.filter((action) => /^(ses|kms|ec2|lambda):/.test(action))).toEqual([]);
    expect(actions).toContain('s3:DeleteObject');
    const fn = cfnResourceOf(erasure.function) as unknown as FunctionJson;
    expect(fn.Properties.Environment.Variables.STRIPE_SECRET_NAME).toBeDefined();
    expect(fn.Properties.Environment.Variables.EXPORTS_BUCKET).toBeDefined();
    expect(fn.Properties.Timeout).toBe(900);
  });

  it('grants the clean-up exactly what deleting accounts needs, and tells it the retention', () => {
    const cleanUp = portal.appStack.scheduledJobs.functions.get('inactive-students');
    if (!cleanUp) throw new Error('no clean-up function');
    const actions = actionsOf(statementsOfRole(cleanUp.role));
    expect(actions.filter((action) => action.startsWith('cognito-idp:')).sort()).toEqual([
      'cognito-idp:AdminDeleteUser',
      'cognito-idp:AdminDisableUser',
      'cognito-idp:AdminEnableUser',
      'cognito-idp:AdminUserGlobalSignOut',
    ]);
    expect(actions.filter((action) => /^(ses|s3|kms|ec2|lambda):/.test(action))).toEqual([]);
    const fn = cfnResourceOf(cleanUp.function) as unknown as FunctionJson;
    expect(fn.Properties.Environment.Variables.INACTIVE_STUDENT_SIGN_IN_YEARS).toBe('2');
    expect(fn.Properties.Environment.Variables.INACTIVE_STUDENT_NEVER_SIGNED_IN_YEARS).toBe('1');
    expect(fn.Properties.Timeout).toBe(900);
  });
});
