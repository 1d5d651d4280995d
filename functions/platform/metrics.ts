import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

/**
 * The business metrics the functions emit with Powertools Metrics (CloudWatch embedded metric
 * format: one JSON line on stdout that CloudWatch turns into metrics, no API call). The
 * dashboard (lib-infra/observability/dashboard.ts) reads them from this namespace, by stage.
 */
export const METRICS_NAMESPACE = 'Portal';

/** Metric names, as the dashboard reads them. */
export const BUSINESS_METRICS = {
  signIn: 'SignIns',
  registration: 'Registrations',
  appLaunch: 'AppLaunches',
} as const;

export type BusinessEvent = keyof typeof BUSINESS_METRICS;

/** What happens to a job, counted per kind: started (claimed by a worker), succeeded, failed, retried (resumed). */
export const JOB_EVENTS = ['started', 'succeeded', 'failed', 'retried'] as const;
export type JobEvent = (typeof JOB_EVENTS)[number];

/** The metric of a job event: JobsStarted, JobsSucceeded, JobsFailed, JobsRetried. */
export function jobMetricName(event: JobEvent): string {
  return `Jobs${event[0]?.toUpperCase()}${event.slice(1)}`;
}

let metrics: Metrics | undefined;

/**
 * Outside Lambda (the twin, tests, the bench) nothing is written unless POWERTOOLS_METRICS_DISABLED
 * says otherwise: EMF lines mean something only to CloudWatch Logs.
 */
function emitter(): Metrics {
  if (!metrics) {
    if (!process.env.AWS_LAMBDA_FUNCTION_NAME && process.env.POWERTOOLS_METRICS_DISABLED === undefined)
      process.env.POWERTOOLS_METRICS_DISABLED = 'true';
    metrics = new Metrics({
      namespace: METRICS_NAMESPACE,
      serviceName: 'portal',
      defaultDimensions: { stage: process.env.STAGE ?? 'local' },
    });
  }
  return metrics;
}

function publish(name: string, dimensions: Record<string, string> = {}): void {
  const emit = emitter();
  for (const [key, value] of Object.entries(dimensions)) emit.addDimension(key, value);
  emit.addMetric(name, MetricUnit.Count, 1);
  // Flushed at once: a metric never waits for the end of an invocation that may not end well.
  emit.publishStoredMetrics();
}

/** Counts a sign-in, a registration or an app launch (dimensions: service, stage). */
export function countBusinessEvent(event: BusinessEvent): void {
  publish(BUSINESS_METRICS[event]);
}

/** Counts a job event (dimensions: service, stage, and the job's kind). */
export function countJobEvent(event: JobEvent, kind: string): void {
  publish(jobMetricName(event), { kind });
}

/** For tests: forget the emitter, so that the next call reads the environment again. */
export function resetMetricsForTests(): void {
  metrics = undefined;
}
