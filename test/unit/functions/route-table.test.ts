import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineEndpoints } from '../../../shared/api/endpoint';
import { endpoints, joinAreas } from '../../../shared/api/endpoints';
import { PUBLIC, SIGNED_IN } from '../../../functions/http/access';
import { checkRouteTable, defineRoutes, handlerModuleOf, type Route } from '../../../functions/http/route';
import { routes } from '../../../functions/routes';

const FUNCTIONS_DIR = path.resolve(import.meta.dirname, '../../../functions/api');

const { first, second } = defineEndpoints('examples', {
  first: { method: 'GET', path: '/api/things/{thingId}', summary: 'A thing', response: z.object({}) },
  second: { method: 'POST', path: '/api/things', summary: 'Makes a thing', response: z.object({}) },
});
const example = (endpoint: Route['endpoint'], _name: string): Route => ({ endpoint, access: PUBLIC, uses: {} });

describe('the route table', () => {
  it('is valid: ids and methods with paths are each used once', () => {
    expect(() => checkRouteTable(routes)).not.toThrow();
    expect(routes.map((route) => route.endpoint.id).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it.each(routes.map((route) => [route.endpoint.id, route] as const))(
    '%s has a handler file defined for exactly this route',
    async (id, route) => {
      // Prepare
      const file = path.join(FUNCTIONS_DIR, `${handlerModuleOf(route.endpoint)}.ts`);

      // Act
      const module = existsSync(file) ? ((await import(file)) as { handler?: { routeId?: string } }) : null;

      // Assess
      expect(module, `functions/api/${handlerModuleOf(route.endpoint)}.ts is missing`).not.toBeNull();
      expect(
        module?.handler?.routeId,
        `functions/api/${handlerModuleOf(route.endpoint)}.ts must call defineHandler with its own route`,
      ).toBe(id);
    },
  );

  it('refuses two routes with one id', () => {
    const copy = { ...first, path: '/api/other' };

    expect(() => checkRouteTable([example(first, 'examples/first'), example(copy, 'examples/copy')])).toThrow(
      'first has the same id as first: first',
    );
  });

  it('refuses two routes with one method and path, even when their parameters are named differently', () => {
    const renamed = { ...second, id: 'renamed', method: 'GET' as const, path: '/api/things/{id}' };

    expect(() => checkRouteTable([example(first, 'examples/first'), example(renamed, 'examples/renamed')])).toThrow(
      'renamed has the same method and path as first: GET /api/things/{}',
    );
  });

  it('names every problem at once', () => {
    const error = (() => {
      try {
        checkRouteTable([
          example(first, 'examples/a'),
          example({ ...first }, 'examples/b'),
          example({ ...second, path: '/things' }, 'examples/c'),
        ]);
      } catch (caught) {
        return (caught as Error).message;
      }
      return '';
    })();

    expect(error.split('\n').slice(1)).toHaveLength(3);
  });
});

describe('an area of the route table', () => {
  it('joins each route to the endpoint of the same key and its area', () => {
    const exampleRoutes = defineRoutes(
      { first, second },
      {
        first: { access: PUBLIC, uses: {} },
        second: { access: SIGNED_IN, uses: { table: 'readwrite' } },
      },
    );

    expect(exampleRoutes.second.endpoint).toBe(second);
    expect(exampleRoutes.second.access).toBe(SIGNED_IN);
    expect(exampleRoutes.first.endpoint.area).toBe('examples');
    // The handler's module is the area and the id in kebab case, under functions/api/.
    expect(handlerModuleOf(exampleRoutes.second.endpoint)).toBe('examples/second');
  });

  it('takes the id of an endpoint from its key in the contract', () => {
    expect(first.id).toBe('first');
    expect(Object.entries(endpoints).every(([key, endpoint]) => endpoint.id === key)).toBe(true);
  });

  it('refuses to join two contracts that share an id', () => {
    const { first: again } = defineEndpoints('others', {
      first: { method: 'GET', path: '/api/others', summary: 'Again', response: z.object({}) },
    });

    // @ts-expect-error -- both contracts name 'first'
    expect(() => joinAreas({ first }, { first: again })).toThrow(
      'Endpoint id first is in both the examples and the others contracts',
    );
  });
});
