import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_KINDS } from '../../shared/schemas/jobs';
import { synthesisePortal, type SynthesisedPortal } from './portal-fixture';
import { cfnResourceOf, resourcesOf, resourcesOfType } from './templates';

interface MetricStatJson {
  Metric: { Namespace: string; MetricName: string; Dimensions?: Array<{ Name: string }> };
  Stat: string;
  Period: number;
}
interface AlarmJson {
  Properties: {
    AlarmName: string;
    AlarmDescription: string;
    MetricName?: string;
    Namespace?: string;
    ExtendedStatistic?: string;
    Statistic?: string;
    Period?: number;
    Threshold: number;
    ComparisonOperator: string;
    EvaluationPeriods: number;
    DatapointsToAlarm?: number;
    AlarmActions?: unknown[];
    OKActions?: unknown[];
    Metrics?: Array<{ Id: string; Expression?: string; MetricStat?: MetricStatJson }>;
  };
}

/** Alarms that reach people: one topic per stage, every alarm named, described and acting on it. */
describe('alarms', () => {
  let portal: SynthesisedPortal;
  let alarms: Map<string, AlarmJson>;

  beforeAll(() => {
    // A stage with its own settings (this synth also carries the API throttle's, tested below).
    portal = synthesisePortal({
      props: {
        alarmEmail: 'ops@portal.example',
        lambdaConcurrencyLimit: 2000,
        apiThrottle: { rateLimit: 3000, burstLimit: 5000 },
      },
    });
    alarms = new Map(
      (resourcesOfType(portal.allStacks, 'AWS::CloudWatch::Alarm') as unknown as AlarmJson[]).map((alarm) => [
        alarm.Properties.AlarmName,
        alarm,
      ]),
    );
  });
  afterAll(() => portal.dispose());

  const alarm = (name: string): AlarmJson['Properties'] => {
    const found = alarms.get(`portal-test-${name}`);
    if (!found) throw new Error(`no alarm portal-test-${name}; have ${[...alarms.keys()].join(', ')}`);
    return found.Properties;
  };
  const metricNamesOf = (properties: AlarmJson['Properties']) =>
    properties.MetricName
      ? [properties.MetricName]
      : (properties.Metrics ?? []).flatMap((metric) =>
          metric.MetricStat ? [metric.MetricStat.Metric.MetricName] : [],
        );

  it("takes the stage's API throttle from its settings (200/400 when unset, see edge.test.ts)", () => {
    const stage = cfnResourceOf(portal.appStack.api.stage).Properties as {
      DefaultRouteSettings: { ThrottlingRateLimit: number; ThrottlingBurstLimit: number };
    };
    expect(stage.DefaultRouteSettings).toMatchObject({ ThrottlingRateLimit: 3000, ThrottlingBurstLimit: 5000 });
  });

  it('has one encrypted SNS topic per stage, mailed to alarmEmail', () => {
    const topics = resourcesOfType([portal.appStack], 'AWS::SNS::Topic');
    expect(topics).toHaveLength(1);
    expect(topics[0]?.Properties?.['TopicName']).toBe('portal-test-alarms');
    expect(topics[0]?.Properties?.['KmsMasterKeyId']).toBeDefined();
    const subscriptions = resourcesOfType([portal.appStack], 'AWS::SNS::Subscription');
    expect(subscriptions.map((subscription) => subscription.Properties)).toEqual([
      expect.objectContaining({ Protocol: 'email', Endpoint: 'ops@portal.example' }),
    ]);
  });

  it('makes every alarm of the stage notify the topic when it goes off and when it clears, with a runbook link', () => {
    expect(alarms.size).toBeGreaterThan(40);
    for (const [name, { Properties: properties }] of alarms) {
      expect(name).toMatch(/^portal-test-[a-z0-9-]+$/);
      expect(properties.AlarmActions, name).toHaveLength(1);
      expect(properties.OKActions, name).toHaveLength(1);
      expect(properties.AlarmDescription.length, name).toBeGreaterThan(30);
    }
    const appTopic = portal.appStack.getLogicalId(
      portal.appStack.observability.alarms.topic.node.defaultChild as Parameters<
        typeof portal.appStack.getLogicalId
      >[0],
    );
    expect(alarm('api-5xx-rate').AlarmActions).toEqual([{ Ref: appTopic }]);
    const edgeAlarms = portal.edgeAlarmsStack.alarms.alarms;
    expect(portal.appStack.observability.alarms.alarms.length + edgeAlarms.length).toBe(alarms.size);
  });

  it('has a runbook section for every alarm, named in its description', () => {
    const headings = new Set(
      readFileSync('docs/operations.md', 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('### '))
        .map((line) => line.slice(4).trim()),
    );
    for (const [name, { Properties: properties }] of alarms) {
      const section = /Runbook: docs\/operations\.md, section (\S+)$/.exec(properties.AlarmDescription)?.[1];
      expect(section, name).toBeDefined();
      expect(headings.has(section ?? ''), `${name} -> ${section}`).toBe(true);
    }
  });

  it('watches the API’s 5xx rate and p99 latency', () => {
    const rate = alarm('api-5xx-rate');
    expect(rate.Metrics?.find((metric) => metric.Expression)?.Expression).toBe(
      'IF(requests >= 20, 100 * errors / requests, 0)',
    );
    expect(metricNamesOf(rate).sort()).toEqual(['5xx', 'Count']);
    expect([rate.Threshold, rate.ComparisonOperator, rate.EvaluationPeriods, rate.DatapointsToAlarm]).toEqual([
      1,
      'GreaterThanThreshold',
      3,
      2,
    ]);
    const latency = alarm('api-p99-latency');
    expect([latency.Namespace, latency.MetricName, latency.ExtendedStatistic, latency.Threshold]).toEqual([
      'AWS/ApiGateway',
      'Latency',
      'p99',
      3000,
    ]);
  });

  it('watches every area’s functions for errors and throttles, at most 10 functions an alarm', () => {
    const routeFunctions = portal.appStack.routeFunctions;
    for (const [area, stack] of routeFunctions.areaStacks) {
      const parts = Math.ceil(stack.functions.size / 10);
      const names = parts === 1 ? [area] : Array.from({ length: parts }, (_, index) => `${area}-${index + 1}`);
      let watched = 0;
      for (const name of names) {
        const errors = alarm(`lambda-errors-${name}`);
        expect(
          metricNamesOf(errors).every((metric) => metric === 'Errors'),
          name,
        ).toBe(true);
        expect(errors.Threshold).toBe(5);
        watched += metricNamesOf(errors).length;
        const throttles = alarm(`lambda-throttles-${name}`);
        expect(
          metricNamesOf(throttles).every((metric) => metric === 'Throttles'),
          name,
        ).toBe(true);
        expect([throttles.Threshold, throttles.EvaluationPeriods]).toEqual([1, 2]);
        // The alarm lives in the area's own nested stack.
        expect(Object.values(resourcesOf(stack)).some((resource) => resource.Type === 'AWS::CloudWatch::Alarm')).toBe(
          true,
        );
      }
      expect(watched, area).toBe(stack.functions.size);
    }
  });

  it('watches Lambda concurrency against 80% of the account limit', () => {
    const concurrency = alarm('lambda-concurrency-near-limit');
    expect([concurrency.MetricName, concurrency.Statistic, concurrency.Threshold, concurrency.Period]).toEqual([
      'ConcurrentExecutions',
      'Maximum',
      1600,
      60,
    ]);
  });

  it('watches DynamoDB’s throttled requests and system errors on the table', () => {
    const throttles = alarm('dynamodb-throttles');
    expect(new Set(metricNamesOf(throttles))).toEqual(new Set(['ThrottledRequests']));
    expect(metricNamesOf(throttles)).toHaveLength(9);
    expect(throttles.Threshold).toBe(10);
    const systemErrors = alarm('dynamodb-system-errors');
    expect(new Set(metricNamesOf(systemErrors))).toEqual(new Set(['SystemErrors']));
    expect(systemErrors.Threshold).toBe(1);
  });

  it('watches every job worker’s failures and the scheduled jobs’ failures and dead letters', () => {
    for (const kind of JOB_KINDS) {
      const failures = alarm(`job-worker-failures-${kind}`);
      expect([failures.MetricName, failures.Statistic, failures.Threshold]).toEqual(['Errors', 'Sum', 1]);
    }
    expect(alarm('scheduled-inactive-students-failures').MetricName).toBe('Errors');
    const deadLetters = alarm('scheduled-dead-letters');
    expect([deadLetters.MetricName, deadLetters.Threshold]).toEqual(['ApproximateNumberOfMessagesVisible', 1]);
  });

  it('watches SES’s bounce and complaint rates below the rates at which SES reviews the account', () => {
    const bounces = alarm('ses-bounce-rate');
    expect([bounces.Namespace, bounces.MetricName, bounces.Threshold]).toEqual([
      'AWS/SES',
      'Reputation.BounceRate',
      0.04,
    ]);
    const complaints = alarm('ses-complaint-rate');
    expect([complaints.MetricName, complaints.Threshold]).toEqual(['Reputation.ComplaintRate', 0.0008]);
  });

  it('watches CloudFront’s 5xx rate in us-east-1, on a topic there mailed to the same address', () => {
    const cloudFront = alarm('cloudfront-5xx-rate');
    expect([cloudFront.Namespace, cloudFront.MetricName, cloudFront.Threshold, cloudFront.EvaluationPeriods]).toEqual([
      'AWS/CloudFront',
      '5xxErrorRate',
      5,
      3,
    ]);
    expect(portal.edgeAlarmsStack.region).toBe('us-east-1');
    const topics = resourcesOfType([portal.edgeAlarmsStack], 'AWS::SNS::Topic');
    expect(topics.map((topic) => topic.Properties?.['TopicName'])).toEqual(['portal-test-edge-alarms']);
    expect(resourcesOfType([portal.edgeAlarmsStack], 'AWS::SNS::Subscription')[0]?.Properties?.['Endpoint']).toBe(
      'ops@portal.example',
    );
  });

  it('watches the payment webhook’s failures', () => {
    const webhook = alarm('payment-webhook-failures');
    expect([webhook.MetricName, webhook.Threshold, webhook.Period]).toEqual(['Errors', 3, 900]);
    expect(
      JSON.stringify(cfnResourceOf(portal.appStack.routeFunctions.functionFor('paymentWebhook').function)),
    ).toBeTruthy();
  });
});

describe('alarms without alarmEmail', () => {
  it('still synthesises the topic, with nobody subscribed', () => {
    const portal = synthesisePortal({});
    try {
      expect(resourcesOfType([portal.appStack], 'AWS::SNS::Topic')).toHaveLength(1);
      expect(resourcesOfType([portal.appStack], 'AWS::SNS::Subscription')).toHaveLength(0);
    } finally {
      portal.dispose();
    }
  });
});
