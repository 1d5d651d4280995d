import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { Page, Route } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../bin/seed/demo-accounts';
import type { Locale } from '../../../shared/i18n/locales';
import { PRERENDERED_KEY_ATTRIBUTE } from '../../../shared/rules/prerendered-markup';
import type { PublicPageInput } from '../../../frontend/src/prerender/render-public-page';
import { styleHash } from '../../../lib-infra/web/inline-style-hashes';
import {
  assertEqual,
  assertTrue,
  checkAccessibility,
  checkAt360,
  checkLayoutShift,
  expectVisible,
  settled,
  spec,
  type SpecContext,
} from '../harness';
import { login } from '../portal';

/**
 * The prerendered public pages (docs/internals.md "Prerendered pages"): each page, as the renderer
 * writes it for a language, is what the browser paints first and what the SPA hydrates from its
 * own data (main.tsx): the markup's nodes are kept, with no console error nor hydration warning,
 * at 360 px on the phone and at the desktop's width. The page is rendered here by the build's
 * renderer (dist/prerender, built by the e2e run) and answered for the page's address with the
 * site's own headers, as the edge answers it.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');

type Renderer = (input: PublicPageInput) => Promise<string>;

async function renderer(): Promise<Renderer> {
  const module = (await import(path.join(ROOT, 'dist/prerender/render-public-page.js'))) as {
    renderPublicPage: Renderer;
  };
  return module.renderPublicPage;
}

/**
 * The pages as a visitor meets them, each right after one in another language: `wordsLast` holds
 * back one of the page's catalogue parts (`common`, or the page's own), so the SPA receives them
 * in that order, as a network may deliver them; the words must be the markup's either way.
 */
interface Visit {
  path: string;
  locale: Locale;
  wordsLast?: 'common' | 'auth';
}

const IN_ENGLISH_AND_ARABIC: Visit[] = [
  { path: '/library', locale: 'en' },
  { path: '/auth/login', locale: 'en' },
  { path: '/auth/register', locale: 'en' },
  { path: '/contact-us', locale: 'en' },
  { path: '/library', locale: 'ar' },
  { path: '/auth/login', locale: 'ar', wordsLast: 'common' },
  { path: '/auth/register', locale: 'ar' },
  { path: '/contact-us', locale: 'ar' },
];

// A page's own catalogue part may word a header's message otherwise than `common` (French's Register
// and Login did): the registration page then shows the auth part's wording, the library page the
// common part's, in the markup as in the SPA whichever part arrives first.
const IN_FRENCH_AND_CHINESE: Visit[] = [
  { path: '/auth/register', locale: 'fr', wordsLast: 'common' },
  { path: '/auth/register', locale: 'fr', wordsLast: 'auth' },
  { path: '/library', locale: 'fr' },
  { path: '/contact-us', locale: 'zh-Hans' },
  { path: '/library', locale: 'zh-Hans' },
  { path: '/auth/login', locale: 'zh-Hans', wordsLast: 'auth' },
  { path: '/auth/register', locale: 'zh-Hans' },
];

/** Answers the document at `address` with the prerendered page, under the headers the site sends for it. */
async function servePrerendered(ctx: SpecContext, address: string, html: string): Promise<void> {
  await ctx.page.route(address, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const site = await route.fetch();
    const headers = { ...site.headers() };
    delete headers['content-length'];
    delete headers['content-encoding'];
    await route.fulfill({ status: 200, headers, body: html });
  });
}

/**
 * Nothing of the page's first paint waits for another request: each stylesheet is inline, allowed
 * by the site's CSP by its hash (a refused one would also be a console error), its file's link
 * disabled; the SPA's scripts wait in the template that the page's script starts after the paint.
 */
