import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countBusinessEvent, countJobEvent, resetMetricsForTests } from '../../../../functions/platform/metrics';

interface EmfLine {
  _aws: { CloudWatchMetrics: Array<{ Namespace: string; Dimensions: string[][]; Metrics: Array<{ Name: string }> }> };
  [key: string]: unknown;
}

/** The business metrics: one embedded-metric-format line per event, in Lambda only. */
describe('business metrics', () => {
  const saved = { ...process.env };
  let written: string[];

  beforeEach(() => {
    written = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    delete process.env.POWERTOOLS_METRICS_DISABLED;
    delete process.env.POWERTOOLS_DEV;
    resetMetricsForTests();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    process.env = { ...saved };
    resetMetricsForTests();
  });

  const lines = () =>
    written
      .flatMap((chunk) => chunk.split('\n'))
      .filter((line) => line.includes('CloudWatchMetrics'))
      .map((line) => JSON.parse(line) as EmfLine);

  it('writes a sign-in as one EMF line in the Portal namespace, by service and stage', () => {
    // Prepare
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'portal-test-post-authentication';
    process.env.STAGE = 'test';

    // Act
    countBusinessEvent('signIn');

    // Assess
    const [line] = lines();
    expect(lines()).toHaveLength(1);
    expect(line?._aws.CloudWatchMetrics[0]?.Namespace).toBe('Portal');
    expect(line?._aws.CloudWatchMetrics[0]?.Metrics.map((metric) => metric.Name)).toEqual(['SignIns']);
    expect(line?._aws.CloudWatchMetrics[0]?.Dimensions[0]?.sort()).toEqual(['service', 'stage']);
    expect([line?.['SignIns'], line?.['stage'], line?.['service']]).toEqual([1, 'test', 'portal']);
  });

  it('counts a job event by its kind, and the next metric has no kind left over', () => {
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'portal-test-import-apply';
    process.env.STAGE = 'test';

    countJobEvent('failed', 'import-apply');
    countBusinessEvent('registration');

    const [job, registration] = lines();
    expect(job?.['JobsFailed']).toBe(1);
    expect(job?.['kind']).toBe('import-apply');
    expect(job?._aws.CloudWatchMetrics[0]?.Dimensions[0]?.sort()).toEqual(['kind', 'service', 'stage']);
    expect(registration?.['Registrations']).toBe(1);
    expect(registration?.['kind']).toBeUndefined();
  });

  it('writes nothing outside Lambda (the twin, tests, the bench)', () => {
    delete process.env.AWS_LAMBDA_FUNCTION_NAME;

    countBusinessEvent('appLaunch');
    countJobEvent('started', 'export');

    expect(lines()).toEqual([]);
  });
});
