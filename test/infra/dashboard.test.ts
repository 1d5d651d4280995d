import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_LOG_QUERIES, FUNCTION_QUERIES } from '../../lib-infra/observability/queries';
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

describe('saved Logs Insights queries', () => {
  it('saves every query the runbook names under portal-<stage>/, the access-log ones on the API’s access logs', () => {
    const portal = synthesisePortal({});
    try {
      const definitions = resourcesOfType([portal.appStack], 'AWS::Logs::QueryDefinition').map(
        (resource) => resource.Properties as { Name: string; QueryString: string; LogGroupNames?: unknown[] },
      );
      const names = definitions.map((definition) => definition.Name).sort();
      expect(names).toEqual(
        [...Object.keys(FUNCTION_QUERIES), ...Object.keys(ACCESS_LOG_QUERIES)]
          .map((name) => `portal-test/${name}`)
          .sort(),
      );
      for (const definition of definitions) {
        expect(definition.QueryString.split('\n| ').length).toBeGreaterThan(0);
        const accessLog = Object.keys(ACCESS_LOG_QUERIES).some((name) => definition.Name.endsWith(`/${name}`));
        expect((definition.LogGroupNames?.length ?? 0) > 0, definition.Name).toBe(accessLog);
      }
      const runbook = readFileSync('docs/operations.md', 'utf8');
      for (const name of names) expect(runbook, name).toContain(name.replace('portal-test/', 'portal-<stage>/'));
    } finally {
      portal.dispose();
    }
  });
});
