import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { DEMO_DISABLED_ACCOUNT } from '../../../bin/seed/disabled-account';
import { ADMIN_USER_MESSAGES } from '../../../shared/schemas/admin-users';
import {
  arriveAt,
  assertTrue,
  checkAccessibility,
  checkAt360,
  expectHidden,
  expectVisible,
  spec,
  visit,
} from '../harness';
import { DEMO_PASSWORD, login } from '../portal';

/** Find a User (the Users tab, staff-console §2): any account by name, its page, and what support does for it there. */
export const findUserSpecs = [
  spec('find a user: staff find the demo parent by name, log in as her, and the audit log shows it', async (ctx) => {
    const { page } = ctx;
    await login(ctx, { username: DEMO_ACCOUNTS.staff.username, password: DEMO_PASSWORD }, /\/admin\/staff$/);
    await page.getByRole('navigation', { name: 'Admin Console sections' }).getByRole('link', { name: 'Users' }).click();
    await arriveAt(ctx, /\/admin\/users$/);
    const searchBox = page.getByLabel(/^Username, e-mail or name/);

    await searchBox.fill('P');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expectVisible(page.getByText(ADMIN_USER_MESSAGES.queryTooShort), 'the too-short message');
    await checkAccessibility(page, ctx.a11y, 'find a user, query too short');

    await searchBox.fill('Paula Parent');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await arriveAt(ctx, /\/admin\/users\?q=Paula(\+|%20)Parent$/);
    const row = page.getByRole('row').filter({ hasText: DEMO_ACCOUNTS.parent.username });
    await expectVisible(row.getByRole('cell', { name: 'Parent', exact: true }), 'her kind');
    await expectVisible(row.getByRole('cell', { name: 'Password', exact: true }), 'how she signs in');
    await checkAccessibility(page, ctx.a11y, 'find a user, results');
    await checkAt360(ctx, 'the Find a User results');

    await row.getByRole('link', { name: 'Paula Parent' }).click();
    await arriveAt(ctx, /\/admin\/users\/[^/?]+$/);
    await expectVisible(page.getByRole('heading', { name: 'Paula Parent', level: 1 }), "the account's page");
    await expectVisible(page.getByRole('link', { name: `Mia Parent (${DEMO_ACCOUNTS.child.username})` }), 'her child');
    await checkAt360(ctx, "an account's page");

    await page.getByRole('link', { name: 'Back to Users' }).click();
    await arriveAt(ctx, /\/admin\/users\?q=Paula(\+|%20)Parent$/);
    await page.getByRole('row').filter({ hasText: DEMO_ACCOUNTS.parent.username }).getByRole('link').click();
    await arriveAt(ctx, /\/admin\/users\/[^/?]+$/);

    const accountPage = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Log in as', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Log in as Paula Parent?' });
    await expectVisible(
      confirm.getByText('This is recorded in the audit trail under your name.'),
      'that it is recorded',
    );
    await checkAccessibility(page, ctx.a11y, 'log in as, asked first');
    await confirm.getByRole('button', { name: 'Log in as', exact: true }).click();
    const bar = page.getByRole('region', { name: 'Signed in as another account' });
    await expectVisible(bar, 'the bar of acting as the parent');
    await expectVisible(page.getByRole('button', { name: /^Account menu for .*Paula/ }), 'signed in as Paula');
    await bar.getByRole('button', { name: 'Return to the console' }).click();
    // Back on Paula's page, where Log in as was started.
    await arriveAt(ctx, new RegExp(`${accountPage}$`));
    await expectVisible(page.getByRole('heading', { name: 'Paula Parent', level: 1 }), "the account's page again");
    await expectHidden(bar, 'the bar, once back');

    await visit(ctx, `/admin/audit?actor=${encodeURIComponent(DEMO_ACCOUNTS.staff.username)}`, /\/admin\/audit\?/);
    await expectVisible(
      page
        .getByRole('row')
        .filter({ hasText: 'Logged in as' })
        .filter({ hasText: `Paula Parent (${DEMO_ACCOUNTS.parent.username})` })
        .first(),
      'the log-in as the parent in the audit log',
    );
  }),
  spec('find a user: staff enable a disabled account, send it a password reset and disable it again', async (ctx) => {
    const { page } = ctx;
    const name = `${DEMO_DISABLED_ACCOUNT.firstName} ${DEMO_DISABLED_ACCOUNT.lastName}`;
    await login(ctx, { username: DEMO_ACCOUNTS.staff.username, password: DEMO_PASSWORD }, /\/admin\/staff$/);
    await visit(ctx, `/admin/users?q=${encodeURIComponent(DEMO_DISABLED_ACCOUNT.username)}`, /\/admin\/users\?q=/);
    const row = page.getByRole('row').filter({ hasText: DEMO_DISABLED_ACCOUNT.username });
    await expectVisible(row.getByRole('cell', { name: 'Disabled', exact: true }), 'the account is disabled');
    await row.getByRole('link', { name }).click();
    await arriveAt(ctx, /\/admin\/users\/[^/?]+$/);
    await expectVisible(page.getByText(`Password reset: ${ADMIN_USER_MESSAGES.disabledNoReset}`), 'why no reset');

    await page.getByRole('button', { name: 'Enable Account' }).click();
    const enableDialog = page.getByRole('dialog', { name: `Enable ${name}'s account?` });
    await expectVisible(enableDialog, 'the confirmation');
    await checkAccessibility(page, ctx.a11y, 'enable an account, confirmation');
    await enableDialog.getByRole('button', { name: 'Enable Account' }).click();
    await expectVisible(page.getByText(`${name}'s account is enabled: they can sign in again.`), 'enabled');

    await page.getByRole('button', { name: 'Send Password Reset' }).click();
    const resetDialog = page.getByRole('dialog', { name: 'Send a password reset?' });
    await expectVisible(resetDialog.getByText(DEMO_DISABLED_ACCOUNT.username), 'the address it goes to');
    await resetDialog.getByRole('button', { name: 'Send Password Reset' }).click();
    await expectVisible(
      page.getByText(`A password reset link was sent to ${DEMO_DISABLED_ACCOUNT.username}.`),
      'the reset was sent',
    );

    await page.getByRole('button', { name: 'Disable Account' }).click();
    const disableDialog = page.getByRole('dialog', { name: `Disable ${name}'s account?` });
    await expectVisible(disableDialog.getByText(/signed out everywhere at once/), 'what disabling does');
    await checkAccessibility(page, ctx.a11y, 'disable an account, confirmation');
    await disableDialog.getByRole('button', { name: 'Disable Account' }).click();
    await expectVisible(page.getByText(`${name}'s account is disabled.`), 'disabled again');
    await expectVisible(page.getByRole('button', { name: 'Enable Account' }), 'Enable offered again');

    // One's own account and another staff account: Disable is not offered, and the page says why.
    const refusals = [
      [DEMO_ACCOUNTS.staff.username, ADMIN_USER_MESSAGES.disableSelf],
      [DEMO_ACCOUNTS.teleStaff.username, ADMIN_USER_MESSAGES.disableStaff],
    ] as const;
    for (const [username, reason] of refusals) {
      await visit(ctx, `/admin/users?q=${encodeURIComponent(username)}`, /\/admin\/users\?q=/);
      await page.getByRole('row').filter({ hasText: username }).getByRole('link').first().click();
      await arriveAt(ctx, /\/admin\/users\/[^/?]+$/);
      await expectVisible(page.getByText(`Disable: ${reason}`), `why ${username} cannot be disabled here`);
      assertTrue((await page.getByRole('button', { name: 'Disable Account' }).count()) === 0, 'no Disable Account');
    }
  }),
];
