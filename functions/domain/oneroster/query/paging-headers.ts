import type { RosterQuery } from './roster-query';

/**
 * The paging headers of OneRoster 1.2's REST binding: `X-Total-Count` (the records the request
 * matches, across all pages) and `Link` with `first`, `prev`, `next` and `last` (RFC 8288), each
 * the request's own URL with its `limit` and `offset` changed, every other parameter kept.
 * `prev` is left out on the first page and `next` on the last; past the end, `prev` leads to the
 * last page. `requestUrl` may be absolute (the links are then absolute) or a path with its query.
 */
export function pagingHeaders(requestUrl: string, query: RosterQuery, total: number): Record<string, string> {
  const { limit, offset } = query;
  const lastOffset = total > 0 ? Math.floor((total - 1) / limit) * limit : 0;
  const links: [string, number][] = [['first', 0]];
  if (offset > 0) links.push(['prev', Math.min(Math.max(offset - limit, 0), lastOffset)]);
  if (offset + limit < total) links.push(['next', offset + limit]);
  links.push(['last', lastOffset]);
  return {
    'X-Total-Count': String(total),
    Link: links.map(([rel, at]) => `<${pageUrl(requestUrl, limit, at)}>; rel="${rel}"`).join(', '),
  };
}

const RELATIVE_BASE = 'http://relative.invalid';

/**
 * The URL with `limit` and `offset` set. The query is written with encodeURIComponent (a space as
 * %20, never `+`), so a filter's spaces and quotes come back exactly as they went.
 */
function pageUrl(requestUrl: string, limit: number, offset: number): string {
  const url = new URL(requestUrl, RELATIVE_BASE);
  const kept = [...url.searchParams].filter(([name]) => name !== 'limit' && name !== 'offset');
  const query = [...kept, ['limit', String(limit)], ['offset', String(offset)]]
    .map(([name, value]) => `${encodeURIComponent(name ?? '')}=${encodeURIComponent(value ?? '')}`)
    .join('&');
  const origin = url.origin === RELATIVE_BASE ? '' : url.origin;
  return `${origin}${url.pathname}?${query}`;
}
