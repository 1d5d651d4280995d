import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

export interface PortalQueriesProps {
  stage: string;
  /** The HTTP API's access logs (JSON: requestId, edgeIp, routeKey, status, latencyMs, integrationError, ...). */
  apiAccessLogs: logs.ILogGroup;
}

/**
 * The CloudWatch Logs Insights queries the runbook (docs/operations.md) tells people to run,
 * saved under `portal-<stage>/`. The function queries run on the log groups a person picks (one
 * route's, or all of `/aws/lambda/Portal-<stage>-`): every function logs Powertools JSON with
 * level, message, routeId, apiRequestId and the viewer's address (viewerIp), and one `request`
 * line per request.
 */
export const FUNCTION_QUERIES = {
  'function-errors': [
    'fields @timestamp, routeId, apiRequestId, message, error.name, error.message',
    "filter level = 'ERROR'",
    'sort @timestamp desc',
    'limit 100',
  ],
  'errors-by-route': ["filter level = 'ERROR'", 'stats count(*) as errors by routeId, error.name', 'sort errors desc'],
  'request-by-id': [
    'fields @timestamp, level, routeId, message, error.message',
    "filter apiRequestId = 'PASTE-THE-apigw-requestid'",
    'sort @timestamp asc',
  ],
  'requests-by-viewer': [
    "filter message = 'request'",
    'stats count(*) as requests by viewerIp, routeId',
    'sort requests desc',
    'limit 50',
  ],
  'job-failures': [
    'fields @timestamp, jobId, kind, error.name, error.message',
    "filter message = 'job failed' or message = 'job could not be started'",
    'sort @timestamp desc',
  ],
  'dynamodb-throttling': [
    'fields @timestamp, routeId, error.name, error.message',
    "filter error.name in ['ProvisionedThroughputExceededException', 'ThrottlingException', 'RequestLimitExceeded', 'InternalServerError']",
    'stats count(*) as hits by routeId, error.name',
  ],
  'cold-starts-and-duration': [
    'filter @type = "REPORT"',
    'stats count(*) as invocations, pct(@duration, 99) as p99Ms, max(@maxMemoryUsed / 1000 / 1000) as maxMemoryMb, sum(strcontains(@message, "Init Duration")) as coldStarts by bin(5m)',
  ],
  'mail-failures': [
    'fields @timestamp, routeId, message, error.name, error.message',
    "filter level = 'ERROR' and (error.name like /MessageRejected|SendingPaused|MailFromDomainNotVerified|AccountSuspended|TooManyRequests/ or message like /mail/)",
    'sort @timestamp desc',
  ],
  'payment-webhook-failures': [
    'fields @timestamp, message, error.name, error.message',
    "filter routeId = 'paymentWebhook' and level in ['ERROR', 'WARN']",
    'sort @timestamp desc',
  ],
} as const;

export const ACCESS_LOG_QUERIES = {
  'api-5xx-by-route': [
    'filter status >= 500',
    'stats count(*) as errors by routeKey, status, integrationError',
    'sort errors desc',
  ],
  'api-latency-by-route': [
    'stats count(*) as requests, pct(latencyMs, 50) as p50, pct(latencyMs, 99) as p99 by routeKey',
    'sort p99 desc',
  ],
  // edgeIp is the CloudFront server, not the caller (lib-infra/api/index.ts): who called comes from CloudFront's logs or requests-by-viewer.
  'api-throttled': ['filter status = 429', 'stats count(*) as throttled by routeKey', 'sort throttled desc'],
} as const;

export type QueryName = keyof typeof FUNCTION_QUERIES | keyof typeof ACCESS_LOG_QUERIES;

/** A query written as its lines (CDK's QueryString knows only some commands); CloudWatch joins them with pipes. */
class QueryLines extends logs.QueryString {
  constructor(private readonly lines: readonly string[]) {
    super({});
  }

  override toString(): string {
    return this.lines.join('\n| ');
  }
}

export class PortalQueries extends Construct {
  public readonly definitions = new Map<QueryName, logs.QueryDefinition>();

  constructor(scope: Construct, id: string, props: PortalQueriesProps) {
    super(scope, id);
    const save = (name: QueryName, lines: readonly string[], logGroups?: logs.ILogGroup[]) => {
      this.definitions.set(
        name,
        new logs.QueryDefinition(this, name, {
          queryDefinitionName: `portal-${props.stage}/${name}`,
          queryString: new QueryLines(lines),
          ...(logGroups ? { logGroups } : {}),
        }),
      );
    };
    for (const [name, lines] of Object.entries(FUNCTION_QUERIES)) save(name as QueryName, lines);
    for (const [name, lines] of Object.entries(ACCESS_LOG_QUERIES))
      save(name as QueryName, lines, [props.apiAccessLogs]);
  }
}
