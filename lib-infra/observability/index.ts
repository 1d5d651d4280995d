import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { JOB_KINDS } from '../../shared/schemas/jobs';
import { BUSINESS_METRICS, JOB_EVENTS, METRICS_NAMESPACE, jobMetricName } from '../../functions/platform/metrics';
import type { PortalApi } from '../api';
import type { JobWorkers } from '../api/job-workers';
import type { RouteFunctions } from '../api/route-functions';
import type { ScheduledJobs } from '../api/scheduled-jobs';
import { PortalAlarms, chunksOf, sumOf } from './alarms';
import { PortalDashboard, graph } from './dashboard';
import { PortalQueries } from './queries';

/** Lambda's default concurrency quota per account and region; a stage that had it raised says so (CDK context lambdaConcurrencyLimit). */
export const DEFAULT_LAMBDA_CONCURRENCY_LIMIT = 1000;

/** SES reviews an account at a 5% bounce rate and a 0.1% complaint rate; the alarms go off before that. */
export const SES_REVIEW_THRESHOLDS = { bounceRate: 0.05, complaintRate: 0.001 } as const;
export const SES_ALARM_THRESHOLDS = { bounceRate: 0.04, complaintRate: 0.0008 } as const;

/** The table operations the functions call, for DynamoDB's per-operation metrics (at most 10 in an alarm). */
const TABLE_OPERATIONS = [
  dynamodb.Operation.GET_ITEM,
  dynamodb.Operation.PUT_ITEM,
  dynamodb.Operation.UPDATE_ITEM,
  dynamodb.Operation.DELETE_ITEM,
  dynamodb.Operation.QUERY,
  dynamodb.Operation.BATCH_GET_ITEM,
  dynamodb.Operation.BATCH_WRITE_ITEM,
  dynamodb.Operation.TRANSACT_GET_ITEMS,
  dynamodb.Operation.TRANSACT_WRITE_ITEMS,
];

export interface PortalObservabilityProps {
  stage: string;
  alarmEmail?: string;
  lambdaConcurrencyLimit?: number;
}

export interface WatchedParts {
  table: dynamodb.ITable;
  api: PortalApi;
  routeFunctions: RouteFunctions;
  jobWorkers: JobWorkers;
  scheduledJobs: ScheduledJobs;
}

const FIVE_MINUTES = Duration.minutes(5);

/**
 * The operations side of a stage (docs/operations.md): the alarm topic with every alarm, and the
 * dashboard. `watch` adds the alarms and widgets of the parts this stack has; other constructs
 * add theirs through `alarms` and `dashboard`.
 */
export class PortalObservability extends Construct {
  public readonly alarms: PortalAlarms;
  public readonly dashboard: PortalDashboard;
  /** The runbook's Logs Insights queries, saved in the stack; made by watch(). */
  public queries?: PortalQueries;
  private readonly stage: string;
  private readonly concurrencyLimit: number;

  constructor(scope: Construct, id: string, props: PortalObservabilityProps) {
    super(scope, id);
    this.stage = props.stage;
    this.concurrencyLimit = props.lambdaConcurrencyLimit ?? DEFAULT_LAMBDA_CONCURRENCY_LIMIT;
    this.alarms = new PortalAlarms(this, 'Alarms', { stage: props.stage, alarmEmail: props.alarmEmail });
    this.dashboard = new PortalDashboard(this, 'Dashboard', { stage: props.stage });
  }

  /** A business metric the functions emit (functions/platform/metrics.ts), summed per hour unless said. */
  businessMetric(metricName: string, extra: Record<string, string> = {}, period = Duration.hours(1)) {
    return new cloudwatch.Metric({
      namespace: METRICS_NAMESPACE,
      metricName,
      dimensionsMap: { service: 'portal', stage: this.stage, ...extra },
      statistic: 'Sum',
      period,
    });
  }

  watch(parts: WatchedParts): void {
    this.queries = new PortalQueries(this, 'Queries', { stage: this.stage, apiAccessLogs: parts.api.accessLogs });
    this.watchApi(parts);
    this.watchRoutes(parts.routeFunctions);
    this.watchAccount();
    this.watchTable(parts.table);
    this.watchJobs(parts.jobWorkers, parts.scheduledJobs);
    this.watchMail();
    this.watchBusiness();
  }

