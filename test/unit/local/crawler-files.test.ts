import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { paths } from '../../../frontend/src/config/paths';
import { createGateway } from '../../../lib-infra/local/gateway';
import { PUBLIC_PAGE_PATHS, robotsTxt, sitemapXml, staticPageNames } from '../../../lib-infra/web/crawler-files';
import { LOCALES } from '../../../shared/i18n/locales';
import { canonicalAddress } from '../../../shared/rules/prerendered-pages';

/** Every path pattern of the SPA's paths.ts, however deep. */
function routePatterns(tree: unknown): string[] {
  if (!tree || typeof tree !== 'object') return [];
  const node = tree as Record<string, unknown>;
  return [...(typeof node['path'] === 'string' ? [node['path']] : []), ...Object.values(node).flatMap(routePatterns)];
}

describe('what search engines read at the root', () => {
  it('lists only pages the SPA has', () => {
    const patterns = routePatterns(paths);
    for (const pagePath of PUBLIC_PAGE_PATHS)
      expect(
        patterns.some((pattern) => matchPath(pattern, pagePath)),
        pagePath,
      ).toBe(true);
  });

  it('keeps crawlers out of the API and names the sitemap by its full address', () => {
    const robots = robotsTxt('https://portal.example');

    expect(robots.split('\n')).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /api/', 'Allow: /']));
    expect(robots).toContain('Sitemap: https://portal.example/sitemap.xml');
    expect(sitemapXml('https://portal.example')).toContain('<loc>https://portal.example/library</loc>');
  });

  it('lists each public page, app deep link and static page in every language, each naming the others as hreflang alternates', () => {
    // Act
    const sitemap = sitemapXml('https://portal.example', { apps: ['maths-a'], staticPages: ['press'] });

    // Assess
    const entries = sitemap.split('<url>').slice(1);
    const addresses = [...PUBLIC_PAGE_PATHS, '/library?serviceId=maths-a', '/press'];
    expect(entries).toHaveLength(addresses.length * LOCALES.length);
    for (const address of addresses) {
      const url = new URL(address, 'https://portal.example');
      // Each language's address is the one its prerendered page names as canonical.
      const inEach = LOCALES.map((locale) => canonicalAddress(url, locale).replace(/&/g, '&amp;'));
      for (const [index, href] of inEach.entries()) {
        const entry = entries.find((candidate) => candidate.includes(`<loc>${href}</loc>`));
        expect(entry, href).toBeDefined();
        for (const [other, alternate] of inEach.entries())
          expect(entry).toContain(`hreflang="${LOCALES[other] ?? ''}" href="${alternate}"/>`);
        expect(entry).toContain(`hreflang="x-default" href="${inEach[0] ?? ''}"/>`);
        expect(index).toBeLessThan(LOCALES.length);
      }
    }
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("names the content folder's pages, not the shell's fragments", () => {
    expect(staticPageNames('content')).toEqual(expect.arrayContaining(['press', 'privacy-policy']));
    expect(staticPageNames('content')).not.toContain('footer');
    expect(staticPageNames('content')).not.toContain('header-message');
  });

  describe("the twin's gateway", () => {
    let url = '';
    let server: ReturnType<typeof createGateway>;
    beforeAll(async () => {
      server = createGateway({
        routes: [],
        loadHandler: () => Promise.reject(new Error('no routes here')),
        verifyToken: async () => null,
        cognitoEndpoint: 'http://127.0.0.1:9',
        webConfig: () => {
          throw new Error('not asked');
        },
        web: (_request, response) => {
          response.end('<!doctype html><title>SPA</title>');
        },
        sitemapPages: async () => ({ apps: ['maths-a'], staticPages: ['press'] }),
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    it('answers /robots.txt and /sitemap.xml (with the apps and static pages it knows) for the address it was reached at, not with the SPA', async () => {
      // Act
      const [robots, sitemap] = await Promise.all([fetch(`${url}/robots.txt`), fetch(`${url}/sitemap.xml`)]);

      // Assess
      expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await robots.text()).toBe(robotsTxt(url));
      expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(await sitemap.text()).toBe(sitemapXml(url, { apps: ['maths-a'], staticPages: ['press'] }));
      expect(await (await fetch(`${url}/sitemap.xml`)).text()).toContain('/library?serviceId=maths-a&amp;lang=es');
    });
  });
});