async function checkPaintsAlone(ctx: SpecContext, address: string, html: string): Promise<void> {
  const csp = (await ctx.page.request.get(address)).headers()['content-security-policy'] ?? '';
  const styleSources = /style-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
  const head = html.slice(0, html.indexOf('</head>'));
  const styles = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
  assertTrue(styles.length > 0, `${address} carries its stylesheets inline`);
  for (const css of styles)
    assertTrue(styleSources.includes(styleHash(css)), `the CSP of ${address} allows its inline stylesheet by its hash`);
  const outsideTemplate = head.replace(/<template[\s\S]*?<\/template>/g, '');
  assertEqual(
    [...outsideTemplate.matchAll(/<link\b[^>]*\brel="(?:stylesheet|modulepreload|preload)"[^>]*>/g)]
      .map((match) => match[0])
      .filter((link) => !/\bdisabled\b/.test(link)),
    [],
    `what ${address} loads before its first paint`,
  );
  assertEqual(/<script\b[^>]*\bsrc=/.test(outsideTemplate), false, `a script ${address} loads before its first paint`);
}

/** The entry script of the SPA's build. */
const ENTRY_SCRIPT = /\/assets\/index-[^/]*\.js$/;

/**
 * Answers `pagePath` with its prerendered HTML in `locale` and holds the SPA's entry script back
 * until the returned release is called, as a slow phone sees the page before the SPA runs; `done`
 * stops answering so.
 */
async function prerenderedWithSpaHeldBack(
  ctx: SpecContext,
  pagePath: string,
  locale: Locale = 'en',
): Promise<{ address: string; html: string; release: () => void; done: () => Promise<void> }> {
  const render = await renderer();
  const template = await readFile(path.join(ROOT, 'dist/web/index.html'), 'utf8');
  const address = new URL(pagePath, ctx.baseUrl).toString();
  const html = await render({ url: address, locale, apiOrigin: ctx.baseUrl, template });
  await servePrerendered(ctx, address, html);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const holdBack = async (route: Route) => {
    await released;
    await route.continue();
  };
  await ctx.page.route(ENTRY_SCRIPT, holdBack);
  const done = async () => {
    await ctx.page.unroute(address);
    await ctx.page.unroute(ENTRY_SCRIPT, holdBack);
  };
  return { address, html, release, done };
}

/** The Arabic login page with the SPA held back (a slow phone), its language menu there to use. */
async function arabicLoginBeforeTheSpa(ctx: SpecContext) {
  const held = await prerenderedWithSpaHeldBack(ctx, '/auth/login?lang=ar', 'ar');
  await ctx.page.goto(held.address, { waitUntil: 'commit' });
  const menu = ctx.page.getByRole('combobox', { name: 'اللغة' });
  await menu.waitFor({ state: 'visible' });
  return { ...held, menu };
}

/** The page speaks English, left to right, once the SPA has taken the choice. */
async function expectEnglish(ctx: SpecContext): Promise<void> {
  await expectVisible(ctx.page.getByRole('link', { name: 'Login', exact: true }), 'the header in English');
  assertEqual(await ctx.page.locator('html').getAttribute('dir'), 'ltr', 'English reads left to right');
}

/** Delivers a catalogue part's chunks (one per language: `common-….js`, `auth-….js`) after the others. */
async function deliverWordsLast(ctx: SpecContext, part: string): Promise<() => Promise<void>> {
  const chunk = new RegExp(`/assets/${part}-[^/]*\\.js$`);
  const late = async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  };
  await ctx.page.route(chunk, late);
  return () => ctx.page.unroute(chunk, late);
}

/** What the spec marks on the markup before the SPA runs: the page's heading and the header's links. */
const MARKED = '#root h1, #root header a';

/**
 * Visits each page as its markup arrives, marks its heading and the header's links before the SPA
 * runs, then lets the SPA run: the marked nodes must be the ones on screen once it has (hydrated,
 * not drawn again), in the page's language, with no console error nor hydration warning, axe clean
 * at the project's width and at 360 px.
 */
