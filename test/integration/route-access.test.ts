import { describe, expect, inject, it } from 'vitest';
import { pathParameterNames } from '../../shared/api/endpoint';
import { routes, type Route } from '../../functions/routes';
import { CALLERS, demoAccountFor, expectedAnswer, ownUserParamOf } from '../support/access-expectations';
import type { DemoAccountKey } from '../../bin/seed/demo-accounts';
import { DEMO_QUERIES, DEMO_RECORD_OWNERS, DEMO_ROUTE_PARAMETERS } from '../../bin/seed/demo-path-parameters';
import { callEndpoint } from './support/call-endpoint';

/**
 * Path parameters filled from the seeded demo data; a parameter the seed has no value for fails.
 * A parameter that must name the caller's own account gets the calling account's id.
 */
function sampleParams(route: Route, account: DemoAccountKey | null = null): Record<string, string> {
  const ownParam = ownUserParamOf(route.access);
  const values = {
    ...inject('demo').pathParameters,
    ...DEMO_ROUTE_PARAMETERS[route.endpoint.id],
    ...(ownParam && account ? { [ownParam]: inject('demo').userIds[account] } : {}),
  };
  return Object.fromEntries(
    pathParameterNames(route.endpoint.path).map((name) => {
      const value = values[name];
      if (value === undefined)
        throw new Error(
          `No demo value for the path parameter ${name} of ${route.endpoint.id}: add one in bin/seed/demo-path-parameters.ts`,
        );
      return [name, value];
    }),
  );
}

/**
 * A reserved parameter name: every call that passes the access rule is answered 422 by validation
 * before its handler runs, so the matrix can try any route as any account without changing data.
 */
const PROBE = { action: 'access-matrix' };

/**
 * The OneRoster service and LTI's Names and Role service answer apps, with their own tokens, in
 * their standards' formats (never the portal's errors): their access is tried in
 * test/integration/oneroster-access.test.ts and test/integration/lti-nrps.test.ts.
 */
const TOOL_SERVICE_AREAS: readonly string[] = ['oneroster', 'lti-nrps'];
const portalRoutes = routes.filter((route) => !TOOL_SERVICE_AREAS.includes(route.endpoint.area));

describe.each(portalRoutes.map((route) => [route.endpoint.id, route] as const))(
  '%s answers each kind of caller as its access rule promises',
  (_id, route) => {
    it.each(CALLERS.map((caller) => [caller, expectedAnswer(route.access, caller)] as const))(
      '%s: %s',
      async (caller, expected) => {
        // Prepare
        const account = demoAccountFor(caller, route.access);

        // Act
        const answer = await callEndpoint(route.endpoint, {
          params: sampleParams(route, account),
          invalidQuery: PROBE,
          as: account,
        });

        // Assess
        if (expected === 'admitted' && route.endpoint.navigation) {
          // A page the browser navigates to answers a refusal with the SAML error page, saying why.
          expect(answer.status).toBe(303);
          expect(decodeURIComponent(answer.headers.get('location') ?? '')).toContain(
            "'action' is a reserved parameter name",
          );
        } else if (expected === 'admitted') {
          expect(answer.status).toBe(422);
          expect(answer.errors.map((error) => error.code)).toContain('reserved-parameter');
        } else {
          expect(answer.status).toBe(expected);
          if (expected === 403) expect(answer.errors[0]?.code).toBe('access-denied');
        }
      },
    );
  },
);

// Routes no demo account may call (social registration, for federated people without a profile) are tested in their own files.
const admitsADemoAccount = (route: (typeof routes)[number]) =>
  CALLERS.some((caller) => expectedAnswer(route.access, caller) === 'admitted');

// Navigation routes (app sign-on) answer pages and redirects: test/integration/app-launch.test.ts.
describe.each(
  portalRoutes
    .filter((route) => route.endpoint.method === 'GET' && !route.endpoint.navigation && admitsADemoAccount(route))
    .map((route) => [route.endpoint.id, route] as const),
)('%s', (_id, route) => {
  it('answers its first admitted caller with data for the demo parameters', async () => {
    // Prepare
    const caller = CALLERS.find((candidate) => expectedAnswer(route.access, candidate) === 'admitted');
    const account = DEMO_RECORD_OWNERS[route.endpoint.id] ?? (caller ? demoAccountFor(caller, route.access) : null);

    // Act
    const answer = await callEndpoint(route.endpoint, {
      params: sampleParams(route, account),
      query: DEMO_QUERIES[route.endpoint.id],
      as: account,
    });

    // Assess
    expect(answer.status).toBe(route.endpoint.successStatus ?? 200);
    expect(() => answer.data).not.toThrow();
  });
});
