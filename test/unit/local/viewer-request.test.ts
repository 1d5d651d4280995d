import { describe, expect, it } from 'vitest';
import { LOCALES, negotiateLocale } from '../../../shared/i18n/locales';
import { prerenderedPageKey } from '../../../shared/rules/prerendered-pages';
import { runnableViewerRequest, type ViewerRequest } from '../../../lib-infra/web/viewer-request';

/** The function with a KeyValueStore holding `written` (`<locale>/<key>`); it records what it was asked. */
function edge(written: readonly string[] | 'unreadable' = []) {
  const asked: string[] = [];
  const run = runnableViewerRequest({
    kvs: () => ({
      exists: async (key) => {
        asked.push(key);
        if (written === 'unreadable') throw new Error('KeyValueStore unreachable');
        return written.includes(key);
      },
    }),
  });
  return { asked, run };
}

/** The event CloudFront makes of an address and the viewer's headers (values as sent). */
function requestFor(address: string, headers: Record<string, string> = {}): ViewerRequest {
  const url = new URL(address, 'https://portal.example');
  const querystring: ViewerRequest['querystring'] = {};
  for (const pair of url.search.slice(1).split('&').filter(Boolean)) {
    const [name = '', value = ''] = pair.split(/=(.*)/s);
    const entry = querystring[name];
    if (!entry) querystring[name] = { value };
    else entry.multiValue = [...(entry.multiValue ?? [{ value: entry.value }]), { value }];
  }
  const cookies: ViewerRequest['cookies'] = {};
  for (const pair of (headers['cookie'] ?? '').split(';').filter(Boolean)) {
    const [name = '', value = ''] = pair.trim().split(/=(.*)/s);
    cookies[name] = { value };
  }
  const viewerHeaders = Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => name !== 'cookie')
      .map(([name, value]) => [name, { value }]),
  );
  return { uri: url.pathname, querystring, headers: viewerHeaders, cookies };
}

const EVERY_PAGE_IN_EVERY_LANGUAGE = LOCALES.flatMap((locale) =>
  ['library', 'library/app/reading-eggs', 'auth/login', 'auth/register', 'contact-us', 'page/press'].map(
    (key) => `${locale}/${key}`,
  ),
);

async function servedFor(
  address: string,
  headers: Record<string, string> = {},
  written = EVERY_PAGE_IN_EVERY_LANGUAGE,
) {
  const request = await edge(written).run({ request: requestFor(address, headers) });
  return { uri: request.uri, language: request.headers['x-portal-language']?.value };
}

