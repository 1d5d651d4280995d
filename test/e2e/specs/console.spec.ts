import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { arriveAt, assertEqual, expectVisible, spec, textsOf, visit } from '../harness';
import { DEMO_PASSWORD, login, userMenuEntries } from '../portal';

const ALL_TABS = ['Staff', 'Schools', 'Vouchers', 'Emails', 'Servers', 'Stats', 'Users', 'SAML'];

export const consoleSpecs = [
  spec('console: /continue sends the staff account to the admin console with every tab', async (ctx) => {
    const { page } = ctx;
    await login(ctx, { username: DEMO_ACCOUNTS.staff.username, password: DEMO_PASSWORD }, /\/admin\/staff$/);
    await expectVisible(page.getByText('Admin Console', { exact: true }), 'the Admin Console title');
    assertEqual(await textsOf(page.getByRole('navigation', { name: 'Admin Console sections' }).getByRole('link')), ALL_TABS, 'tabs of the staff account');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Staff' }), 'the Staff tab page');
    assertEqual(await userMenuEntries(ctx), ['My Account', 'App Library', 'Logout'], 'console user menu');

    await page.getByRole('link', { name: 'Vouchers' }).click();
    await arriveAt(ctx, /\/admin\/vouchers$/);
    await expectVisible(page.getByText('Generate batches of vouchers (activation codes).'), 'what the Vouchers tab is for');

    // A signed-in staff member visiting login goes to post-login, hence the console.
    await visit(ctx, '/auth/login', /\/admin\/staff$/);

    // The App Library link leaves the console; the shell's menu then offers the way back.
    await page.getByRole('link', { name: 'App Library' }).first().click();
    await arriveAt(ctx, /\/library$/);
    const entries = await userMenuEntries(ctx);
    assertEqual(entries.includes('Admin Console'), true, `Admin Console in the library menu (${entries.join(', ')})`);
  }),

  spec('console: the tele staff account sees only the tabs of its roles', async (ctx) => {
    const { page } = ctx;
    await login(ctx, { username: DEMO_ACCOUNTS.teleStaff.username, password: DEMO_PASSWORD }, /\/admin\/schools$/);
    assertEqual(await textsOf(page.getByRole('navigation', { name: 'Admin Console sections' }).getByRole('link')), ['Schools', 'Stats'], 'tabs of the tele staff');
    // A tab without its permission sends the user back to the first permitted tab.
    await visit(ctx, '/admin/vouchers', /\/admin\/schools$/);
  }),

  spec('console: a user without a staff role is sent to the library, and an anonymous visitor to login', async (ctx) => {
    await visit(ctx, '/admin/staff', /\/auth\/login\?intended=/);
    await login(ctx, { username: DEMO_ACCOUNTS.parent.username, password: DEMO_PASSWORD });
    await visit(ctx, '/admin', /\/library$/);
  }),
];
