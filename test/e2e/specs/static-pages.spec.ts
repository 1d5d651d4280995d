import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { DEMO_SYSTEM_ALERT_ID, DEMO_SYSTEM_ALERT_MESSAGE } from '../../../bin/seed/demo-system-alert';
import { contentEndpoints } from '../../../shared/api/endpoints/content';
import { formatMomentRange } from '../../../shared/rules/service-detail';
import type { SystemAlert } from '../../../shared/schemas/content';
import {
  arriveAt,
  assertEqual,
  assertTrue,
  expectFocused,
  expectHidden,
  expectVisible,
  spec,
  visit,
  type SpecContext,
} from '../harness';
import { DEMO_PASSWORD, login } from '../portal';

const NOT_FOUND = "Sorry, we couldn't find the page you were looking for.";

/** Whether the point at the centre of the element is the element itself (or inside it): nothing lies over it. */
function uncovered(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return top !== null && (top === element || element.contains(top));
}

/**
 * At 360 px with the demo alert's banner at the window's foot, the login page's last control (in
 * English and in Arabic, whose page is taller) is never left under the banner: scrolled to as far
 * as it can go (its foot at the window's), and with the page scrolled to its end.
 */
async function checkLoginNotCovered(ctx: SpecContext, language: 'en' | 'ar'): Promise<void> {
  const { page } = ctx;
  await visit(ctx, `/auth/login?lang=${language}`, /\/auth\/login/);
  await expectVisible(page.getByText(DEMO_SYSTEM_ALERT_MESSAGE), `the alert's banner (${language})`);
  const last = page.locator('main').locator('a[href], button, input, select, textarea').last();
  await last.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  assertTrue(
    await last.evaluate(uncovered),
    `the login's last control is above the banner when scrolled to (${language})`,
  );
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  assertTrue(await last.evaluate(uncovered), `the login's last control is uncovered at the page's end (${language})`);
}

/** The same text whatever spaces Intl put in it (a narrow no-break space before 'am', a thin one in a range). */
const spaced = (text: string) => text.replace(/\s+/gu, ' ').trim();

/** The banner's maintenance window line of the demo alert. */
async function shownWindow(page: SpecContext['page']): Promise<string> {
  const line = page.locator('[aria-live="polite"] p:has(time)');
  await expectVisible(line, 'the maintenance window on the banner');
  return spaced(await line.innerText());
}

