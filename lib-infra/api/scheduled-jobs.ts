import { Duration, NestedStack, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as destinations from 'aws-cdk-lib/aws-lambda-destinations';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import type { InactivityPolicy } from '../../functions/domain/user-checks/inactivity-policy';
import { PRERENDER_BUNDLE_FOLDER, SCHEDULES, type ScheduledJob } from '../../functions/scheduled/schedules';
import type { ProjectFunction } from '../project-function';
import { WiredFunction, type FunctionWiring } from '../wired-function';

export interface ScheduledJobsProps extends FunctionWiring {
  inactiveStudents: InactivityPolicy;
  codeForScheduled: (job: ScheduledJob) => lambda.Code;
  /** The content folder's static pages (lib-infra/web/crawler-files.ts staticPageNames), which the prerender job renders. */
  staticPages: readonly string[];
}

/**
 * The scheduled jobs (ARCHITECTURE: EventBridge schedules run job Lambdas): for each, an
 * EventBridge rule on its schedule (functions/scheduled/schedules.ts) invoking its function. A
 * run that fails is retried by Lambda twice, then its event goes to the dead-letter queue (so
 * does an event EventBridge could not deliver), and an alarm goes off on the function's errors
 * and on anything in the queue. Each run is safe to repeat (functions/scheduled/*).
 */
export class ScheduledJobs extends NestedStack {
  public readonly functions = new Map<ScheduledJob, ProjectFunction>();
  public readonly deadLetterQueue: sqs.Queue;
  /**
   * Requests to prerender the public pages again (staff changed what they show): the prerender
   * function reads them in batches gathered over a minute, so several saves in a row make one run.
   */
  public readonly prerenderRequests: sqs.Queue;
  public readonly alarms: cloudwatch.Alarm[] = [];
  private readonly stage: string;

  constructor(scope: Construct, id: string, props: ScheduledJobsProps) {
    super(scope, id, { description: `Portal ${props.stage}: the scheduled jobs` });
    this.stage = props.stage;
    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetters', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    NagSuppressions.addResourceSuppressions(this.deadLetterQueue, [
      {
        id: 'AwsSolutions-SQS3',
        reason:
          'This queue is the dead-letter queue of the scheduled jobs itself; its messages are read by people after the alarm.',
      },
    ]);

    const { inactiveStudents, codeForScheduled, staticPages, ...wiring } = props;
    const inactive = new WiredFunction(this, 'inactive-students', {
      code: codeForScheduled('inactive-students'),
      description: 'The scheduled inactive-student clean-up (functions/scheduled/inactive-students.ts)',
      uses: SCHEDULES['inactive-students'].uses,
      wiring,
      environment: {
        INACTIVE_STUDENT_SIGN_IN_YEARS: String(inactiveStudents.signInYears),
        INACTIVE_STUDENT_NEVER_SIGNED_IN_YEARS: String(inactiveStudents.neverSignedInYears),
      },
      memorySize: 512,
      timeout: Duration.minutes(15),
    });
    this.schedule('inactive-students', inactive);
    const erasure = new WiredFunction(this, 'deleted-accounts', {
      code: codeForScheduled('deleted-accounts'),
      description: 'The scheduled erasure of deleted accounts (functions/scheduled/deleted-accounts.ts)',
      uses: SCHEDULES['deleted-accounts'].uses,
      wiring,
      environment: {},
      memorySize: 512,
      timeout: Duration.minutes(15),
    });
    this.schedule('deleted-accounts', erasure);

    const prerender = new WiredFunction(this, 'prerender', {
      code: codeForScheduled('prerender'),
      description: 'Prerenders the public pages in every language (functions/scheduled/prerender.ts)',
      uses: SCHEDULES.prerender.uses,
      wiring,
      environment: {
        PRERENDER_RENDERER: `/var/task/${PRERENDER_BUNDLE_FOLDER}/render-public-page.js`,
        PRERENDER_TEMPLATE: `/var/task/${PRERENDER_BUNDLE_FOLDER}/index.html`,
        STATIC_PAGES: staticPages.join(','),
      },
      memorySize: 1024,
      timeout: Duration.minutes(15),
    });
    // One run at a time: a second would write the same pages over the first's.
    (prerender.function.node.defaultChild as lambda.CfnFunction).reservedConcurrentExecutions = 1;
    this.schedule('prerender', prerender);
    this.prerenderRequests = new sqs.Queue(this, 'PrerenderRequests', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // Longer than a run, so a batch being rendered is not handed out again meanwhile. A batch
      // that meets another run (one at a time) is throttled and handed out again later, which
      // counts as a receive: five leave room for that before a real failure is a dead letter.
      visibilityTimeout: Duration.minutes(16),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: 5 },
    });
    prerender.function.addEventSource(
      new SqsEventSource(this.prerenderRequests, { batchSize: 100, maxBatchingWindow: Duration.minutes(1) }),
    );
    // After each deploy of the app stack (a new build, new static pages), once CloudFormation says
    // it is complete: the build's files are in the bucket by then.
    new events.Rule(this, 'PrerenderAfterDeploy', {
      description: 'Prerenders the public pages when a deploy of the app stack completes',
      eventPattern: {
        source: ['aws.cloudformation'],
        detailType: ['CloudFormation Stack Status Change'],
        detail: {
          'stack-id': [Stack.of(scope).stackId],
          'status-details': { status: ['CREATE_COMPLETE', 'UPDATE_COMPLETE'] },
        },
      },
      targets: [
        new targets.LambdaFunction(prerender.function, {
          deadLetterQueue: this.deadLetterQueue,
          retryAttempts: 2,
          maxEventAge: Duration.hours(2),
        }),
      ],
    });
  }

  private schedule(job: ScheduledJob, fn: ProjectFunction): void {
    new lambda.EventInvokeConfig(this, `${job}InvokeConfig`, {
      function: fn.function,
      retryAttempts: 2,
      onFailure: new destinations.SqsDestination(this.deadLetterQueue),
    });
    new events.Rule(this, `${job}Schedule`, {
      description: `Runs ${job} every day at ${SCHEDULES[job].hour}:${SCHEDULES[job].minute.padStart(2, '0')} UTC`,
      schedule: events.Schedule.cron({ ...SCHEDULES[job] }),
      targets: [
        new targets.LambdaFunction(fn.function, {
          deadLetterQueue: this.deadLetterQueue,
          retryAttempts: 2,
          maxEventAge: Duration.hours(2),
        }),
      ],
    });
    this.alarms.push(
      new cloudwatch.Alarm(this, `${job}Failures`, {
        alarmName: `portal-${this.stage}-scheduled-${job}-failures`,
        alarmDescription: `The scheduled ${job} job failed (its function reported an error). Runbook: docs/operations.md, section portal-<stage>-scheduled-${job}-failures`,
        metric: fn.function.metricErrors({ period: Duration.hours(1), statistic: 'Sum' }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );
    if (this.alarms.length === 1) {
      this.alarms.push(
        new cloudwatch.Alarm(this, 'DeadLettersWaiting', {
          alarmName: `portal-${this.stage}-scheduled-dead-letters`,
          alarmDescription:
            'A scheduled job gave up after its retries: its event is in the dead-letter queue. Runbook: docs/operations.md, section portal-<stage>-scheduled-dead-letters',
          metric: this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
            period: Duration.minutes(5),
            statistic: 'Maximum',
          }),
          threshold: 1,
          evaluationPeriods: 1,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        }),
      );
    }
    this.functions.set(job, fn);
  }
}
