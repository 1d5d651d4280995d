import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineEndpoints } from '../../../shared/api/endpoint';
import { PUBLIC } from '../../../functions/http/access';
import type { Route } from '../../../functions/http/route';
import { createRouteMatcher } from '../../../lib-infra/local/route-matcher';

const contract = defineEndpoints('examples', {
  getSchool: { method: 'GET', path: '/api/schools/{schoolId}', summary: 'One school', response: z.object({}) },
  searchSchools: { method: 'GET', path: '/api/schools/search', summary: 'Search', response: z.object({}) },
  getClass: {
    method: 'GET',
    path: '/api/schools/{schoolId}/classes/{classId}',
    summary: 'One class',
    response: z.object({}),
  },
  getMyClass: {
    method: 'GET',
    path: '/api/schools/mine/classes/{classId}',
    summary: 'My class',
    response: z.object({}),
  },
  getFile: { method: 'GET', path: '/api/files/{path+}', summary: 'A file', response: z.object({}) },
  getFileMeta: { method: 'GET', path: '/api/files/{fileId}/meta', summary: 'File meta', response: z.object({}) },
  updateSchool: { method: 'PUT', path: '/api/schools/{schoolId}', summary: 'Update', response: z.object({}) },
});
const routes: Route[] = Object.values(contract).map((endpoint) => ({
  endpoint,
  handler: `examples/${endpoint.id}`,
  access: PUBLIC,
  uses: {},
}));

function matched(table: readonly Route[], method: string, path: string) {
  const match = createRouteMatcher(table)(method, path);
  return match ? { id: match.route.endpoint.id, params: match.pathParameters } : null;
}

describe('local gateway route matching, as API Gateway selects routes', () => {
  it('prefers a literal path to a parameter path, whichever the table names first', () => {
    expect(matched(routes, 'GET', '/api/schools/search')).toEqual({ id: 'searchSchools', params: {} });
    expect(matched([...routes].reverse(), 'GET', '/api/schools/search')).toEqual({ id: 'searchSchools', params: {} });
    expect(matched(routes, 'GET', '/api/schools/42')).toEqual({ id: 'getSchool', params: { schoolId: '42' } });
  });

  it('decides at the first segment where two templates differ', () => {
    expect(matched(routes, 'GET', '/api/schools/mine/classes/7')).toEqual({
      id: 'getMyClass',
      params: { classId: '7' },
    });
    expect(matched(routes, 'GET', '/api/schools/9/classes/7')).toEqual({
      id: 'getClass',
      params: { schoolId: '9', classId: '7' },
    });
  });

  it('prefers a parameter to a greedy parameter, which takes the rest of the path', () => {
    expect(matched(routes, 'GET', '/api/files/f1/meta')).toEqual({ id: 'getFileMeta', params: { fileId: 'f1' } });
    expect(matched(routes, 'GET', '/api/files/a/b%20c/d.txt')).toEqual({
      id: 'getFile',
      params: { path: 'a/b c/d.txt' },
    });
  });

  it('decodes path parameters before handing them on', () => {
    expect(matched(routes, 'GET', '/api/schools/St%20Mary%27s')?.params).toEqual({ schoolId: "St Mary's" });
  });

  it('matches the method too, and answers nothing for an unknown path, a wrong method or an empty parameter', () => {
    expect(matched(routes, 'PUT', '/api/schools/42')?.id).toBe('updateSchool');
    expect(matched(routes, 'DELETE', '/api/schools/42')).toBeNull();
    expect(matched(routes, 'GET', '/api/schools/42/extra')).toBeNull();
    expect(matched(routes, 'GET', '/api/schools/')).toBeNull();
    expect(matched(routes, 'GET', '/api/files/')).toBeNull();
  });
});