async function hydrateEach(ctx: SpecContext, visits: readonly Visit[]): Promise<void> {
  // The phone at the smallest width the portal serves, from the first paint on.
  if (ctx.project === 'phone') await ctx.page.setViewportSize({ width: 360, height: 780 });
  const trouble = consoleTrouble(ctx.page);
  for (const { path: pagePath, locale, wordsLast } of visits) {
    const what = `${pagePath} prerendered (${locale}${wordsLast ? `, ${wordsLast} words last` : ''})`;
    // The language link, as the edge's choice by cookie or Accept-Language would give the same page.
    const page = await prerenderedWithSpaHeldBack(
      ctx,
      `${pagePath}${pagePath.includes('?') ? '&' : '?'}lang=${locale}`,
      locale,
    );
    const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(page.html)?.[1];
    assertTrue(heading !== undefined, `the HTML of ${what} has the page's heading`);
    await checkPaintsAlone(ctx, page.address, page.html);
    const undelay = wordsLast ? await deliverWordsLast(ctx, wordsLast) : null;
    await ctx.page.goto(page.address, { waitUntil: 'commit' });
    await ctx.page.locator('#root h1').waitFor({ state: 'attached' });
    await ctx.page.locator('#root header').waitFor({ state: 'attached' });
    const count = await ctx.page.evaluate((selector) => {
      const nodes = document.querySelectorAll(selector);
      for (const node of nodes) (node as Element & { fromMarkup?: boolean }).fromMarkup = true;
      return nodes.length;
    }, MARKED);
    page.release();
    // React's keys on the page's <main>: the SPA has adopted it (hydrated) or drawn one in its place
    // (a static page's heading is the content host's HTML, which React holds but never keys).
    await ctx.page.waitForFunction(() => {
      const main = document.querySelector('#root main');
      return main !== null && Object.keys(main).some((key) => key.startsWith('__react'));
    });
    await settled(ctx.page);
    await undelay?.();
    await page.done();
    assertEqual(trouble.splice(0), [], `console errors and warnings on ${what}`);
    await expectVisible(ctx.page.getByRole('heading', { level: 1, name: heading }), `${what}: its heading`);
    assertEqual(await ctx.page.locator('html').getAttribute('lang'), locale, `${what}: its language`);
    // main.tsx drops the mark when it renders a page afresh rather than from its markup and data.
    assertEqual(await ctx.page.locator(`#root[${PRERENDERED_KEY_ATTRIBUTE}]`).count(), 1, `${what}: kept its markup`);
    assertEqual(
      await ctx.page.evaluate(
        (selector) =>
          [...document.querySelectorAll(selector)].filter(
            (node) => (node as Element & { fromMarkup?: boolean }).fromMarkup === true,
          ).length,
        MARKED,
      ),
      count,
      `${what}: the heading and the header's links are the markup's nodes, hydrated, not drawn again`,
    );
    await checkAccessibility(ctx.page, ctx.a11y, what);
    await checkLayoutShift(ctx.page, what);
    if (ctx.project !== 'phone') await checkAt360(ctx, what);
  }
}

/**
 * Console errors and warnings of the page (a hydration mismatch is one), from now on. A language's
 * version of a content fragment the content host lacks is a 404 the SPA expects (it then reads the
 * English one), and the twin's user pool has an address of its own (Amplify warns of it): those
 * lines are left out.
 */
function consoleTrouble(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('Failed to load resource') || text.includes('custom Amazon')) return;
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${text} (${message.location().url})`);
  });
  page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
  return messages;
}

/**
 * The twin's --dist server answers `address` with the page the prerender job wrote (which it runs
 * once the demo data is in, in the background), as the edge does in AWS; waits for the job.
 */
async function servedPrerendered(ctx: SpecContext, address: string, key: string): Promise<string> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const html = await (await ctx.page.request.get(new URL(address, ctx.baseUrl).toString())).text();
    if (html.includes(`${PRERENDERED_KEY_ATTRIBUTE}="${key}"`)) return html;
    if (Date.now() > deadline) throw new Error(`${address} is not served prerendered as ${key}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/**
 * The prerender job's Lambda package holds dist/prerender as it is, with no node_modules beside it
 * (bin/build-functions.ts packPrerenderer): a copy outside the repository, in a process of its own,
 * renders an app's page, its description sanitised over the renderer's own jsdom.
 */
