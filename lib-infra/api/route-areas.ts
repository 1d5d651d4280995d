import type { Route } from '../../functions/routes';

/** The area of a route: the first folder of its handler, e.g. 'library' for 'library/list-services'. */
export function areaOf(route: Route): string {
  const area = route.handler.split('/')[0];
  if (!area || area === route.handler) throw new Error(`Handler ${route.handler} of ${route.endpoint.id} is not in an area folder`);
  return area;
}

/** Routes grouped by area, areas in the order the route table first names them. */
export function routesByArea(routes: readonly Route[]): Map<string, Route[]> {
  const byArea = new Map<string, Route[]>();
  for (const route of routes) {
    const area = areaOf(route);
    byArea.set(area, [...(byArea.get(area) ?? []), route]);
  }
  return byArea;
}

/** 'school-admin' → 'SchoolAdmin', for construct ids. */
export function pascalCase(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join('');
}
