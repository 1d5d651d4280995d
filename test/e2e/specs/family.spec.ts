import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { FAMILY_MESSAGES } from '../../../shared/schemas/children';
import {
  arriveAt,
  assertEqual,
  assertTrue,
  checkAccessibility,
  checkAt360,
  checkLayoutShift,
  expectFocused,
  expectHidden,
  expectVisible,
  settled,
  spec,
  type SpecContext,
  visit,
} from '../harness';
import { DEMO_PASSWORD, login, logout, register, uniqueEmail, userMenuButton, userMenuEntries } from '../portal';

/** Letters only, so the first name is its own username base. */
function uniqueLetters(): string {
  return Date.now()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .padEnd(5, 'q')
    .slice(-6);
}

function toolbarButton(page: Page, name: string) {
  return page.getByRole('toolbar', { name: 'Child account actions' }).getByRole('button', { name, exact: true });
}

async function openFamilyManagement(ctx: SpecContext): Promise<void> {
  await visit(ctx, '/parent', /\/parent$/);
  await expectVisible(ctx.page.getByRole('heading', { name: 'My Child Accounts', level: 1 }), 'My Child Accounts');
}

/** The username and password the success notice of a new child gives. */
async function createdChild(page: Page): Promise<{ username: string; password: string }> {
  const notice = page.getByText(/has been created\. Username: /);
  await expectVisible(notice, 'the new child’s username and password');
  const match = /Username: (\S+), password: (\S+)/.exec(await notice.innerText());
  assertTrue(Boolean(match), 'the notice gives a username and a password');
  return { username: match?.[1] ?? '', password: match?.[2] ?? '' };
}

async function chooseMenuEntry(ctx: SpecContext, name: string): Promise<void> {
  await userMenuButton(ctx.page).click();
  await ctx.page
    .getByRole('menuitem', { name })
    .or(ctx.page.getByRole('button', { name, exact: true }))
    .or(ctx.page.getByRole('link', { name, exact: true }))
    .first()
    .click();
}

/**
 * Family Management (school-and-family §2 parent): the demo parent creates a child,
 * sets its password in the table, signs in as the child and back without a password, regenerates
 * a username and deletes the child after the confirmation; a personal account adds a child and
 * becomes a parent, and the child signs in with the password given.
 */
