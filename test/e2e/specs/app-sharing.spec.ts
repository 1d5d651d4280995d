import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { APP_LAUNCH_MESSAGES } from '../../../shared/schemas/app-launch';
import { APP_SHARING_MESSAGES } from '../../../shared/schemas/app-sharing';
import { BLOCKED_BY_PARENT_BADGE } from '../../../shared/schemas/user-service';
import {
  arriveAt,
  assertEqual,
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

async function openMiasApps(ctx: SpecContext): Promise<void> {
  await visit(ctx, '/parent', /\/parent$/);
  await ctx.page.getByRole('checkbox', { name: /^Select Mia / }).check();
  await toolbarButton(ctx.page, 'Apps and Sharing').click();
  await arriveAt(ctx, /\/parent\/children\/[^/]+\/apps$/);
  await expectVisible(ctx.page.getByRole('heading', { name: 'Apps and sharing: Mia', level: 1 }), 'Apps and sharing');
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
      await visit(ctx, '/library', /\/library/);
      await userMenuButton(page).click();
      await page
        .getByRole('menuitem', { name: 'Switch to Parent Account' })
        .or(page.getByRole('button', { name: 'Switch to Parent Account', exact: true }))
        .or(page.getByRole('link', { name: 'Switch to Parent Account', exact: true }))
        .first()
        .click();
      await arriveAt(ctx, /\/parent$/);
      await openMiasApps(ctx);
      await choose(ctx, 'Maths Quest', 'The default (as the app is registered)');
      await appPanel(page, 'World Atlas').getByRole('button', { name: 'Unblock', exact: true }).click();
      await expectVisible(page.getByText(APP_SHARING_MESSAGES.unblocked('World Atlas', 'Mia')), 'unblocked');
    },
  ),
];