describe("the site's viewer-request function", () => {
  it('serves a public page in the language of the link, then the lang cookie, then Accept-Language', async () => {
    const french = { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' };

    expect(await servedFor('/library', french)).toEqual({ uri: '/_prerendered/fr/library.html', language: 'fr' });
    expect(await servedFor('/library', { ...french, cookie: 'theme=dark; lang=ar' })).toEqual({
      uri: '/_prerendered/ar/library.html',
      language: 'ar',
    });
    expect(await servedFor('/library?lang=es', { ...french, cookie: 'lang=ar' })).toEqual({
      uri: '/_prerendered/es/library.html',
      language: 'es',
    });
    // The SPA writes the cookie with encodeURIComponent.
    expect((await servedFor('/auth/login', { cookie: 'lang=zh-Hans' })).uri).toBe(
      '/_prerendered/zh-Hans/auth/login.html',
    );
  });

  it('reads Accept-Language as the SPA does: by quality, nearest language, English for anything else', async () => {
    const cases: Record<string, string> = {
      'es-MX,es;q=0.9': 'es',
      'de-DE, fr;q=0.8, es;q=0.9': 'es',
      'zh-CN,zh;q=0.9': 'zh-Hans',
      'zh-TW,zh-Hant;q=0.9': 'en',
      'zh-Hant, fr;q=0.1': 'fr',
      'ar-EG': 'ar',
      'de-DE,ja;q=0.5': 'en',
      'fr;q=0, es;q=0.2': 'es',
      '*': 'en',
      // A quality that is no number is no quality: the default of 1.
      'fr;q=abc, es': 'fr',
      FR_ca: 'fr',
      '': 'en',
    };
    for (const [acceptLanguage, locale] of Object.entries(cases)) {
      const served = await servedFor('/contact-us', { 'accept-language': acceptLanguage });
      expect(served, acceptLanguage).toEqual({ uri: `/_prerendered/${locale}/contact-us.html`, language: locale });
      expect(negotiateLocale(acceptLanguage), `${acceptLanguage}: as shared/i18n/locales.ts negotiates`).toBe(locale);
    }
    expect(await servedFor('/contact-us')).toEqual({ uri: '/_prerendered/en/contact-us.html', language: 'en' });
  });

  it('ignores a cookie or link naming no language of the portal, and serves index.html for the pseudo-locale', async () => {
    expect((await servedFor('/library', { cookie: 'lang=de', 'accept-language': 'es' })).uri).toBe(
      '/_prerendered/es/library.html',
    );
    expect((await servedFor('/library?lang=klingon', { 'accept-language': 'fr' })).uri).toBe(
      '/_prerendered/fr/library.html',
    );
    expect((await servedFor('/library?lang=%E0%A4', { 'accept-language': 'fr' })).uri).toBe(
      '/_prerendered/fr/library.html',
    );
    expect(await servedFor('/library', { cookie: 'lang=pseudo' })).toEqual({ uri: '/index.html', language: 'pseudo' });
  });

  it('picks the same page as prerenderedPageKey for every kind of address', async () => {
    const addresses = [
      '/library',
      '/library/',
      '/library?serviceId=reading-eggs',
      '/library?app=reading-eggs',
      '/library?serviceId=reading-eggs&utm_source=mail',
      '/library?serviceId=reading-eggs&serviceId=other',
      '/library?serviceId=reading-eggs&app=other',
      '/library?serviceId=..%2Fsecret',
      '/library?serviceId=',
      '/library?intended=%2Fchildren',
      '/library?lang=fr&gclid=1',
      '/auth/login',
      '/auth/login?intended=%2Fchildren',
      '/auth/register',
      '/auth/register?step=2',
      '/auth/password-reset',
      '/contact-us',
      '/press',
      '/privacy-policy?fbclid=x',
      '/Press',
      '/no--page',
      '/teacher/schools/1',
      '/children',
      '/',
    ];
    for (const address of addresses) {
      const url = new URL(address, 'https://portal.example');
      const key = prerenderedPageKey(url.pathname, url.search);
      const written = key ? LOCALES.map((locale) => `${locale}/${key}`) : [];
      const { uri, language } = await servedFor(address, {}, written);
      expect(uri, address).toBe(key ? `/_prerendered/${language}/${key}.html` : '/index.html');
    }
  });

  it('serves index.html for a page with no file yet, and when the store cannot be read', async () => {
    // An app added a minute ago: its deep link has no page in the store yet.
    const fresh = edge(['en/library']);
    const request = await fresh.run({ request: requestFor('/library?serviceId=brand-new') });
    expect(request.uri).toBe('/index.html');
    expect(fresh.asked).toEqual(['en/library/app/brand-new']);

    const unreadable = await edge('unreadable').run({ request: requestFor('/library') });
    expect(unreadable.uri).toBe('/index.html');
  });

  it('leaves files alone and asks the store nothing for them, or for routes that are no public page', async () => {
    const { asked, run } = edge(EVERY_PAGE_IN_EVERY_LANGUAGE);

    const asset = await run({ request: requestFor('/assets/index-abc123.js', { 'x-portal-language': 'ar' }) });
    const route = await run({ request: requestFor('/classes/42/students') });
    const dotted = await run({ request: requestFor('/Not..A%20Page') });

    expect(asset.uri).toBe('/assets/index-abc123.js');
    // A viewer's own header of the cache key's name never reaches the cache key.
    expect(asset.headers['x-portal-language']).toBeUndefined();
    expect([route.uri, dotted.uri]).toEqual(['/index.html', '/index.html']);
    expect(asked).toEqual([]);
  });

  it("replaces a viewer's own language header with the language it picked", async () => {
    expect(await servedFor('/auth/register', { 'x-portal-language': 'ar', 'accept-language': 'es' })).toEqual({
      uri: '/_prerendered/es/auth/register.html',
      language: 'es',
    });
  });
});