  private watchApi({ api }: WatchedParts): void {
    const requests = api.stage.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' });
    const serverErrors = api.stage.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' });
    const errorRate = new cloudwatch.MathExpression({
      // Below 20 requests in 5 minutes a rate says little: then it is 0.
      expression: 'IF(requests >= 20, 100 * errors / requests, 0)',
      usingMetrics: { requests, errors: serverErrors },
      label: 'API 5xx (% of requests)',
      period: FIVE_MINUTES,
    });
    this.alarms.add(this, {
      name: 'api-5xx-rate',
      description: `Portal ${this.stage}: more than 1% of the API's answers were 5xx in two of three 5-minute periods.`,
      metric: errorRate,
      threshold: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
    });
    const p99 = api.stage.metricLatency({ period: FIVE_MINUTES, statistic: 'p99' });
    this.alarms.add(this, {
      name: 'api-p99-latency',
      description: `Portal ${this.stage}: the API's p99 latency was over 3 seconds for 15 minutes.`,
      metric: p99,
      threshold: 3000,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 3,
    });
    this.dashboard.addSection('API', [
      graph('API requests', [requests]),
      graph(
        'API errors',
        [serverErrors, api.stage.metricClientError({ period: FIVE_MINUTES, statistic: 'Sum' })],
        [errorRate],
      ),
      graph('API latency', [
        api.stage.metricLatency({ period: FIVE_MINUTES, statistic: 'p50' }),
        p99,
        api.stage.metricIntegrationLatency({ period: FIVE_MINUTES, statistic: 'p99' }),
      ]),
    ]);
  }

