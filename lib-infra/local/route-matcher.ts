import type { Route } from '../../functions/routes';

type Segment =
  { kind: 'literal'; text: string } | { kind: 'parameter'; name: string } | { kind: 'greedy'; name: string };

interface CompiledRoute {
  route: Route;
  segments: Segment[];
}

export interface RouteMatch {
  route: Route;
  /** Decoded path parameters, as API Gateway passes them to the integration. */
  pathParameters: Record<string, string>;
}

function compile(route: Route): CompiledRoute {
  const segments = route.endpoint.path
    .split('/')
    .slice(1)
    .map((segment): Segment => {
      const variable = /^\{(\w+)(\+?)\}$/.exec(segment);
      if (!variable?.[1]) return { kind: 'literal', text: segment };
      return variable[2] ? { kind: 'greedy', name: variable[1] } : { kind: 'parameter', name: variable[1] };
    });
  return { route, segments };
}

const RANK = { literal: 2, parameter: 1, greedy: 0 } as const;

/**
 * API Gateway picks the most specific route, whatever order the routes were created in: at the
 * first segment where two templates differ, a literal beats a `{variable}`, which beats a greedy
 * `{variable+}`.
 */
function bySpecificity(a: CompiledRoute, b: CompiledRoute): number {
  const length = Math.max(a.segments.length, b.segments.length);
  for (let index = 0; index < length; index += 1) {
    const left = a.segments[index];
    const right = b.segments[index];
    if (!left || !right) return left ? -1 : 1;
    const difference = RANK[right.kind] - RANK[left.kind];
    if (difference !== 0) return difference;
  }
  return 0;
}

function matchSegments(segments: readonly Segment[], parts: readonly string[]): Record<string, string> | null {
  const parameters: Record<string, string> = {};
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index];
    const part = parts[index];
    if (!segment || part === undefined) return null;
    if (segment.kind === 'greedy') {
      const rest = parts.slice(index);
      if (rest.length === 0 || rest.every((piece) => piece === '')) return null;
      parameters[segment.name] = rest.map(decodeURIComponent).join('/');
      return parameters;
    }
    if (segment.kind === 'literal') {
      if (segment.text !== part) return null;
    } else {
      if (part === '') return null;
      parameters[segment.name] = decodeURIComponent(part);
    }
  }
  return parts.length === segments.length ? parameters : null;
}

/** Finds the route a request goes to, as API Gateway's HTTP API selects it; null is its 404. */
export function createRouteMatcher(routes: readonly Route[]) {
  const compiled = routes.map(compile).sort(bySpecificity);
  return (method: string, pathname: string): RouteMatch | null => {
    const parts = pathname.split('/').slice(1);
    for (const candidate of compiled) {
      if (candidate.route.endpoint.method !== method) continue;
      const pathParameters = matchSegments(candidate.segments, parts);
      if (pathParameters) return { route: candidate.route, pathParameters };
    }
    return null;
  };
}
