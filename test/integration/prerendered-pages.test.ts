import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { PRERENDER_ROOT, prerenderPlugins } from '../../bin/build-prerender';
import { DEMO_SERVICES } from '../../bin/seed/services';
import { adminServicesEndpoints } from '../../shared/api/endpoints/admin-services';
import { callEndpoint } from './support/call-endpoint';
import type { Locale } from '../../shared/i18n/locales';
import type { PublicPageInput } from '../../frontend/src/prerender/render-public-page';
import type { PrerenderedData } from '../../frontend/src/prerender/prerendered-data';

/**
 * The renderer of the prerendered pages (frontend/src/prerender/render-public-page.tsx) over the
 * local stack's public API: each kind of page, in a language, is the whole document with the
 * page's words in that language, its lang and dir, its own title, description and canonical
 * address, and the data the SPA hydrates it with. The renderer's modules are loaded from source
 * with the build's transforms (no build needed).
 */

const portal = inject('portal');
let server: ViteDevServer;
let renderPublicPage: (input: PublicPageInput) => Promise<string>;
let template: string;

beforeAll(async () => {
  server = await createServer({
    configFile: false,
    root: PRERENDER_ROOT,
    logLevel: 'error',
    plugins: prerenderPlugins(),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
  });
  ({ renderPublicPage } = (await server.ssrLoadModule('/src/prerender/render-public-page.tsx')) as {
    renderPublicPage: typeof renderPublicPage;
  });
  template = await readFile(path.join(PRERENDER_ROOT, 'index.html'), 'utf8');
});

afterAll(async () => {
  await server?.close();
});

const SITE = 'https://site.example';

function render(pathAndQuery: string, locale: Locale): Promise<string> {
  return renderPublicPage({ url: `${SITE}${pathAndQuery}`, locale, apiOrigin: portal.url, template });
}

const head = (html: string) => ({
  html: /<html [^>]*>/.exec(html)?.[0],
  title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
  description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
  canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
  heading: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1],
  root: /<div id="root"[^>]*>/.exec(html)?.[0],
});

function dataOf(html: string): PrerenderedData {
  const json = /<script type="application\/json" id="prerendered-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? 'null') as PrerenderedData;
}

describe('renderPublicPage', () => {
  it("renders the library's tiles for a visitor, in English", async () => {
    const html = await render('/library', 'en');
    expect(head(html)).toEqual({
      html: '<html lang="en" dir="ltr">',
      title: 'App Library',
      description: 'Choose an app to see what it offers and how to get started.',
      canonical: `${SITE}/library`,
      heading: 'Learning apps for school and home',
      root: '<div id="root" data-prerendered="library" data-prerendered-locale="en">',
    });
    // The demo apps' tiles, coloured without an inline style (the site's CSP refuses those), and
    // the visitor's header (Login, Register).
    expect(html).toContain('Coding Club');
    expect(html).toMatch(/<rect width="100%" height="100%" fill="#[0-9A-Fa-f]{6}">/);
    expect(html).not.toContain(' style="');
    expect(html).toMatch(/href="\/auth\/login"[^>]*>Login</);
    const data = dataOf(html);
    expect(data).toMatchObject({ key: 'library', locale: 'en' });
    expect(data.queries.queries.map((query) => query.queryKey)).toContainEqual(['public', 'services']);
    // Only public data: never a session, even a signed-out one.
    expect(data.queries.queries.every((query) => query.queryKey[0] === 'public')).toBe(true);
  });

  it('renders the library in Spanish, its canonical address the Spanish link', async () => {
    const html = await render('/library?utm_source=mail', 'es');
    expect(head(html)).toMatchObject({
      html: '<html lang="es" dir="ltr">',
      title: 'App Library',
      heading: 'Aplicaciones educativas para la escuela y el hogar',
      canonical: `${SITE}/library?lang=es`,
      root: '<div id="root" data-prerendered="library" data-prerendered-locale="es">',
    });
  });

  it('renders the login page in Arabic, right to left', async () => {
    const html = await render('/auth/login', 'ar');
    expect(head(html)).toMatchObject({
      html: '<html lang="ar" dir="rtl">',
      title: 'تسجيل الدخول | App Library',
      description: 'مرحبًا بعودتك! سجّل الدخول للوصول إلى تطبيقاتك.',
      canonical: `${SITE}/auth/login?lang=ar`,
      heading: 'تسجيل الدخول',
    });
  });

  it('renders the registration page in French', async () => {
    const html = await render('/auth/register', 'fr');
    expect(head(html)).toMatchObject({
      html: '<html lang="fr" dir="ltr">',
      canonical: `${SITE}/auth/register?lang=fr`,
      heading: 'Inscrivez-vous GRATUITEMENT',
      root: '<div id="root" data-prerendered="auth/register" data-prerendered-locale="fr">',
    });
    expect(head(html).description).toContain('Inscrivez-vous GRATUITEMENT');
  });

  it('renders Contact Us in Simplified Chinese, with the public contact details', async () => {
    const html = await render('/contact-us', 'zh-Hans');
    expect(head(html)).toMatchObject({
      html: '<html lang="zh-Hans" dir="ltr">',
      title: '联系我们 | App Library',
      canonical: `${SITE}/contact-us?lang=zh-Hans`,
      heading: '联系我们',
    });
    expect(html).toContain('+61 2 5550 1234');
  });

  it('refuses an address that is not a prerendered page', async () => {
    await expect(render('/parent/children', 'en')).rejects.toThrow('Not a prerendered page: /parent/children');
    await expect(render('/auth/login?intended=%2Fparent', 'en')).rejects.toThrow('Not a prerendered page');
  });

  it('refuses a static page the content host does not have, and an app the library does not have', async () => {
    await expect(render('/no-such-page', 'en')).rejects.toThrow('The page no-such-page could not be loaded');
    await expect(render('/library?app=no-such-app', 'en')).rejects.toThrow('names no app of the library');
  });
});

