import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../bin/seed/demo-accounts';
import type { Locale } from '../../../shared/i18n/locales';
import { PRERENDERED_KEY_ATTRIBUTE } from '../../../shared/rules/prerendered-markup';
import type { PublicPageInput } from '../../../frontend/src/prerender/render-public-page';
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
 * writes it for a language, is what the browser paints first and what the SPA takes over from its
 * own data (main.tsx), with no console error nor hydration warning, at the project's width and at
 * 360 px. The page is rendered
 * here by the build's renderer (dist/prerender, built by the e2e run) and answered for the page's
 * address with the site's own headers, as the edge answers it.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');

type Renderer = (input: PublicPageInput) => Promise<string>;

async function renderer(): Promise<Renderer> {
  const module = (await import(path.join(ROOT, 'dist/prerender/render-public-page.js'))) as {
    renderPublicPage: Renderer;
  };
  return module.renderPublicPage;
}

const PAGES: { path: string; locale: Locale }[] = [
  { path: '/library', locale: 'en' },
  { path: '/library', locale: 'es' },
  { path: '/auth/login', locale: 'ar' },
  { path: '/auth/register', locale: 'fr' },
  { path: '/contact-us', locale: 'zh-Hans' },
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
 * Answers `pagePath` (English) with its prerendered HTML and holds the SPA's entry script back
 * until the returned release is called, as a slow phone sees the page before the SPA runs.
 */
async function prerenderedWithSpaHeldBack(
  ctx: SpecContext,
  pagePath: string,
): Promise<{ address: string; release: () => void }> {
  const render = await renderer();
  const template = await readFile(path.join(ROOT, 'dist/web/index.html'), 'utf8');
  const address = new URL(pagePath, ctx.baseUrl).toString();
  await servePrerendered(ctx, address, await render({ url: address, locale: 'en', apiOrigin: ctx.baseUrl, template }));
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await ctx.page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { address, release };
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

export const prerenderedPageSpecs = [
  spec(
    'Prerendered pages paint from their HTML and the SPA takes them over without a warning, in each language',
    async (ctx) => {
      const render = await renderer();
      const template = await readFile(path.join(ROOT, 'dist/web/index.html'), 'utf8');
      const trouble = consoleTrouble(ctx.page);
      for (const { path: pagePath, locale } of PAGES) {
        // The language link, as the edge's choice by cookie or Accept-Language would give the same page.
        const address = new URL(`${pagePath}?lang=${locale}`, ctx.baseUrl).toString();
        const html = await render({ url: address, locale, apiOrigin: ctx.baseUrl, template });
        const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1];
        assertTrue(heading !== undefined, `the HTML of ${pagePath} (${locale}) has the page's heading`);
        await servePrerendered(ctx, address, html);
        await ctx.page.goto(address);
        await settled(ctx.page);
        await expectVisible(
          ctx.page.getByRole('heading', { level: 1, name: heading }),
          `${pagePath}'s heading (${locale})`,
        );
        assertEqual(await ctx.page.locator('html').getAttribute('lang'), locale, `${pagePath}'s language`);
        // Rendered over the markup with the page's own data, not from nothing (main.tsx drops the
        // attribute when it renders afresh).
        assertTrue(
          await ctx.page.locator(`#root[${PRERENDERED_KEY_ATTRIBUTE}]`).isVisible(),
          `${pagePath} (${locale}) was rendered from its prerendered data`,
        );
        await checkAccessibility(ctx.page, ctx.a11y, `${pagePath} prerendered (${locale})`);
        await checkLayoutShift(ctx.page, `${pagePath} prerendered (${locale})`);
        await checkAt360(ctx, `${pagePath} prerendered (${locale})`);
        await ctx.page.unroute(address);
      }
      assertEqual(trouble, [], 'console errors and warnings on the prerendered pages');

      // A hydrated page is the SPA: its links go on in the page.
      const address = new URL('/library?lang=en', ctx.baseUrl).toString();
      await servePrerendered(
        ctx,
        address,
        await render({ url: address, locale: 'en', apiOrigin: ctx.baseUrl, template }),
      );
      await ctx.page.goto(address);
      await settled(ctx.page);
      await ctx.page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
      await expectVisible(
        ctx.page.getByRole('heading', { level: 1, name: 'Login' }),
        'the login page, from the library',
      );
      assertEqual(trouble, [], 'console errors and warnings after a hydrated page');
    },
  ),

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
