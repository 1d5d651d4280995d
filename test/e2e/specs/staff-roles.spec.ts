import { readFile } from 'node:fs/promises';
import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { STAFF_ROLE_MESSAGES } from '../../../shared/schemas/staff-roles';
import {
  arriveAt,
  assertEqual,
  assertTrue,
  checkAccessibility,
  checkReachableAt360,
  expectHidden,
  expectVisible,
  spec,
  textsOf,
  visit,
} from '../harness';
import { DEMO_PASSWORD, login, logout, NEW_PASSWORD, register, uniqueEmail } from '../portal';

/**
 * The Staff tab (staff-console §2 Staff pages, §4 presets): staff add a newly registered account,
 * give it the Tele preset, add and remove a role; the account then sees only the Tele tabs. The
 * Admin preset leaves no role to add.
 */
export const staffRoleSpecs = [
  spec('staff roles: the Tele preset gives a new staff member exactly the Tele tabs', async (ctx) => {
    const { page } = ctx;
    const email = uniqueEmail('new-staff');
    await register(
      ctx,
      { type: 'Personal', firstName: 'Rory', lastName: 'Rolesetter', email, country: 'Australia' },
      /\/library/,
    );
    await logout(ctx);

    await login(ctx, { username: DEMO_ACCOUNTS.staff.username, password: DEMO_PASSWORD }, /\/admin\/staff$/);
    await expectVisible(page.getByRole('row').filter({ hasText: 'Theo Tele' }), 'Theo Tele among Current Staff');
    await checkReachableAt360(
      ctx,
      page
        .getByRole('row')
        .filter({ hasText: 'Theo Tele' })
        .getByRole('link', { name: /^Set Roles of / }),
      "a staff member's Set Roles on a phone",
    );
    await page.getByLabel('Username').fill('nobody-at-all@demo.example');
    await page.getByRole('button', { name: 'Find' }).click();
    await expectVisible(page.getByText(STAFF_ROLE_MESSAGES.userNotFound), "'The user could not be found'");
    await page.getByLabel('Username').fill(email);
    await page.getByRole('button', { name: 'Find' }).click();
    await expectVisible(page.getByRole('status').getByText('Rory Rolesetter'), 'the account found');
    await checkAccessibility(page, ctx.a11y, 'staff tab with an account found');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Role Report' }).click();
    const report = await readFile(await (await download).path(), 'utf8');
    assertTrue(
      report.includes('staff@demo.example,Stella Staff,staff@demo.example,user.role.manage,Manage staff roles,All'),
      'the report lists the staff roles',
    );

    await page.getByRole('status').getByRole('link', { name: 'Set Roles' }).click();
    await arriveAt(ctx, /\/admin\/staff\/[^/]+\/roles$/);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Admin - Rory Rolesetter' }), 'the roles page');
    await expectVisible(page.getByText('This user has no staff roles.'), 'no roles yet');

    await page.getByRole('group', { name: 'Presets' }).getByRole('button', { name: 'Tele', exact: true }).click();
    await expectVisible(page.getByRole('dialog', { name: 'Apply the Tele preset?' }), 'the preset confirmation');
    await page.getByRole('button', { name: 'Replace roles' }).click();
    await expectVisible(page.getByText('Rory Rolesetter now has the Tele roles.'), 'the preset applied');
    assertEqual(
      await page.getByRole('table', { name: 'Roles of Rory Rolesetter' }).locator('tbody tr').count(),
      11,
      'the eleven Tele roles',
    );
    const schoolManage = page.getByRole('row').filter({ hasText: 'school.manage' });
    await expectVisible(schoolManage.getByRole('cell', { name: 'All schools', exact: true }), 'whose data it manages');

    await page.getByRole('button', { name: 'Add Role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Role' });
    await dialog.getByLabel('Search roles').fill('mock');
    await dialog.getByLabel('Role', { exact: true }).selectOption('saml');
    await checkAccessibility(page, ctx.a11y, 'add role dialog');
    await dialog.getByRole('button', { name: 'Add Role' }).click();
    await expectVisible(page.getByText('Added saml.'), 'the role added');
    await page.getByLabel('Select saml').check();
    await page.getByRole('button', { name: 'Remove Roles' }).click();
    await page.getByRole('dialog', { name: 'Remove roles?' }).getByRole('button', { name: 'Remove' }).click();
    await expectVisible(page.getByText('Removed 1 role.'), 'the role removed');
    await expectHidden(page.getByLabel('Select saml'), 'saml is gone');
    await checkAccessibility(page, ctx.a11y, 'roles page with the Tele roles');
    await logout(ctx);

    await login(ctx, { username: email, password: NEW_PASSWORD }, /\/admin\/schools$/);
    assertEqual(
      await textsOf(page.getByRole('navigation', { name: 'Admin Console sections' }).getByRole('link')),
      ['Schools', 'Stats', 'Jobs'],
      'the Tele tabs (and their Jobs)',
    );
  }),

  spec('staff roles: with every role held there is no role left to add', async (ctx) => {
    const { page } = ctx;
    await login(ctx, { username: DEMO_ACCOUNTS.staff.username, password: DEMO_PASSWORD }, /\/admin\/staff$/);
    await page.getByRole('link', { name: 'Set Roles of Stella Staff' }).click();
    await arriveAt(ctx, /\/roles$/);
    await page.getByRole('button', { name: 'Add Role' }).click();
    await expectVisible(
      page.getByText(STAFF_ROLE_MESSAGES.allRolesAdded),
      "'You have already added all the roles to this user'",
    );
    await visit(ctx, '/admin/staff', /\/admin\/staff$/);

    // An unknown staff id stays in the console: its not-found, in the API's words, with the tabs still there.
    await visit(ctx, '/admin/staff/no-such-user/roles', /\/admin\/staff\/no-such-user\/roles$/);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Not found' }), "the console's not-found");
    await expectVisible(page.getByText(STAFF_ROLE_MESSAGES.userNotFound), "'The user could not be found'");
    await expectVisible(
      page.getByRole('navigation', { name: 'Admin Console sections' }).getByRole('link', { name: 'Staff' }),
      'the console around it',
    );
    await expectHidden(page.getByRole('heading', { name: 'Page not found' }), "the public 'Page not found'");
    await checkAccessibility(page, ctx.a11y, 'an unknown staff id');
    await page.getByRole('link', { name: 'Go to the Admin Console' }).click();
    await arriveAt(ctx, /\/admin\/staff$/);
  }),
];
