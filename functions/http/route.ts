import type { Endpoint } from '../../shared/api/endpoint';
import type { Access, ResourceUse } from './access';

/** What the server adds to an endpoint of the contract: who may call it and what it touches. */
export interface RouteSpec {
  access: Access;
  uses: ResourceUse;
  /**
   * The call works on the caller's own sign-in identity (their tokens, their user-pool user):
   * password, two-factor, school sign-on links. Never done while acting as another user, whose
   * account it is not (403).
   */
  ownSignIn?: true;
}

/** One entry of the route table: an endpoint of the contract with its server side. */
export interface Route<E extends Endpoint = Endpoint> extends RouteSpec {
  endpoint: E;
}

/**
 * The module exporting a route's `handler`, under functions/api/ and without extension: the
 * endpoint's area and its id in kebab case ('children/create-child' for createChild), so a
 * handler's place is never written by hand and always names its route. Only the tools ask it (the
 * build, the twin, CDK's descriptions), so no handler's bundle carries it.
 */
export function handlerModuleOf(endpoint: Pick<Endpoint, 'area' | 'id'>): string {
  return `${endpoint.area}/${endpoint.id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

export type AreaRoutes<Endpoints extends Record<string, Endpoint>> = {
  readonly [Id in keyof Endpoints]: Route<Endpoints[Id]>;
};

/**
 * The route table of one area: exactly one entry per endpoint of the area's contract (a missing or
 * unknown key is a type error), each joined to its endpoint by key, so a route cannot take another
 * endpoint's identity or access rule.
 */
export function defineRoutes<const Endpoints extends Record<string, Endpoint>>(
  endpoints: Endpoints,
  specs: { readonly [Id in keyof Endpoints]: RouteSpec },
): AreaRoutes<Endpoints> {
  return Object.fromEntries(
    Object.entries(endpoints).map(([id, endpoint]) => {
      const spec = specs[id as keyof Endpoints];
      if (!spec) throw new Error(`Endpoint ${id} of the ${endpoint.area} contract has no route`);
      return [id, { ...spec, endpoint }];
    }),
  ) as unknown as AreaRoutes<Endpoints>;
}

/** `GET /api/schools/{schoolId}` and `GET /api/schools/{id}` are one route to API Gateway. */
export function routeShape(route: Route): string {
  return `${route.endpoint.method} ${route.endpoint.path.replace(/\{\w+(\+?)\}/g, '{$1}')}`;
}

/**
 * Where the API's routes live: the portal's own under /api/, the OAuth 2.0 token endpoint under
 * /oauth/, and the OneRoster service under the path its standard fixes (docs/using/oneroster-api.md);
 * CloudFront and the twin's front door pass each of them to the API.
 */
export const ROUTE_PATH_PREFIXES = ['/api/', '/ims/oneroster/', '/oauth/'] as const;

/**
 * Refuses a route table in which two routes share an id, a method and path (parameter names
 * aside, as API Gateway sees them) or a handler module; each problem is named.
 */
export function checkRouteTable(routes: readonly Route[]): void {
  const problems: string[] = [];
  const seen = (key: (route: Route) => string, what: string) => {
    const first = new Map<string, Route>();
    for (const route of routes) {
      const value = key(route);
      const earlier = first.get(value);
      if (earlier) problems.push(`${route.endpoint.id} has the same ${what} as ${earlier.endpoint.id}: ${value}`);
      else first.set(value, route);
    }
  };
  seen((route) => route.endpoint.id, 'id');
  seen(routeShape, 'method and path');
  for (const route of routes) {
    if (!ROUTE_PATH_PREFIXES.some((prefix) => route.endpoint.path.startsWith(prefix)))
      problems.push(
        `${route.endpoint.id}: the path ${route.endpoint.path} is not under ${ROUTE_PATH_PREFIXES.join(' or ')}`,
      );
  }
  if (problems.length > 0) throw new Error(`The route table is not valid:\n  ${problems.join('\n  ')}`);
}
