import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { synthesisePortal, type SynthesisedPortal } from './portal-fixture';
import { resourcesOfType } from './templates';

/** One CloudWatch dashboard per stage, with what the runbook points at. */
describe('dashboard', () => {
  let portal: SynthesisedPortal;
  let body: string;

  beforeAll(() => {
    portal = synthesisePortal({});
    const dashboards = resourcesOfType([portal.appStack], 'AWS::CloudWatch::Dashboard');
    expect(dashboards).toHaveLength(1);
    expect(dashboards[0]?.Properties?.['DashboardName']).toBe('portal-test');
    body = JSON.stringify(dashboards[0]?.Properties?.['DashboardBody']);
  });
  afterAll(() => portal.dispose());

  it('has a section for each part, in order', () => {
    expect(portal.appStack.observability.dashboard.sections).toEqual([
      'API',
      'Routes by area',
      'Lambda (whole account and region)',
      'DynamoDB',
      'Jobs',
      'Mail (SES)',
      'People (per hour)',
      'Site (CloudFront and WAF)',
    ]);
  });

  it('shows requests, errors and latency of the API and by area', () => {
    for (const title of ['API requests', 'API errors', 'API latency', 'Requests by area', 'Errors by area'])
      expect(body).toContain(title);
    for (const area of portal.appStack.routeFunctions.areaStacks.keys())
      expect(body).toContain(`\\"label\\":\\"${area}\\"`);
  });

  it('shows Lambda, DynamoDB and SES metrics', () => {
    for (const metric of [
      'Duration',
      'Throttles',
      'ConcurrentExecutions',
      'ConsumedReadCapacityUnits',
      'ConsumedWriteCapacityUnits',
      'ThrottledRequests',
      'Reputation.BounceRate',
    ])
      expect(body).toContain(`\\"${metric}\\"`);
    expect(body).toMatch(/AWS\/SES\\",\\"Send/);
    expect(body).toMatch(/AWS\/SES\\",\\"Complaint/);
  });

  it('shows the business metrics the functions emit: people per hour and jobs by kind', () => {
    for (const metric of [
      'SignIns',
      'Registrations',
      'AppLaunches',
      'JobsStarted',
      'JobsSucceeded',
      'JobsFailed',
      'JobsRetried',
    ])
      expect(body).toMatch(new RegExp(`\\\\"Portal\\\\",\\\\"${metric}\\\\"`));
    expect(body).toContain('\\"period\\":3600');
  });
});
