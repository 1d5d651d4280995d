import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { APP_LAUNCH_MESSAGES } from '../../../shared/schemas/app-launch';
import { APP_SHARING_MESSAGES } from '../../../shared/schemas/app-sharing';
import { BLOCKED_BY_PARENT_BADGE } from '../../../shared/schemas/user-service';
import {
  arriveAt,
  assertEqual,
  checkAccessibility,
  checkAt360,
  expectHidden,
  expectVisible,
  spec,
  visit,
  type SpecContext,
} from '../harness';
import { DEMO_PASSWORD, login, userMenuButton } from '../portal';

function toolbarButton(page: Page, name: string) {
  return page.getByRole('toolbar', { name: 'Child account actions' }).getByRole('button', { name, exact: true });
}

/** One app's panel on Apps and sharing (the list item holding its heading). */
function appPanel(page: Page, app: string) {
  return page
    .getByRole('list', { name: /^Apps .* can open$/ })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^${app}`) }) });
}

async function attribute(page: Page, name: string): Promise<string | null> {
  const cell = page.locator(`[data-attribute="${name}"]`);
  return (await cell.count()) ? (await cell.innerText()).trim() : null;
}

async function openChildApps(ctx: SpecContext, child: 'Mia' | 'Leo'): Promise<void> {
  await visit(ctx, '/parent', /\/parent$/);
  await ctx.page.getByRole('checkbox', { name: new RegExp(`^Select ${child} `) }).check();
  await toolbarButton(ctx.page, 'Apps and Sharing').click();
  await arriveAt(ctx, /\/parent\/children\/[^/]+\/apps$/);
  await expectVisible(
    ctx.page.getByRole('heading', { name: `Apps and sharing: ${child}`, level: 1 }),
    'Apps and sharing',
  );
}

const openMiasApps = (ctx: SpecContext) => openChildApps(ctx, 'Mia');

/** Back to the parent's own account from Login To Child (the user menu, or the bar on a phone). */
async function switchToParent(ctx: SpecContext): Promise<void> {
  const { page } = ctx;
  await visit(ctx, '/library', /\/library/);
  await userMenuButton(page).click();
  await page
    .getByRole('menuitem', { name: 'Switch to Parent Account' })
    .or(page.getByRole('button', { name: 'Switch to Parent Account', exact: true }))
    .or(page.getByRole('link', { name: 'Switch to Parent Account', exact: true }))
    .first()
    .click();
  await arriveAt(ctx, /\/parent$/);
}

/** Saves a choice for one app and waits for its message. */
async function choose(ctx: SpecContext, app: string, label: string): Promise<void> {
  const panel = appPanel(ctx.page, app);
  await panel.getByRole('radio', { name: label }).check();
  await panel.getByRole('button', { name: 'Save' }).click();
  await expectVisible(ctx.page.getByText(APP_SHARING_MESSAGES.saved(app)), `${app}: ${label} saved`);
}

/**
 * Apps and sharing (ARCHITECTURE 'What an app may know about a person': the family's sharing
 * choices): the demo parent lets Maths Quest know only Mia's first name and blocks World Atlas; as
 * Mia (Login To Child) the library shows World Atlas blocked by the parent and Maths Quest, opened,
 * is told the first name alone. The choices go back to the default after.
 */
export const appSharingSpecs = [
  spec(
    "app sharing: a parent sets Maths Quest to 'first name only' and blocks World Atlas for Mia; as Mia the app gets the first name alone",
    async (ctx) => {
      const { page } = ctx;
      await login(ctx, { username: DEMO_ACCOUNTS.parent.username, password: DEMO_PASSWORD });
      await openMiasApps(ctx);
      const mathsQuest = appPanel(page, 'Maths Quest');
      await expectVisible(mathsQuest.getByText(/last initial/).first(), 'what Maths Quest receives now');
      // Each choice names exactly what it sends (the launch's own rule), the default's username too.
      const sends = async (description: RegExp) =>
        ((await mathsQuest.getByText(description).innerText()).split('Sends: ')[1] ?? '').trim();
      assertEqual(
        await sends(/^As the app is registered with the App Library\. Sends:/),
        'a pseudonymous id, username, first name, last initial, account type (child), kind of access (subscription, trial or free), when access ends.',
        'what the default sends, the username too',
      );
      assertEqual(
        await sends(/^No last initial, last name, username or e-mail address\. Sends:/),
        'a pseudonymous id, first name, account type (child), kind of access (subscription, trial or free), when access ends.',
        "what 'First name only' sends",
      );
      await checkAt360(ctx, 'Apps and sharing');

      await choose(ctx, 'Maths Quest', 'First name only');
      await expectVisible(
        appPanel(page, 'Maths Quest').getByRole('radio', { name: 'First name only', checked: true }),
        'the choice kept',
      );

      // Block asks first, naming what blocking does.
      await appPanel(page, 'World Atlas').getByRole('button', { name: 'Block', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Block World Atlas for Mia?' });
      await expectVisible(confirm.getByText(APP_SHARING_MESSAGES.blockConfirm('World Atlas', 'Mia')), 'the warning');
      await confirm.getByRole('button', { name: 'Block', exact: true }).click();
      await expectVisible(page.getByText(APP_SHARING_MESSAGES.blocked('World Atlas', 'Mia')), 'blocked');
      await expectVisible(
        appPanel(page, 'World Atlas').getByRole('button', { name: 'Unblock', exact: true }),
        'Unblock offered',
      );

      await page.getByTestId('back-link').click();
      await arriveAt(ctx, /\/parent$/);

      // Login To Child: Mia's library shows World Atlas (free, so in the App Library) as blocked by her parent.
      await page.getByRole('checkbox', { name: /^Select Mia / }).check();
      await toolbarButton(page, 'Login To Child').click();
      await arriveAt(ctx, /\/library/);
      const worldAtlas = page
        .getByRole('region', { name: /^App Library/ })
        .getByRole('listitem')
        .filter({ hasText: 'World Atlas' });
      await expectVisible(worldAtlas.getByText(BLOCKED_BY_PARENT_BADGE), 'World Atlas blocked by the parent');
      // Its page says so too, and offers no Open.
      await worldAtlas.getByRole('link').first().click();
      const detail = page.getByRole('dialog', { name: 'World Atlas' });
      await expectVisible(detail.getByText(APP_LAUNCH_MESSAGES.blockedByParent('World Atlas')), 'why, on its page');
      await expectHidden(detail.getByRole('link', { name: /^Open/ }), 'no Open on its page');
      await page.keyboard.press('Escape');
      await expectHidden(detail, 'the page closed');
      const myApps = page.getByRole('region', { name: /^My Apps/ });
      await expectHidden(myApps.getByText(BLOCKED_BY_PARENT_BADGE), 'Maths Quest is not blocked');

      await myApps.getByRole('button', { name: 'Open Maths Quest' }).click();
      await arriveAt(ctx, /\/_local\/apps\/maths-quest$/);
      assertEqual((await page.getByTestId('signed-in-as').innerText()).trim(), 'Mia', 'the first name alone');
      assertEqual(await attribute(page, 'firstName'), 'Mia', 'the first name sent');
      assertEqual(await attribute(page, 'lastInitial'), null, 'no last initial');
      assertEqual(await attribute(page, 'username'), null, 'no username');
      assertEqual(await attribute(page, 'role'), 'child', 'the rest as registered');
      await page.getByRole('button', { name: 'Sign out of Maths Quest' }).click();

      // Back as the parent: everything as it was (other specs expect Mia's defaults).
      await switchToParent(ctx);
      await openMiasApps(ctx);
      await choose(ctx, 'Maths Quest', 'The default (as the app is registered)');
      await appPanel(page, 'World Atlas').getByRole('button', { name: 'Unblock', exact: true }).click();
      await expectVisible(page.getByText(APP_SHARING_MESSAGES.unblocked('World Atlas', 'Mia')), 'unblocked');
    },
  ),

  spec(
    "app sharing: Leo's parent chose 'no name' for Spelling Bee, an LTI tool; opened from Leo's library, the tool shows he arrived without a name",
    async (ctx) => {
      const { page } = ctx;
      await login(ctx, { username: DEMO_ACCOUNTS.parent.username, password: DEMO_PASSWORD });
      // The demo parent's choice for Leo (bin/seed/seed.ts), as Apps and sharing shows it.
      await openChildApps(ctx, 'Leo');
      await expectVisible(
        appPanel(page, 'Spelling Bee').getByRole('radio', { name: /^No name/, checked: true }),
        "'No name' chosen for Spelling Bee",
      );
      await checkAccessibility(page, ctx.a11y, 'Apps and sharing: Leo');
      await checkAt360(ctx, 'Apps and sharing: Leo');
      await page.getByTestId('back-link').click();
      await arriveAt(ctx, /\/parent$/);

      // Login To Child: Leo opens Spelling Bee from My Apps; the LTI launch names nobody (docs/using/lti.md).
      await page.getByRole('checkbox', { name: /^Select Leo / }).check();
      await toolbarButton(page, 'Login To Child').click();
      await arriveAt(ctx, /\/library/);
      await page
        .getByRole('region', { name: /^My Apps/ })
        .getByRole('button', { name: 'Open Spelling Bee' })
        .click();
      await page.waitForURL(/\/_local\/lti\/spelling-bee$/);
      await expectVisible(page.getByTestId('lti-no-name'), 'arrived, without a name');
      await expectHidden(page.getByTestId('lti-name'), 'no name shown');
      assertEqual(await page.getByTestId('lti-roles').textContent(), 'none shared', 'no role either');
      await expectVisible(page.getByTestId('lti-no-context'), 'opened from the library, not a class');
      await checkAccessibility(page, ctx.a11y, 'the demo LTI tool (no name)');

      // The tool's request reaching a browser where nobody is signed in: prompt=none allows no
      // sign-in page, so the tool hears login_required (OIDC Core §3.1.2.6) and shows it. Back to
      // the library from the tool (its layout while loading is the library specs' to judge).
      await page.goto(new URL('/library', ctx.baseUrl).toString());
      await arriveAt(ctx, /\/library/);
      // The tool's login answers with its authentication request (a redirect to the portal's
      // authorization endpoint) and its state cookie: this browser goes no further, the request
      // is kept for a signed-out one.
      const toolLogin = /\/_local\/lti\/spelling-bee\/login$/;
      let keep: (request: { authorizeUrl: string; cookie: string }) => void = () => undefined;
      const kept = new Promise<{ authorizeUrl: string; cookie: string }>((resolve) => {
        keep = resolve;
      });
      await page.route(toolLogin, async (route) => {
        const answer = await route.fetch({ maxRedirects: 0 });
        keep({
          authorizeUrl: new URL(answer.headers()['location'] ?? '', ctx.baseUrl).toString(),
          cookie: (answer.headers()['set-cookie'] ?? '').split(';')[0] ?? '',
        });
        await route.fulfill({ status: 204 });
      });
      await page
        .getByRole('region', { name: /^My Apps/ })
        .getByRole('button', { name: 'Open Spelling Bee' })
        .click();
      const { authorizeUrl, cookie } = await kept;
      await page.unroute(toolLogin);
      const [cookieName = '', cookieValue = ''] = cookie.split('=');
      // Another browser, signed out, with the tool's state cookie as this one would have it.
      const signedOut = await ctx.browser.newContext({ baseURL: ctx.baseUrl });
      try {
        await signedOut.addCookies([
          {
            name: cookieName,
            value: cookieValue,
            domain: new URL(ctx.baseUrl).hostname,
            path: '/_local/lti/spelling-bee',
          },
        ]);
        const other = await signedOut.newPage();
        await other.goto(authorizeUrl);
        await other.waitForURL(/\/_local\/lti\/spelling-bee\/launch$/);
        await expectVisible(other.getByTestId('lti-error'), 'the error the tool received');
        assertEqual(await other.getByTestId('lti-error').textContent(), 'login_required', 'nobody signed in');
        await checkAccessibility(other, ctx.a11y, 'the demo LTI tool (login_required)');
      } finally {
        await signedOut.close();
      }

      await switchToParent(ctx);
    },
  ),
];
