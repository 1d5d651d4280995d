import type { Route } from '../../functions/routes';

/**
 * Routes grouped by area, areas in the order the route table first names them. The area is the
 * one written in the route's contract file, never derived from where its handler lives, so moving
 * a file cannot move a deployed function to another nested stack.
 */
export function routesByArea(routes: readonly Route[]): Map<string, Route[]> {
  const byArea = new Map<string, Route[]>();
  for (const route of routes) {
    const { area } = route.endpoint;
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

/** The construct id of an area's nested stack; part of every logical id inside it. */
export function areaStackId(area: string): string {
  return `${pascalCase(area)}Routes`;
}