/** The root's markup alone: what the visitor sees, without the page's data (JSON the browser never runs). */
const markupOf = (html: string) =>
  /<div id="root"[^>]*>([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';

describe("renderPublicPage: an app's page and a static page, their staff-written HTML sanitised", () => {
  /** Typing Tutor: seeded without texts in other languages; given French ones here, a script among them. */
  const typingTutor = DEMO_SERVICES.find((service) => service.identifier === 'typing-tutor');
  const serviceId = typingTutor?.id ?? '';

  beforeAll(async () => {
    const saved = await callEndpoint(adminServicesEndpoints.updateServiceTranslations, {
      params: { serviceId },
      body: {
        fr: {
          name: 'Tuteur de frappe',
          description:
            '<p>La frappe au clavier pour les jeunes élèves. <a href="https://typing-tutor.example/fr">En savoir plus</a></p>' +
            '<script>alert("script")</script><img src="/logo.png" alt="" onerror="alert(\'onerror\')">',
        },
      },
      as: 'staff',
    });
    expect(saved.status).toBe(200);
  });

  afterAll(async () => {
    await callEndpoint(adminServicesEndpoints.updateServiceTranslations, {
      params: { serviceId },
      body: {},
      as: 'staff',
    });
  });

  it("renders an app's deep link in French: its texts in French, sanitised as the SPA does, its own title and description", async () => {
    const html = await render('/library?app=typing-tutor', 'fr');

    expect(head(html)).toMatchObject({
      html: '<html lang="fr" dir="ltr">',
      title: 'Tuteur de frappe | App Library',
      description: 'La frappe au clavier pour les jeunes élèves. En savoir plus',
      // One address for search engines, whichever link named the app: the sitemap's.
      canonical: `${SITE}/library?serviceId=${serviceId}&amp;lang=fr`,
      root: '<div id="root" data-prerendered="library/app/typing-tutor" data-prerendered-locale="fr">',
    });
    const markup = markupOf(html);
    // The detail in the page: its name, its description without the script or the handler, its link opening a new tab.
    expect(markup).toContain('Tuteur de frappe');
    expect(markup).toContain(
      '<p>La frappe au clavier pour les jeunes élèves. <a href="https://typing-tutor.example/fr" target="_blank" rel="noopener noreferrer">En savoir plus</a></p><img src="/logo.png" alt="">',
    );
    expect(markup).not.toContain('alert(');
    expect(markup).not.toContain('<script');
    expect(markup).not.toContain('onerror');
    // The interface around it in French (the library's tiles, the header's Login).
    expect(head(html).heading).toBe('Des applications éducatives pour l’école et la maison');
    expect(markup).toMatch(/href="\/auth\/login"[^>]*>Se connecter</);
    // Nothing the site's CSP would refuse (a style attribute).
    expect(markup).not.toContain(' style="');
    expect(dataOf(html)).toMatchObject({ key: 'library/app/typing-tutor', locale: 'fr' });
  });

  it('renders an app by its id in English, its description the English one', async () => {
    const html = await render(`/library?serviceId=${serviceId}`, 'en');

    expect(head(html)).toMatchObject({
      title: 'Typing Tutor | App Library',
      description: 'Touch typing for young learners. Sign-in happens on the publisher’s own site.',
      canonical: `${SITE}/library?serviceId=${serviceId}`,
    });
    expect(markupOf(html)).toContain(typingTutor?.description);
  });

  it('renders a static page in the language it has a version in, its title its heading and its description its first paragraph', async () => {
    const html = await render('/privacy-policy', 'es');

    expect(head(html)).toMatchObject({
      html: '<html lang="es" dir="ltr">',
      title: 'Política de privacidad | App Library',
      canonical: `${SITE}/privacy-policy?lang=es`,
      heading: 'Política de privacidad',
      root: '<div id="root" data-prerendered="page/privacy-policy" data-prerendered-locale="es">',
    });
    expect(head(html).description).toMatch(/^Esta política explica qué datos recoge App Library/);
    expect(markupOf(html)).toContain('<article lang="es" dir="auto"');
    // Links to the site stay in the tab, for the router.
    expect(markupOf(html)).toContain('<a href="/contact-us">');
  });

  it('renders a static page with no version in the language in English, in the interface of the language', async () => {
    const html = await render('/press', 'ar');

    expect(head(html)).toMatchObject({
      html: '<html lang="ar" dir="rtl">',
      title: 'Press | App Library',
      description:
        'The App Library brings learning apps for reading, spelling, mathematics and science to schools, families and individual learners, with one sign-in for all of…',
      canonical: `${SITE}/press?lang=ar`,
      heading: 'Press',
    });
    expect(markupOf(html)).toContain('<article lang="en" dir="auto"');
    expect(markupOf(html)).toMatch(/href="\/auth\/login"[^>]*>تسجيل الدخول</);
    expect(dataOf(html).queries.queries.map((query) => query.queryKey)).toContainEqual([
      'public',
      'static-page',
      'page',
      'press',
      'ar',
    ]);
  });
});
