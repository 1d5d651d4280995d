import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { DEMO_SCHOOL_ID } from '../../../bin/seed/demo-profiles';
import { arriveAt, assertEqual, expectHidden, expectVisible, spec, textsOf, visit } from '../harness';
import { DEMO_PASSWORD, login, userMenuEntries } from '../portal';

const ALL_TABS = [
  'Staff',
  'Schools',
  'Vouchers',
  'Emails',
  'Servers',
  'Stats',
  'Users',
  'SAML',
  'Audit',
  'Apps',
  'Jobs',
];

const consoleTabs = (page: Page) => page.getByRole('navigation', { name: 'Admin Console sections' });
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

export const consoleSpecs = [
  spec('console: /continue sends the staff account to the admin console with every tab', async (ctx) => {
    const { page } = ctx;
    await login(ctx, { username: DEMO_ACCOUNTS.staff.username, password: DEMO_PASSWORD }, /\/admin\/staff$/);
    await expectVisible(page.getByText('Admin Console', { exact: true }), 'the Admin Console title');
    assertEqual(
      await textsOf(page.getByRole('navigation', { name: 'Admin Console sections' }).getByRole('link')),
      ALL_TABS,
      'tabs of the staff account',
    );
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Staff' }), 'the Staff tab page');
    assertEqual(await userMenuEntries(ctx), ['My Account', 'App Library', 'Logout'], 'console user menu');

    await page.getByRole('link', { name: 'Vouchers' }).click();
    await arriveAt(ctx, /\/admin\/vouchers$/);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Vouchers' }), 'the Vouchers page');

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
    assertEqual(
      await textsOf(page.getByRole('navigation', { name: 'Admin Console sections' }).getByRole('link')),
      ['Schools', 'Stats', 'Jobs'],
      'tabs of the tele staff (and their Jobs)',
    );
    // A tab without its permission sends the user back to the first permitted tab.
    await visit(ctx, '/admin/vouchers', /\/admin\/schools$/);
  }),

  spec(
    'console: a user without a staff role is sent to the library, and an anonymous visitor to login',
    async (ctx) => {
      await visit(ctx, '/admin/staff', /\/auth\/login\?intended=/);
      await login(ctx, { username: DEMO_ACCOUNTS.parent.username, password: DEMO_PASSWORD });
      await visit(ctx, '/admin', /\/library$/);
    },
  ),

  spec(
    'console: support staff sees only the SAML tab, and a page under another tab sends it back to SAML',
    async (ctx) => {
      const { page } = ctx;
      await login(ctx, { username: DEMO_ACCOUNTS.supportStaff.username, password: DEMO_PASSWORD }, /\/admin\/saml$/);
      assertEqual(await textsOf(consoleTabs(page).getByRole('link')), ['SAML', 'Jobs'], 'tabs of the support staff');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'SAML' }), 'the SAML tab page');
      // Without school.read the school page's guard goes to the console index, which opens the first permitted tab.
      await visit(ctx, '/admin/schools/x', /\/admin\/saml$/);
      await visit(ctx, '/admin/staff/x/roles', /\/admin\/saml$/);
    },
  ),

  spec(
    'console: tele staff opens a school page under Schools; the breadcrumb and Back return to Schools',
    async (ctx) => {
      const { page } = ctx;
      await login(ctx, { username: DEMO_ACCOUNTS.teleStaff.username, password: DEMO_PASSWORD }, /\/admin\/schools$/);
      await visit(ctx, `/admin/schools/${DEMO_SCHOOL_ID}`, new RegExp(`/admin/schools/${DEMO_SCHOOL_ID}$`));
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Demo Primary School' }), 'the school heading');
      await expectVisible(
        page.getByRole('table', { name: 'Teachers of the school, by last name' }),
        'the Teachers tab by default',
      );
      assertEqual(
        await textsOf(breadcrumb(page).getByRole('link')),
        ['Schools'],
        'the breadcrumb leads back to Schools',
      );
      assertEqual(
        await breadcrumb(page).locator('[aria-current="page"]').innerText(),
        'Demo Primary School',
        'the current crumb',
      );
      assertEqual(
        await consoleTabs(page).getByRole('link', { name: 'Schools' }).getAttribute('aria-current'),
        'page',
        'Schools is the current tab',
      );

      await breadcrumb(page).getByRole('link', { name: 'Schools' }).click();
      await arriveAt(ctx, /\/admin\/schools$/);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Schools' }), 'the Schools tab page');
      await page.goBack();
      await arriveAt(ctx, new RegExp(`/admin/schools/${DEMO_SCHOOL_ID}$`));
      await page.goBack();
      await arriveAt(ctx, /\/admin\/schools$/);
      await expectHidden(breadcrumb(page), 'the breadcrumb once back on the Schools tab');

      await visit(ctx, `/admin/schools/${DEMO_SCHOOL_ID}?tab=settings`, /tab=settings$/);
      await expectVisible(page.getByRole('form', { name: 'School settings' }), 'the tab named in the query');
      assertEqual(
        await page
          .getByRole('navigation', { name: 'School sections' })
          .getByRole('link', { name: 'Settings' })
          .getAttribute('aria-current'),
        'page',
        'Settings is the current section',
      );
      // The Staff tab and its pages need user.role.manage, which the Tele preset lacks.
      await visit(ctx, '/admin/staff/x/roles', /\/admin\/schools$/);
    },
  ),

  spec("console: staff with every role opens a staff member's roles page under Staff", async (ctx) => {
    const { page } = ctx;
    await login(ctx, { username: DEMO_ACCOUNTS.staff.username, password: DEMO_PASSWORD }, /\/admin\/staff$/);
    await page.getByRole('link', { name: 'Set Roles of Theo Tele' }).click();
    await arriveAt(ctx, /\/admin\/staff\/[^/]+\/roles$/);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Admin - Theo Tele' }), 'the roles page heading');
    await breadcrumb(page).getByRole('link', { name: 'Staff' }).click();
    await arriveAt(ctx, /\/admin\/staff$/);
  }),

  spec(
    'console: staff whose only role is for one school see that school on the console index and only the Jobs tab',
    async (ctx) => {
      const { page } = ctx;
      await login(ctx, { username: DEMO_ACCOUNTS.schoolDataStaff.username, password: DEMO_PASSWORD }, /\/admin$/);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Admin Console' }), 'the console index');
      await expectVisible(page.getByRole('heading', { level: 2, name: 'Your school' }), 'the school the role names');
      await expectVisible(page.getByRole('heading', { level: 3, name: /Demo Secondary School/ }), 'its name');
      assertEqual(await textsOf(consoleTabs(page).getByRole('link')), ['Jobs'], 'no section tab, only their Jobs');
      await visit(ctx, '/admin/schools', /\/admin$/);
    },
  ),

  spec(
    "console: staff fills in an app's Spanish name under Apps, and sees what each language still lacks",
    async (ctx) => {
      const { page } = ctx;
      await login(ctx, { username: DEMO_ACCOUNTS.staff.username, password: DEMO_PASSWORD }, /\/admin\/staff$/);
      await consoleTabs(page).getByRole('link', { name: 'Apps' }).click();
      await arriveAt(ctx, /\/admin\/apps$/);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Apps' }), 'the Apps tab');
      await page.getByRole('link', { name: 'Coding Club' }).click();
      await arriveAt(ctx, /\/admin\/apps\/7$/);
      await expectVisible(page.getByRole('heading', { level: 2, name: 'Name and description' }), 'its texts section');

      // A name too long is refused by the shared schema before anything is sent.
      const frenchName = page.getByLabel('Name (Français)');
      await frenchName.fill('n'.repeat(101));
      await page.getByRole('button', { name: 'Save texts' }).click();
      await expectVisible(page.getByText('An app name is at most 100 characters.'), 'the length refusal');
      await frenchName.fill('');

      await page.getByLabel('Name (Español)').fill('Club de Programación');
      await page.getByRole('button', { name: 'Save texts' }).click();
      await expectVisible(page.getByText('The texts are saved. The library shows them within a minute.'), 'saved');

      await page.getByRole('link', { name: 'Back to Apps' }).click();
      await arriveAt(ctx, /\/admin\/apps$/);
      await page.getByRole('link', { name: 'Missing translations' }).click();
      await arriveAt(ctx, /\/admin\/apps\/translations$/);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Missing translations' }), 'the gaps page');
      const spanish = page.getByRole('region', { name: 'Español' });
      const french = page.getByRole('region', { name: 'Français' });
      // Coding Club now lacks only its Spanish description; Spanish has the privacy policy, French has no page.
      await expectVisible(
        spanish.getByRole('listitem').filter({ hasText: 'Coding Club' }).getByText(': description'),
        'Coding Club lacks only its Spanish description',
      );
      await expectHidden(spanish.getByText('privacy-policy', { exact: true }), 'the Spanish privacy policy');
      await expectVisible(french.getByText('privacy-policy', { exact: true }), 'no French privacy policy');
      await french.getByRole('link', { name: 'Coding Club' }).click();
      await arriveAt(ctx, /\/admin\/apps\/7$/);
    },
  ),
];