async function checkRendersAlone(ctx: SpecContext): Promise<void> {
  const copy = await mkdtemp(path.join(os.tmpdir(), 'prerenderer-'));
  try {
    await cp(path.join(ROOT, 'dist/prerender'), copy, { recursive: true });
    const script = `const { renderPublicPage } = await import(${JSON.stringify(pathToFileURL(path.join(copy, 'render-public-page.js')).href)});
const html = await renderPublicPage(JSON.parse(process.argv[1]));
process.stdout.write(html);`;
    const input = {
      url: new URL('/library?app=reading-rockets', ctx.baseUrl).toString(),
      locale: 'fr',
      apiOrigin: ctx.baseUrl,
      template: await readFile(path.join(ROOT, 'dist/web/index.html'), 'utf8'),
    };
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--input-type=module', '-e', script, JSON.stringify(input)],
      { cwd: copy, maxBuffer: 10_000_000 },
    );
    assertTrue(
      stdout.includes('<strong>des centaines de livres décodables</strong>'),
      "the packaged renderer alone renders an app's description",
    );
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

/**
 * An app's deep link paints the app's detail from its HTML (docs/internals.md "Prerendered
 * pages"): with the SPA held back the dialog is open, its name its heading; once hydrated it is the
 * same node, now modal (focus inside, Tab kept inside, Escape closes it), and no frame before or
 * during the hydration shows it closed or elsewhere. The link names the app by its identifier in
 * `?serviceId=`, as a hand-made link may, which the edge serves the identifier's page for.
 */
async function checkAppDetailFromMarkup(ctx: SpecContext): Promise<void> {
  if (ctx.project === 'phone') await ctx.page.setViewportSize({ width: 360, height: 780 });
  const trouble = consoleTrouble(ctx.page);
  const what = "an app's deep link by its identifier in ?serviceId=";
  const page = await prerenderedWithSpaHeldBack(ctx, '/library?serviceId=reading-rockets&lang=en');
  assertTrue(/<dialog [^>]*\bopen=""/.test(page.html), `${what}: the detail is open in the HTML`);
  await ctx.page.goto(page.address, { waitUntil: 'commit' });
  const detail = ctx.page.getByRole('dialog', { name: 'Reading Rockets' });
  await expectVisible(
    detail.getByRole('heading', { name: 'Reading Rockets' }),
    `${what}: the app's name before the SPA runs`,
  );
  // Every frame from now on: the dialog open, and where it was at first paint.
  await ctx.page.evaluate(() => {
    const dialog = document.querySelector('dialog') as HTMLDialogElement & { fromMarkup?: boolean };
    dialog.fromMarkup = true;
    const first = dialog.getBoundingClientRect();
    const frames: string[] = [];
    (window as unknown as { __dialogFrames: string[] }).__dialogFrames = frames;
    const sample = () => {
      const now = dialog.getBoundingClientRect();
      if (!dialog.open || !dialog.isConnected || now.x !== first.x || now.y !== first.y || now.width !== first.width)
        frames.push(
          `open ${dialog.open}, at ${now.x},${now.y} ${now.width} wide (first ${first.x},${first.y} ${first.width})`,
        );
      if (frames.length < 20) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  page.release();
  await ctx.page.waitForFunction(() => {
    const dialog = document.querySelector('#root dialog');
    return dialog !== null && dialog.matches(':modal') && Object.keys(dialog).some((key) => key.startsWith('__react'));
  });
  await settled(ctx.page);
  await page.done();
  assertEqual(
    await ctx.page.evaluate(() => (window as unknown as { __dialogFrames: string[] }).__dialogFrames),
    [],
    `${what}: frames where the dialog was closed or moved`,
  );
  assertTrue(
    await detail.evaluate((dialog) => (dialog as Element & { fromMarkup?: boolean }).fromMarkup === true),
    `${what}: the dialog is the markup's node, hydrated, not drawn again`,
  );
  assertTrue(
    await detail.evaluate((dialog) => dialog.contains(document.activeElement)),
    `${what}: focus in the dialog`,
  );
  await checkAccessibility(ctx.page, ctx.a11y, `${what}, hydrated`);
  await checkLayoutShift(ctx.page, what);
  if (ctx.project !== 'phone') await checkAt360(ctx, `${what}, hydrated`);
  for (let step = 0; step < 8; step += 1) await ctx.page.keyboard.press('Tab');
  assertTrue(
    await detail.evaluate((dialog) => dialog.contains(document.activeElement)),
    `${what}: Tab stays in the modal`,
  );
  await ctx.page.keyboard.press('Escape');
  await detail.waitFor({ state: 'detached' });
  await expectVisible(ctx.page.getByRole('heading', { name: 'App Library' }), `${what}: the library, after Escape`);
  assertTrue(
    await ctx.page.evaluate(
      () => document.activeElement === document.body && document.querySelector('dialog') === null,
    ),
    `${what}: focus back where it was before the dialog (the page's own), no dialog left`,
  );
  assertEqual(trouble, [], `console errors and warnings on ${what}`);
}

export const prerenderedPageSpecs = [
  spec("An app's deep link and a static page are served prerendered and hydrate, at both widths", async (ctx) => {
    // Written by the twin's prerender job and served by its --dist server as the edge serves them.
    const app = await servedPrerendered(ctx, '/library?app=reading-rockets&lang=es', 'library/app/reading-rockets');
    assertTrue(app.includes('<title>Reading Rockets | App Library</title>'), "the app's page has its own title");
    assertTrue(
      app.includes('<meta name="description" content="Lecciones de fonética y lectura'),
      "the app's page is described by its description in Spanish",
    );
    const press = await servedPrerendered(ctx, '/press?lang=ar', 'page/press');
    assertTrue(press.includes('<html lang="ar" dir="rtl">'), 'the static page in the Arabic interface');
    await checkRendersAlone(ctx);

    await hydrateEach(ctx, [{ path: '/library?app=reading-rockets', locale: 'es' }]);
    // The SPA opens the app's detail over the library: its description, sanitised as the markup's.
    const detail = ctx.page.getByRole('dialog', { name: 'Reading Rockets' });
    await expectVisible(detail.getByText('cientos de libros decodificables'), "the app's description in Spanish");
    await checkAccessibility(ctx.page, ctx.a11y, "an app's prerendered deep link, its detail open");
    if (ctx.project !== 'phone') await checkAt360(ctx, "an app's prerendered deep link, its detail open");
    await checkAppDetailFromMarkup(ctx);

    await hydrateEach(ctx, [
      { path: '/privacy-policy', locale: 'es' },
      { path: '/press', locale: 'ar' },
    ]);
    // A page with no version in the language: the English page, in the interface of the language.
    await expectVisible(
      ctx.page.locator('article[lang="en"]').getByRole('heading', { name: 'Press' }),
      'the press page',
    );
  }),

  spec('Prerendered pages hydrate in English and Arabic, with no warning, at both widths', async (ctx) => {
    await hydrateEach(ctx, IN_ENGLISH_AND_ARABIC);

    // A hydrated page is the SPA: its links go on in the page.
    const trouble = consoleTrouble(ctx.page);
    const address = new URL('/library?lang=en', ctx.baseUrl).toString();
    const render = await renderer();
    const template = await readFile(path.join(ROOT, 'dist/web/index.html'), 'utf8');
    await servePrerendered(
      ctx,
      address,
      await render({ url: address, locale: 'en', apiOrigin: ctx.baseUrl, template }),
    );
    await ctx.page.goto(address);
    await settled(ctx.page);
    await ctx.page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expectVisible(ctx.page.getByRole('heading', { level: 1, name: 'Login' }), 'the login page, from the library');
    assertEqual(trouble, [], 'console errors and warnings after a hydrated page');
  }),

  spec('Prerendered pages hydrate in French and Chinese whichever words arrive first', async (ctx) => {
    await hydrateEach(ctx, IN_FRENCH_AND_CHINESE);
  }),

  spec('What a visitor types in the prerendered login form before the SPA runs is kept', async (ctx) => {
    const trouble = consoleTrouble(ctx.page);
    // The SPA's code comes late (a slow phone): the visitor types into the markup meanwhile.
    const { address, release } = await prerenderedWithSpaHeldBack(ctx, '/auth/login?lang=en');
    await ctx.page.goto(address, { waitUntil: 'commit' });
    const username = ctx.page.locator('#root input[name="username"]');
    await username.waitFor({ state: 'visible' });
    await username.fill(DEMO_ACCOUNTS.parent.username);
    release();
    // The field React draws in the markup's place (its nodes carry React's own keys).
    await ctx.page.waitForFunction(() => {
      const field = document.querySelector('#root input[name="username"]');
      return field !== null && Object.keys(field).some((key) => key.startsWith('__react'));
    });
    assertEqual(await username.inputValue(), DEMO_ACCOUNTS.parent.username, 'the username typed before the SPA ran');
    assertTrue(
      await username.evaluate((field) => document.activeElement === field),
      'the caret still in the field typed in',
    );
    // The form knows the value too: the login goes through with it.
    await ctx.page.getByLabel('Password').fill(DEMO_PASSWORD);
    await ctx.page.getByRole('button', { name: 'Login', exact: true }).click();
    await ctx.page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
    await checkAccessibility(ctx.page, ctx.a11y, 'signed in after typing into the prerendered login form');
    assertEqual(trouble, [], 'console errors and warnings');
  }),

  spec('A language chosen from the prerendered menu before the SPA runs is the language it speaks', async (ctx) => {
    const trouble = consoleTrouble(ctx.page);
    // A slow phone: the Arabic page is there, its menu works as a menu, the SPA has not come yet.
    const { menu, release, done } = await arabicLoginBeforeTheSpa(ctx);
    await menu.selectOption('en');
    release();
    await expectEnglish(ctx);
    assertEqual(await ctx.page.getByRole('combobox', { name: 'Language' }).inputValue(), 'en', 'the menu says English');
    await done();
    // The choice is kept as if made after the SPA ran: the next visit opens in English.
    await ctx.page.goto(new URL('/auth/login', ctx.baseUrl).toString());
    await expectVisible(ctx.page.getByRole('link', { name: 'Login', exact: true }), 'English after a reload');
    await checkAccessibility(ctx.page, ctx.a11y, 'the login page in the language chosen before the SPA ran');
    assertEqual(trouble, [], 'console errors and warnings');
  }),

  spec('A language chosen while the SPA adopts the prerendered page is the language it speaks', async (ctx) => {
    const trouble = consoleTrouble(ctx.page);
    const { release, done } = await arabicLoginBeforeTheSpa(ctx);
    // The visitor's choice lands in the one moment between React taking the page (it listens on
    // #root) and its first render: the event makes React adopt the page at once.
    await ctx.page.evaluate(() => {
      const root = document.getElementById('root');
      const listen = EventTarget.prototype.addEventListener;
      EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<typeof listen>) {
        listen.apply(this, args);
        if (this !== root || args[0] !== 'change') return;
        EventTarget.prototype.addEventListener = listen;
        queueMicrotask(() => {
          const menu = document.querySelector<HTMLSelectElement>('#root select[name="language"]');
          if (!menu) return;
          menu.value = 'en';
          menu.dispatchEvent(new Event('input', { bubbles: true }));
          menu.dispatchEvent(new Event('change', { bubbles: true }));
        });
      };
    });
    release();
    await expectEnglish(ctx);
    await done();
    await checkAccessibility(ctx.page, ctx.a11y, 'the login page in the language chosen as the SPA adopted it');
    assertEqual(trouble, [], 'console errors and warnings');
  }),

  spec('A signed-in visitor never sees the prerendered signed-out page', async (ctx) => {
    await login(ctx, { username: DEMO_ACCOUNTS.parent.username, password: DEMO_PASSWORD });
    const trouble = consoleTrouble(ctx.page);
    // The SPA's code comes late, so the page is seen as it is before it runs.
    const { address, release } = await prerenderedWithSpaHeldBack(ctx, '/library');
    // Module scripts hold DOMContentLoaded: the page is parsed (and painted) once its markup is there.
    await ctx.page.goto(address, { waitUntil: 'commit' });
    await ctx.page.locator('#root h1').waitFor({ state: 'attached' });
    assertEqual(
      await ctx.page.locator('#root').evaluate((root) => getComputedStyle(root).visibility),
      'hidden',
      'the signed-out markup before the SPA runs',
    );
    release();
    await expectVisible(ctx.page.getByRole('heading', { name: 'My Apps' }), "the parent's own library");
    assertEqual(
      await ctx.page.locator('#root').evaluate((root) => getComputedStyle(root).visibility),
      'visible',
      'the page once the SPA has rendered it',
    );
    assertEqual(trouble, [], 'console errors and warnings');
  }),
];
