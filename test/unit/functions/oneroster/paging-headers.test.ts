import { describe, expect, it } from 'vitest';
import { pagingHeaders } from '../../../../functions/domain/oneroster/query/paging-headers';

const BASE = 'https://portal.example/ims/oneroster/rostering/v1p2/users';

/** The Link header as rel -> offset, and the limit every link carries. */
function links(headers: Record<string, string>): Record<string, number> {
  const found: Record<string, number> = {};
  for (const part of (headers.Link ?? '').split(', ')) {
    const match = /^<([^>]+)>; rel="(\w+)"$/.exec(part);
    if (!match?.[1] || !match[2]) throw new Error(`not a link: ${part}`);
    const url = new URL(match[1], 'http://relative.invalid');
    found[match[2]] = Number(url.searchParams.get('offset'));
  }
  return found;
}

describe('pagingHeaders', () => {
  it('gives the total and first, next and last on the first page', () => {
    const headers = pagingHeaders(`${BASE}?limit=10`, { limit: 10, offset: 0 }, 35);
    expect(headers['X-Total-Count']).toBe('35');
    expect(links(headers)).toEqual({ first: 0, next: 10, last: 30 });
  });

  it('gives first, prev, next and last in the middle', () => {
    expect(links(pagingHeaders(`${BASE}?limit=10&offset=10`, { limit: 10, offset: 10 }, 35))).toEqual({
      first: 0,
      prev: 0,
      next: 20,
      last: 30,
    });
  });

  it('leaves next out on the last page', () => {
    expect(links(pagingHeaders(`${BASE}?limit=10&offset=30`, { limit: 10, offset: 30 }, 35))).toEqual({
      first: 0,
      prev: 20,
      last: 30,
    });
  });

  it('leaves next out when the last page is exactly full', () => {
    expect(links(pagingHeaders(BASE, { limit: 10, offset: 20 }, 30))).toEqual({ first: 0, prev: 10, last: 20 });
  });

  it('leads prev back to the last page from an offset past the end', () => {
    expect(links(pagingHeaders(BASE, { limit: 10, offset: 90 }, 35))).toEqual({ first: 0, prev: 30, last: 30 });
  });

  it('keeps prev at 0 from an offset that is not a multiple of the limit', () => {
    expect(links(pagingHeaders(BASE, { limit: 10, offset: 5 }, 35))).toEqual({
      first: 0,
      prev: 0,
      next: 15,
      last: 30,
    });
  });

  it('answers an empty collection with a count of 0 and first and last at 0', () => {
    const headers = pagingHeaders(BASE, { limit: 100, offset: 0 }, 0);
    expect(headers['X-Total-Count']).toBe('0');
    expect(links(headers)).toEqual({ first: 0, last: 0 });
  });

  it('keeps every other parameter, sets the served limit, and encodes spaces as %20', () => {
    const url = `${BASE}?filter=${encodeURIComponent("status='active' AND givenName~'a b'")}&sort=familyName&limit=50000`;
    const headers = pagingHeaders(url, { limit: 10_000, offset: 0 }, 12_000);
    expect(headers.Link).toBe(
      [
        `<${BASE}?filter=status%3D'active'%20AND%20givenName~'a%20b'&sort=familyName&limit=10000&offset=0>; rel="first"`,
        `<${BASE}?filter=status%3D'active'%20AND%20givenName~'a%20b'&sort=familyName&limit=10000&offset=10000>; rel="next"`,
        `<${BASE}?filter=status%3D'active'%20AND%20givenName~'a%20b'&sort=familyName&limit=10000&offset=10000>; rel="last"`,
      ].join(', '),
    );
  });

  it('keeps a path without a host relative', () => {
    expect(
      pagingHeaders('/ims/oneroster/rostering/v1p2/classes?fields=sourcedId', { limit: 1, offset: 0 }, 2).Link,
    ).toBe(
      '</ims/oneroster/rostering/v1p2/classes?fields=sourcedId&limit=1&offset=0>; rel="first", ' +
        '</ims/oneroster/rostering/v1p2/classes?fields=sourcedId&limit=1&offset=1>; rel="next", ' +
        '</ims/oneroster/rostering/v1p2/classes?fields=sourcedId&limit=1&offset=1>; rel="last"',
    );
  });
});
