import { describe, expect, it } from 'vitest';
import { buildPath } from '../../shared/api/endpoint';
import { routes } from '../../functions/routes';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../bin/seed/demo-accounts';
import { callApi, signIn } from './support/portal-client';

/** Path parameters that exist in the demo data, so a permitted call is not a 404. */
const SAMPLE_PARAMS: Record<string, string> = { serviceId: '1' };

function samplePath(path: string): string {
  return buildPath(path, SAMPLE_PARAMS);
}

describe('every route of the route table enforces its access rule', () => {
  const protectedRoutes = routes.filter((route) => route.access.kind !== 'public');
  const publicRoutes = routes.filter((route) => route.access.kind === 'public');

  it.each(protectedRoutes.map((route) => [route.endpoint.id, route] as const))('%s refuses anonymous callers', async (_id, route) => {
    const answer = await callApi(route.endpoint.method, samplePath(route.endpoint.path), { body: route.endpoint.method === 'GET' ? undefined : {} });

    expect(answer.status).toBe(401);
  });

  it.each(protectedRoutes.filter((route) => route.access.kind === 'signedIn').map((route) => [route.endpoint.id, route] as const))(
    '%s admits any signed-in user',
    async (_id, route) => {
      const token = await signIn(DEMO_ACCOUNTS.student.username, DEMO_PASSWORD);

      const answer = await callApi(route.endpoint.method, samplePath(route.endpoint.path), { token, body: route.endpoint.method === 'GET' ? undefined : {} });

      expect([401, 403]).not.toContain(answer.status);
    },
  );

  it.each(publicRoutes.map((route) => [route.endpoint.id, route] as const))('%s answers anonymous callers', async (_id, route) => {
    const answer = await callApi(route.endpoint.method, samplePath(route.endpoint.path), { body: route.endpoint.method === 'GET' ? undefined : {} });

    expect([401, 403]).not.toContain(answer.status);
  });
});