  /** Per area: the area's functions' errors and throttles (one alarm per 10 functions: CloudWatch's limit). */
  private watchRoutes(routeFunctions: RouteFunctions): void {
    const requestsByArea: cloudwatch.IMetric[] = [];
    const errorsByArea: cloudwatch.IMetric[] = [];
    const durationByArea: cloudwatch.IMetric[] = [];
    for (const [area, stack] of routeFunctions.areaStacks) {
      const functions = [...stack.functions.values()].map((fn) => fn.function);
      const chunks = chunksOf(functions);
      chunks.forEach((chunk, index) => {
        const part = chunks.length > 1 ? `-${index + 1}` : '';
        const of = chunks.length > 1 ? ` (part ${index + 1} of ${chunks.length})` : '';
        this.alarms.add(stack, {
          name: `lambda-errors-${area}${part}`,
          runbook: 'lambda-errors-<area>',
          description: `Portal ${this.stage}: the ${area} routes' functions${of} failed 5 or more times in 5 minutes.`,
          metric: sumOf(
            chunk.map((fn) => fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' })),
            `${area} errors`,
          ),
          threshold: 5,
        });
        this.alarms.add(stack, {
          name: `lambda-throttles-${area}${part}`,
          runbook: 'lambda-throttles-<area>',
          description: `Portal ${this.stage}: Lambda throttled the ${area} routes' functions${of} in two 5-minute periods running.`,
          metric: sumOf(
            chunk.map((fn) => fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' })),
            `${area} throttles`,
          ),
          threshold: 1,
          evaluationPeriods: 2,
        });
      });
      const using = (make: (fn: (typeof functions)[number]) => cloudwatch.IMetric) =>
        Object.fromEntries(
          functions.map((fn, index) => [`${area.replace(/[^a-z0-9]/gi, '')}${index}`.toLowerCase(), make(fn)]),
        );
      requestsByArea.push(
        new cloudwatch.MathExpression({
          expression: 'SUM(METRICS())',
          usingMetrics: using((fn) => fn.metricInvocations({ period: FIVE_MINUTES, statistic: 'Sum' })),
          label: area,
          period: FIVE_MINUTES,
        }),
      );
      errorsByArea.push(
        new cloudwatch.MathExpression({
          expression: 'SUM(METRICS())',
          usingMetrics: using((fn) => fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' })),
          label: area,
          period: FIVE_MINUTES,
        }),
      );
      durationByArea.push(
        new cloudwatch.MathExpression({
          expression: 'MAX(METRICS())',
          usingMetrics: using((fn) => fn.metricDuration({ period: FIVE_MINUTES, statistic: 'p99' })),
          label: area,
          period: FIVE_MINUTES,
        }),
      );
    }
    this.dashboard.addSection('Routes by area', [
      graph('Requests by area', requestsByArea),
      graph('Errors by area', errorsByArea),
      graph('Slowest p99 duration by area (ms)', durationByArea),
    ]);
  }

  private watchAccount(): void {
    const lambdaMetric = (metricName: string, statistic: string, period = Duration.minutes(1)) =>
      new cloudwatch.Metric({ namespace: 'AWS/Lambda', metricName, statistic, period });
    const concurrency = lambdaMetric('ConcurrentExecutions', 'Maximum');
    this.alarms.add(this, {
      name: 'lambda-concurrency-near-limit',
      description: `Portal ${this.stage}: Lambda's concurrent executions in the account reached 80% of its limit (${this.concurrencyLimit}) for 3 minutes.`,
      metric: concurrency,
      threshold: Math.floor(this.concurrencyLimit * 0.8),
      evaluationPeriods: 3,
    });
    this.dashboard.addSection('Lambda (whole account and region)', [
      graph('Lambda duration', [
        lambdaMetric('Duration', 'p50', FIVE_MINUTES),
        lambdaMetric('Duration', 'p99', FIVE_MINUTES),
      ]),
      graph('Lambda errors and throttles', [
        lambdaMetric('Errors', 'Sum', FIVE_MINUTES),
        lambdaMetric('Throttles', 'Sum', FIVE_MINUTES),
      ]),
      new cloudwatch.GraphWidget({
        title: 'Lambda concurrency',
        left: [concurrency],
        leftAnnotations: [{ value: this.concurrencyLimit, label: 'account limit' }],
        width: 8,
        height: 6,
      }),
    ]);
  }

  private watchTable(table: dynamodb.ITable): void {
    const throttled = table.metricThrottledRequestsForOperations({
      operations: TABLE_OPERATIONS,
      period: FIVE_MINUTES,
    });
    this.alarms.add(this, {
      name: 'dynamodb-throttles',
      description: `Portal ${this.stage}: DynamoDB throttled 10 or more requests to the table in 5 minutes (a hot partition or an account limit).`,
      metric: throttled,
      threshold: 10,
    });
    const systemErrors = table.metricSystemErrorsForOperations({
      operations: TABLE_OPERATIONS,
      period: FIVE_MINUTES,
    });
    this.alarms.add(this, {
      name: 'dynamodb-system-errors',
      description: `Portal ${this.stage}: DynamoDB answered requests to the table with internal errors (HTTP 500) in 5 minutes.`,
      metric: systemErrors,
      threshold: 1,
    });
    this.dashboard.addSection('DynamoDB', [
      graph('DynamoDB consumed capacity', [
        table.metricConsumedReadCapacityUnits({ period: FIVE_MINUTES, statistic: 'Sum' }),
        table.metricConsumedWriteCapacityUnits({ period: FIVE_MINUTES, statistic: 'Sum' }),
      ]),
      graph('DynamoDB throttled requests', [throttled]),
      graph('DynamoDB system errors', [systemErrors]),
    ]);
  }

  private watchJobs(jobWorkers: JobWorkers, scheduledJobs: ScheduledJobs): void {
    for (const [kind, worker] of jobWorkers.functions) {
      this.alarms.add(jobWorkers, {
        name: `job-worker-failures-${kind}`,
        runbook: 'job-worker-failures-<kind>',
        description: `Portal ${this.stage}: the ${kind} job worker failed (its function reported an error) in 5 minutes.`,
        metric: worker.function.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }),
        threshold: 1,
      });
    }
    this.alarms.add(jobWorkers, {
      name: 'job-dead-letters',
      description: `Portal ${this.stage}: a job failed transiently on each of its runs; its worker's event is in the job dead-letter queue.`,
      metric: jobWorkers.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
        period: FIVE_MINUTES,
        statistic: 'Maximum',
      }),
      threshold: 1,
    });
    for (const alarm of scheduledJobs.alarms) this.alarms.adopt(alarm);
    this.dashboard.addSection(
      'Jobs',
      JOB_EVENTS.map((event) =>
        graph(
          `Jobs ${event} per hour`,
          JOB_KINDS.map((kind) => this.businessMetric(jobMetricName(event), { kind }).with({ label: kind })),
        ),
      ),
    );
  }

  private watchMail(): void {
    const ses = (metricName: string, statistic: string, period = Duration.hours(1)) =>
      new cloudwatch.Metric({ namespace: 'AWS/SES', metricName, statistic, period });
    const bounceRate = ses('Reputation.BounceRate', 'Maximum');
    const complaintRate = ses('Reputation.ComplaintRate', 'Maximum');
    this.alarms.add(this, {
      name: 'ses-bounce-rate',
      description: `Portal ${this.stage}: the account's SES bounce rate reached 4% (SES reviews the account at 5% and may pause sending at 10%).`,
      metric: bounceRate,
      threshold: SES_ALARM_THRESHOLDS.bounceRate,
    });
    this.alarms.add(this, {
      name: 'ses-complaint-rate',
      description: `Portal ${this.stage}: the account's SES complaint rate reached 0.08% (SES reviews the account at 0.1% and may pause sending at 0.5%).`,
      metric: complaintRate,
      threshold: SES_ALARM_THRESHOLDS.complaintRate,
    });
    this.dashboard.addSection('Mail (SES)', [
      graph('SES sends, bounces and complaints', [ses('Send', 'Sum'), ses('Bounce', 'Sum'), ses('Complaint', 'Sum')]),
      new cloudwatch.GraphWidget({
        title: 'SES reputation',
        left: [bounceRate, complaintRate],
        leftAnnotations: [
          { value: SES_REVIEW_THRESHOLDS.bounceRate, label: 'bounce review' },
          { value: SES_REVIEW_THRESHOLDS.complaintRate, label: 'complaint review' },
        ],
        width: 8,
        height: 6,
      }),
    ]);
  }

  private watchBusiness(): void {
    this.dashboard.addSection('People (per hour)', [
      graph('Sign-ins per hour', [this.businessMetric(BUSINESS_METRICS.signIn)]),
      graph('Registrations per hour', [this.businessMetric(BUSINESS_METRICS.registration)]),
      graph('App launches per hour', [this.businessMetric(BUSINESS_METRICS.appLaunch)]),
    ]);
  }

  /** The site through CloudFront and its web ACL: metrics in us-east-1, shown here (their alarm is in Portal-<stage>-EdgeAlarms). */
  watchSite(distributionId: string, siteWebAclName: string): void {
    const edge = (namespace: string, metricName: string, dimensionsMap: Record<string, string>, statistic: string) =>
      new cloudwatch.Metric({
        namespace,
        metricName,
        dimensionsMap,
        statistic,
        period: FIVE_MINUTES,
        region: 'us-east-1',
      });
    const distribution = { DistributionId: distributionId, Region: 'Global' };
    const waf = (rule: string) => ({ WebACL: siteWebAclName, Rule: rule });
    this.dashboard.addSection('Site (CloudFront and WAF)', [
      graph('CloudFront requests', [edge('AWS/CloudFront', 'Requests', distribution, 'Sum')]),
      graph('CloudFront error rates (%)', [
        edge('AWS/CloudFront', '5xxErrorRate', distribution, 'Average'),
        edge('AWS/CloudFront', '4xxErrorRate', distribution, 'Average'),
      ]),
      graph('WAF blocked requests', [
        edge('AWS/WAFV2', 'BlockedRequests', waf('ALL'), 'Sum'),
        edge('AWS/WAFV2', 'AllowedRequests', waf('ALL'), 'Sum'),
      ]),
    ]);
  }

  /** Payment webhooks: Stripe retries a failed delivery, but a run of failures loses subscription changes. */
  watchPaymentWebhook(routeFunctions: RouteFunctions): void {
    const webhook = routeFunctions.functionFor('paymentWebhook').function;
    this.alarms.add(this, {
      name: 'payment-webhook-failures',
      description: `Portal ${this.stage}: the payment webhook failed 3 or more times in 15 minutes (Stripe retries, but subscriptions are behind until it works).`,
      metric: webhook.metricErrors({ period: Duration.minutes(15), statistic: 'Sum' }),
      threshold: 3,
    });
  }
}
