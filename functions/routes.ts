import type { Endpoint } from '../shared/api/endpoint';
import { endpoints } from '../shared/api/endpoints';
import { PUBLIC, SIGNED_IN, type Access, type ResourceUse } from './platform/access';

/**
 * The route table: the single source of truth for the API. CDK makes one Lambda per entry, the
 * local gateway mounts the same entries, `npm run openapi` documents them, and the authorization
 * tests iterate them.
 */
export interface Route {
  endpoint: Endpoint;
  /** Module under functions/ exporting `handler`, without extension. */
  handler: string;
  access: Access;
  uses: ResourceUse;
}

export const routes = [
  { endpoint: endpoints.getTime, handler: 'system/get-time', access: PUBLIC, uses: {} },
  { endpoint: endpoints.listServices, handler: 'library/list-services', access: PUBLIC, uses: { table: 'read' } },
  { endpoint: endpoints.getService, handler: 'library/get-service', access: PUBLIC, uses: { table: 'read' } },
  { endpoint: endpoints.listCountries, handler: 'countries/list-countries', access: PUBLIC, uses: { table: 'read' } },
  {
    endpoint: endpoints.register,
    handler: 'auth/register',
    access: PUBLIC,
    uses: {
      table: 'readwrite',
      userPool: ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminDeleteUser'],
    },
  },
  { endpoint: endpoints.checkUsername, handler: 'auth/check-username', access: PUBLIC, uses: { table: 'read' } },
  { endpoint: endpoints.getSession, handler: 'auth/get-session', access: SIGNED_IN, uses: { table: 'read' } },
  { endpoint: endpoints.listMyUserServices, handler: 'me/list-user-services', access: SIGNED_IN, uses: { table: 'read' } },
] as const satisfies readonly Route[];

export type RouteEntry = (typeof routes)[number];

export function routeById(id: string): Route {
  const route = routes.find((candidate) => candidate.endpoint.id === id);
  if (!route) throw new Error(`No route ${id} in the route table`);
  return route;
}
