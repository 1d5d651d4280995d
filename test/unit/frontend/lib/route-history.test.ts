import { describe, expect, it } from 'vitest';
import {
  ROUTE_HISTORY_KEY,
  previousRoute,
  readRouteHistory,
  recordRoute,
} from '../../../../frontend/src/lib/route-history';

function memoryStore(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('route history (the last 5 routes, for Back links)', () => {
  it('keeps the last 5 routes, oldest first', () => {
    // Prepare
    const store = memoryStore();

    // Act
    for (const route of [
      '/library',
      '/contact-us',
      '/privacy-policy',
      '/account',
      '/library?serviceId=maths',
      '/terms-of-use',
    ])
      recordRoute(route, store);

    // Assess
    expect(readRouteHistory(store)).toEqual([
      '/contact-us',
      '/privacy-policy',
      '/account',
      '/library?serviceId=maths',
      '/terms-of-use',
    ]);
  });

  it('counts the same route shown twice in a row once', () => {
    // Prepare
    const store = memoryStore();

    // Act
    recordRoute('/library', store);
    recordRoute('/contact-us', store);
    recordRoute('/contact-us', store);

    // Assess
    expect(readRouteHistory(store)).toEqual(['/library', '/contact-us']);
  });

  it('gives the route before the current one, or the fallback on the first page of the tab', () => {
    // Prepare
    const store = memoryStore();
    recordRoute('/privacy-policy', store);

    // Act and Assess
    expect(previousRoute('/privacy-policy', '/library', store)).toBe('/library');
    recordRoute('/terms-of-use', store);
    expect(previousRoute('/terms-of-use', '/library', store)).toBe('/privacy-policy');
  });

  it('gives the last route of the trail to a page that asks before its own route is recorded', () => {
    // Prepare
    const store = memoryStore();
    recordRoute('/admin/users', store);
    recordRoute('/admin/users?q=Parent', store);

    // Act and Assess
    expect(previousRoute('/admin/users/u-1', '/admin/users', store)).toBe('/admin/users?q=Parent');
  });

  it('ignores what is not a trail of this site (another host, garbage) and works without storage', () => {
    // Prepare
    const tampered = memoryStore({
      [ROUTE_HISTORY_KEY]: JSON.stringify(['//evil.example/x', 'https://evil.example', 42, '/library', '/contact-us']),
    });

    // Act and Assess
    expect(readRouteHistory(tampered)).toEqual(['/library', '/contact-us']);
    expect(readRouteHistory(memoryStore({ [ROUTE_HISTORY_KEY]: '{not json' }))).toEqual([]);
    expect(previousRoute('/contact-us', '/library', null)).toBe('/library');
    expect(() => recordRoute('/library', null)).not.toThrow();
  });

  it('keeps the trail when the storage refuses to write', () => {
    // Prepare
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };

    // Act and Assess
    expect(() => recordRoute('/library', full)).not.toThrow();
  });
});