export const staticPageSpecs = [
  spec(
    'static pages: a visitor reads the privacy policy from the footer link, and a link inside a page stays in the SPA',
    async (ctx) => {
      const { page } = ctx;
      await visit(ctx, '/library', /\/library$/);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
      await arriveAt(ctx, /\/privacy-policy$/);
      await expectVisible(
        page.getByRole('heading', { level: 1, name: 'Privacy Policy' }),
        'the privacy policy from the content host',
      );
      await expectVisible(page.getByText('We do not sell personal information'), 'the policy text');
      assertEqual(await page.title(), 'Privacy Policy | App Library', 'document title from the page heading');

      // A link to the site inside a page is followed by the router: the document stays the same.
      await visit(ctx, '/terms-of-use', /\/terms-of-use$/);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).click();
      await arriveAt(ctx, /\/privacy-policy$/);
      assertTrue(await page.evaluate(() => 'sameDocument' in window), 'no page load for a link inside a static page');

      await visit(ctx, '/press', /\/press$/);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Press' }), 'the press page');
    },
  ),

  spec(
    "static pages: a Spanish reader gets the page's Spanish version, a French one the English page, never not-found",
    async (ctx) => {
      const { page } = ctx;
      await visit(ctx, '/privacy-policy', /\/privacy-policy$/);
      const policy = page.getByRole('main').locator('article');
      assertEqual(await policy.getAttribute('lang'), 'en', 'the English page says its language');

      await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
      await expectVisible(
        page.getByRole('heading', { level: 1, name: 'Política de privacidad' }),
        'the Spanish version of the privacy policy (content/html/page/es/)',
      );
      assertEqual(await policy.getAttribute('lang'), 'es', 'the Spanish page says its language');
      assertEqual(await page.title(), 'Política de privacidad | App Library', 'document title from its heading');

      // French has no version of the page: the English one shows, said to be English, with no not-found on the way,
      // and no request for a French version that /config.json does not list (a 404 in the reader's console).
      const frenchVersionsAsked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/content/html/page/fr/'))
          frenchVersionsAsked.push(request.url());
      });
      await page.getByRole('combobox', { name: 'Idioma' }).selectOption('fr');
      await expectVisible(page.getByRole('combobox', { name: 'Langue' }), 'the screens in French');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Privacy Policy' }), 'the English page');
      assertEqual(await policy.getAttribute('lang'), 'en', 'the English page in a French screen says it is English');
      await page.reload();
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Privacy Policy' }), 'English after a reload');
      await expectHidden(page.getByText(NOT_FOUND), 'no not-found for a page without a French version');
      assertEqual(frenchVersionsAsked, [], 'no French version asked for: the page, the header message and the footer');
    },
  ),

  spec('static pages: an unknown page of the content host shows not-found with the contact link', async (ctx) => {
    const { page } = ctx;
    await visit(ctx, '/no-such-page', /\/no-such-page$/);
    await expectVisible(page.getByText(NOT_FOUND), 'the not-found message');
    await expectVisible(page.getByRole('main').getByRole('link', { name: /contact us/i }), 'a contact link');
    assertEqual(await page.title(), 'Page not found | App Library', 'document title');

    // A name that could never be a page is not fetched at all.
    await visit(ctx, '/Not..A%20Page', /\/Not\.\.A%20Page$/);
    await expectVisible(page.getByText(NOT_FOUND), 'not-found for a name that is no page');
  }),

  spec(
    'static pages: the header message and footer come from the content host, the message differs once signed in',
    async (ctx) => {
      const { page } = ctx;
      await visit(ctx, '/library', /\/library$/);
      const message = page.getByRole('region', { name: 'Site message' });
      await expectVisible(message.getByText('every teacher can try any app free'), "the visitors' header message");
      await expectVisible(
        page
          .getByRole('contentinfo')
          .getByRole('region', { name: 'About the App Library' })
          .getByText('helps schools and families'),
        'the footer text',
      );

      await login(ctx, { username: DEMO_ACCOUNTS.teacher.username, password: DEMO_PASSWORD });
      await expectVisible(
        message.getByText('new activities have been added to Maths Quest'),
        'the signed-in header message',
      );
      // Every signed-in reader gets it, one who registered a moment ago too: it never says 'Welcome back'.
      await expectHidden(message.getByText(/welcome back/i), 'no welcome back in the shared signed-in message');
      await expectHidden(message.getByText('every teacher can try any app free'), "the visitors' message is gone");
    },
  ),

  spec(
    "static pages: at 360 px the alert's banner leaves the login page's last control uncovered, in Arabic too",
    async (ctx) => {
      await ctx.page.setViewportSize({ width: 360, height: 740 });
      await checkLoginNotCovered(ctx, 'en');
      await checkLoginNotCovered(ctx, 'ar');
    },
  ),

  spec(
    "static pages: the alert's maintenance window shows in the reader's time zone, named, in English and Spanish",
    async (ctx) => {
      const { page } = ctx;
      await visit(ctx, '/library', /\/library$/);
      const answer = await page.request.get(new URL(contentEndpoints.listSystemAlerts.path, ctx.baseUrl).toString());
      const { systemAlerts } = (await answer.json()) as { systemAlerts: SystemAlert[] };
      const demo = systemAlerts.find((alert) => alert.id === DEMO_SYSTEM_ALERT_ID);
      const [from, until] = [demo?.windowStartsAt, demo?.windowEndsAt];
      if (!from || !until) throw new Error('The demo alert has no maintenance window');

      // The project's browser is in Sydney: the window in Sydney's time, the zone named (AEDT or AEST).
      const sydney = spaced(formatMomentRange(from, until, 'en', 'Australia/Sydney'));
      assertEqual(await shownWindow(page), `Maintenance window: ${sydney}`, 'the window in Sydney time');
      assertTrue(/AE[DS]T/u.test(sydney), `Sydney's zone is named: ${sydney}`);

      // A reader in New York, in Spanish: the same window in New York's time, its zone named.
      const elsewhere = await ctx.browser.newContext({ timezoneId: 'America/New_York', locale: 'es-US' });
      try {
        const reader = await elsewhere.newPage();
        await reader.goto(new URL('/library?lang=es', ctx.baseUrl).toString());
        const newYork = spaced(formatMomentRange(from, until, 'es', 'America/New_York'));
        assertEqual(
          await shownWindow(reader),
          `Ventana de mantenimiento: ${newYork}`,
          'the window in New York, Spanish',
        );
        assertTrue(
          newYork !== spaced(formatMomentRange(from, until, 'es', 'Australia/Sydney')),
          'another zone, other hours',
        );
      } finally {
        await elsewhere.close();
      }
    },
  ),

  spec(
    'static pages: the demo system alert shows, is dismissed with the keyboard and stays dismissed after a reload',
    async (ctx) => {
      const { page } = ctx;
      await visit(ctx, '/library', /\/library$/);
      const alerts = page.getByRole('region', { name: 'System alerts' });
      await expectVisible(alerts.getByText(DEMO_SYSTEM_ALERT_MESSAGE), 'the demo system alert');
      assertEqual(
        await page.getByRole('status').filter({ has: alerts }).count(),
        1,
        'the alerts are in a polite live region',
      );
      if (ctx.project === 'phone') {
        // On a phone the banner keeps to one line; More shows the whole message.
        const text = alerts.getByText(DEMO_SYSTEM_ALERT_MESSAGE);
        const oneLine = (await text.boundingBox())?.height ?? 0;
        const more = alerts.getByRole('button', { name: 'More' });
        await more.click();
        await expectVisible(alerts.getByRole('button', { name: 'Less', expanded: true }), 'Less, expanded');
        assertTrue(((await text.boundingBox())?.height ?? 0) > oneLine * 1.5, 'the whole message shows');
      }

      const dismiss = alerts.getByRole('button', { name: /^Dismiss/ });
      await dismiss.focus();
      await page.keyboard.press('Enter');
      await expectHidden(page.getByText(DEMO_SYSTEM_ALERT_MESSAGE), 'the dismissed alert');
      await expectFocused(page.locator('main'), 'the page (main)');

      await page.reload();
      await arriveAt(ctx, /\/library$/);
      await expectVisible(page.getByRole('heading', { level: 1 }).first(), 'the library after the reload');
      await expectHidden(page.getByText(DEMO_SYSTEM_ALERT_MESSAGE), 'the alert stays dismissed after a reload', 3_000);
    },
  ),
];