export const familySpecs = [
  spec(
    'family management: the demo parent creates a child, sets its password, signs in as the child and back, regenerates a username and deletes the child',
    async (ctx) => {
      const { page } = ctx;
      const firstName = `Kid${uniqueLetters()}`;
      const password = 'Purple-Giraffe-2041!';
      await login(ctx, { username: DEMO_ACCOUNTS.parent.username, password: DEMO_PASSWORD });
      await openFamilyManagement(ctx);
      await expectVisible(
        page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Home - Paula Parent'),
        "the breadcrumb 'Home - {name}'",
      );
      // A link's `?action=create` puts the caret in First Name, once; `return` offers the way back,
      // named by the host with its port.
      const back = new URL('/library', ctx.baseUrl).href;
      await visit(ctx, `/parent?action=create&return=${encodeURIComponent(back)}`, /\/parent\?/);
      await expectVisible(
        page.getByRole('link', { name: `Return to ${new URL(ctx.baseUrl).host}` }),
        "'Return to localhost:{port}'",
      );
      await expectFocused(page.getByLabel('First Name'), 'First Name (the caret)');
      await page.waitForURL((url) => !url.searchParams.has('action') && url.searchParams.has('return'));
      assertEqual(
        await toolbarButton(page, 'Login To Child').getAttribute('title'),
        FAMILY_MESSAGES.selectFirst,
        'the tooltip of a button that needs a selection',
      );
      // A button that is not available stays focusable and says why when pressed.
      // (From the keyboard: a pointer's click is refused by Playwright on an aria-disabled button.)
      await toolbarButton(page, 'Regenerate Username').focus();
      await page.keyboard.press('Enter');
      await expectVisible(page.getByText(FAMILY_MESSAGES.selectOneChild), "'Please select one child account'");

      // Create a new child account.
      await page.getByLabel('First Name').fill(firstName);
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      const child = await createdChild(page);
      assertEqual(child.username, firstName.toLowerCase(), 'the username comes from the first name');
      const row = page.getByRole('row').filter({ hasText: child.username });
      // The list shows no password (so a visit records none): Show opens it, and records that.
      await expectVisible(row.getByText('••••••••'), 'the password hidden until Show');
      await checkAccessibility(page, ctx.a11y, 'my child accounts (child created)');
      for (const visitNumber of [1, 2]) {
        if (visitNumber === 2) await visit(ctx, '/parent', /\/parent$/);
        await row.getByRole('button', { name: `Show ${firstName}'s password` }).click();
        await expectVisible(row.getByText(child.password), 'the password is shown to the parent once asked');
      }
      await checkAt360(ctx, 'my child accounts (a password shown)');

      // The password cell (§2's tip): the rule inline, Escape cancels, Enter saves.
      await expectVisible(
        page.getByText('Tip: double-click a password cell, type a new password, press Enter.'),
        'the tip',
      );
      await row.getByRole('button', { name: `Password of ${firstName}` }).click();
      const cell = row.getByRole('textbox', { name: `Password of ${firstName}` });
      await cell.fill('short');
      await cell.press('Enter');
      await expectVisible(row.getByRole('alert'), 'the password rule under the cell');
      await cell.press('Escape');
      await expectVisible(row.getByText(child.password), 'Escape keeps the password');
      await row.getByRole('button', { name: `Password of ${firstName}` }).click();
      await row.getByRole('textbox', { name: `Password of ${firstName}` }).fill(password);
      await row.getByRole('textbox', { name: `Password of ${firstName}` }).press('Enter');
      await expectVisible(page.getByText(`${firstName}'s password has been changed.`), 'the password saved');
      await expectVisible(row.getByText(password), 'the new password in the table');

      // Regenerate Username: this child's username is already its first name.
      await page.getByRole('checkbox', { name: `Select ${firstName} (${child.username})` }).check();
      await toolbarButton(page, 'Regenerate Username').click();
      await expectVisible(page.getByText(FAMILY_MESSAGES.usernameUnchanged), 'the username already matches');

      // View Subscriptions of a child with none: said once, not twice.
      await toolbarButton(page, 'View Subscriptions').click();
      const subscriptions = page.getByRole('dialog', { name: `${firstName}'s subscriptions` });
      await expectVisible(subscriptions.getByText(`${firstName} has no subscriptions yet.`), 'the empty message');
      const saidTimes = await subscriptions.getByText(`${firstName} has no subscriptions yet.`).count();
      assertEqual(saidTimes, 1, "'has no subscriptions yet' is said once");
      await subscriptions.getByRole('button', { name: 'Close', exact: true }).first().click();

      // Mia holds Maths Quest with no card subscription behind it: one account of what she has and
      // why, never 'Subscribed' beside 'has no subscriptions yet'.
      await page.getByRole('checkbox', { name: `Select ${firstName} (${child.username})` }).uncheck();
      await page.getByRole('checkbox', { name: /^Select Mia \(/ }).check();
      await toolbarButton(page, 'View Subscriptions').click();
      const mias = page.getByRole('dialog', { name: "Mia's subscriptions" });
      await expectVisible(mias.getByRole('heading', { name: /^Maths Quest\s*Subscription$/ }), 'Maths Quest, and why');
      await expectVisible(mias.getByText(/^Subscription until /), 'until when');
      assertEqual(await mias.getByText('Mia has no subscriptions yet.').count(), 0, 'no contradiction');
      await checkAt360(ctx, "Mia's subscriptions");
      await mias.getByRole('button', { name: 'Close', exact: true }).first().click();
      await page.getByRole('checkbox', { name: /^Select Mia \(/ }).uncheck();
      await page.getByRole('checkbox', { name: `Select ${firstName} (${child.username})` }).check();

      // Login To Child: the library as the child, with the child's menu.
      await toolbarButton(page, 'Login To Child').click();
      await arriveAt(ctx, /\/library/);
      await expectVisible(
        page.getByRole('region', { name: 'Signed in as another account' }).getByText(firstName),
        'the bar naming the child',
      );
      const entries = await userMenuEntries(ctx);
      assertTrue(
        entries.includes('Claim Activation Code') && entries.includes('Switch to Parent Account'),
        'the child menu',
      );
      assertTrue(
        !entries.includes('Family Management') && !entries.includes('My Subscriptions'),
        'no parent entries as the child',
      );
      // On a slow phone the bar is there when the page first paints: with the processor slowed
      // eightfold, the library does not move once the bar shows (it did when the bar came later).
      const devtools = await page.context().newCDPSession(page);
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: 8 });
      try {
        await page.goto(new URL('/library', ctx.baseUrl).toString());
        await expectVisible(page.getByRole('region', { name: 'Signed in as another account' }), 'the bar', 30_000);
        await settled(page);
        await checkLayoutShift(page, '/library, acting on a slow phone');
      } finally {
        await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        await devtools.detach();
      }
      await visit(ctx, '/retail-activation', /\/retail-activation/);
      await expectVisible(page.getByText(FAMILY_MESSAGES.childCannotClaim), 'a child cannot claim codes');

      // Switch to Parent Account: back without a password.
      await chooseMenuEntry(ctx, 'Switch to Parent Account');
      await arriveAt(ctx, /\/parent$/);
      await expectVisible(
        page.getByRole('heading', { name: 'My Child Accounts', level: 1 }),
        'back in Family Management as the parent',
      );
      await expectHidden(page.getByRole('region', { name: 'Signed in as another account' }), 'no longer acting');

      // Regenerate Username of a child whose username is not its first name (leo-demo → leo).
      await page.getByRole('checkbox', { name: `Select Leo (${DEMO_ACCOUNTS.secondChild.username})` }).check();
      await toolbarButton(page, 'Regenerate Username').click();
      await expectVisible(page.getByText("Leo's username is now leo."), 'the new username');
      await page.getByRole('checkbox', { name: 'Select Leo (leo)' }).uncheck();
      await expectHidden(page.getByText("Leo's username is now leo."), 'the notice about Leo, once he is not ticked');

      // History of the new child, then Delete Child Account after the confirmation naming it.
      await page.getByRole('checkbox', { name: `Select ${firstName} (${child.username})` }).check();
      await toolbarButton(page, 'History').click();
      const history = page.getByRole('dialog', { name: `History of ${firstName}'s account` });
      await expectVisible(
        history.getByRole('cell', { name: 'Signed in as this child' }),
        'the sign-in as the child in the history',
      );
      // The two showings in a row are one line, dated by the last.
      await expectVisible(history.getByRole('cell', { name: 'Password shown 2 times' }), 'the showings, grouped');
      assertEqual(await history.getByRole('cell', { name: 'Password shown', exact: true }).count(), 0, 'no repeats');
      await checkAccessibility(page, ctx.a11y, 'my child accounts (history)');
      await history.getByRole('button', { name: 'Close' }).last().click();
      await toolbarButton(page, 'Delete Child Account').click();
      const confirm = page.getByRole('dialog', { name: 'Delete this child account?' });
      await expectVisible(
        confirm.getByText(`${firstName} (${child.username}): the account`),
        'the confirmation names the child and what is lost',
      );
      await checkAccessibility(page, ctx.a11y, 'my child accounts (delete)');
      await confirm.getByRole('button', { name: 'Delete Child Account' }).click();
      await expectVisible(page.getByText('1 child account has been deleted.'), 'deleted');
      await expectHidden(row, 'the child is gone from the table');

      // The same page in Arabic: its words from the children catalogue, right to left, within 360 px.
      await visit(ctx, '/parent?lang=ar', /\/parent/);
      await expectVisible(
        page.getByRole('heading', { name: 'حسابات أطفالي', level: 1 }),
        'My Child Accounts in Arabic',
      );
      await expectVisible(page.getByRole('toolbar', { name: 'إجراءات حساب الطفل' }), 'the toolbar in Arabic');
      assertEqual(await page.evaluate(() => document.documentElement.dir), 'rtl', 'the page reads right to left');
      await checkAt360(ctx, 'my child accounts in Arabic');
      await visit(ctx, '/parent?lang=en', /\/parent/);
      await expectVisible(page.getByRole('heading', { name: 'My Child Accounts', level: 1 }), 'back in English');
      await logout(ctx);
    },
  ),

  spec(
    'family management: a personal account adds a child, becomes a parent, and the child signs in with the password given',
    async (ctx) => {
      const { page } = ctx;
      const email = uniqueEmail('family');
      const childName = `Ada${uniqueLetters()}`;
      await register(
        ctx,
        { type: 'Personal', firstName: 'Robin', lastName: 'Newfamily', email, country: 'Australia' },
        /\/library/,
      );
      await chooseMenuEntry(ctx, 'Add Child Account');
      await arriveAt(ctx, /\/account\/add-child$/);
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expectVisible(page.getByText(FAMILY_MESSAGES.childNameRequired), 'the child name is required');
      await checkAccessibility(page, ctx.a11y, 'add child account (child name missing)');
      await page.getByLabel("Child's First Name").fill(childName);
      await page.getByRole('button', { name: 'Confirm' }).click();
      await arriveAt(ctx, /\/parent$/);
      await expectVisible(
        page.getByText('Your account is now a parent account.', { exact: false }),
        'now a parent account',
      );
      const child = await createdChild(page);
      const entries = await userMenuEntries(ctx);
      assertTrue(entries.includes('Family Management') && !entries.includes('Add Child Account'), 'the parent menu');
      await logout(ctx);

      await login(ctx, { username: child.username, password: child.password });
      const childEntries = await userMenuEntries(ctx);
      assertTrue(childEntries.includes('Switch to Parent Account'), 'signed in as the child');
      await chooseMenuEntry(ctx, 'Switch to Parent Account');
      await arriveAt(ctx, /\/auth\/login/);
    },
  ),
];
