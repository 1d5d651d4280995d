import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { formatLongDateTime } from '../../../shared/rules/service-detail';
import { assertEqual, checkAccessibility, checkAt360, expectVisible, spec, visit, assertTrue } from '../harness';
import {
  DEMO_PASSWORD,
  NEW_PASSWORD,
  login,
  logout,
  readOnlyFieldValue,
  register,
  submitLogin,
  uniqueEmail,
} from '../portal';

const CHANGED_PASSWORD = 'Another-Horse-77?';

export const accountSpecs = [
  spec(
    'my account: a fresh account edits its name (Save only after a change) and changes its password',
    async (ctx) => {
      const { page } = ctx;
      const email = uniqueEmail('account');
      await register(ctx, { type: 'Personal', firstName: 'Avery', lastName: 'Account', email }, /\/library$/);

      await visit(ctx, '/account', /\/account$/);
      await expectVisible(page.getByText('This is your first sign-in.'), 'no last login before the first');
      assertTrue((await page.getByText('Last login:').count()) === 0, 'no last login on the first sign-in');
      const save = page.getByRole('button', { name: 'Save' });
      assertTrue(await save.isDisabled(), 'Save is disabled before a change');
      await page.getByLabel('First name').fill('Morgan');
      assertTrue(await save.isEnabled(), 'Save is enabled after a change');
      await save.click();
      await expectVisible(page.getByText('Your details were saved.'), 'the saved message');

      await page.getByLabel('Current password').fill('Not-the-password-1!');
      await page.getByLabel('New password').fill(CHANGED_PASSWORD);
      await page.getByLabel('Confirm password').fill(CHANGED_PASSWORD);
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expectVisible(page.getByText('Incorrect username or password'), 'the wrong current password message');

      await page.getByLabel('Current password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expectVisible(page.getByText('Your password was changed.'), 'the changed message');

      await logout(ctx);
      const signingInAgain = Date.now();
      await login(ctx, { username: email, password: CHANGED_PASSWORD });
      await visit(ctx, '/account', /\/account$/);
      assertTrue((await page.getByLabel('First name').inputValue()) === 'Morgan', 'the new first name is kept');
      // 'Last login' is the sign-in before this one (at registration), in long date-time, day before month.
      const lastLogin = page.getByText('Last login:').locator('time');
      await expectVisible(lastLogin, 'the last login');
      const at = (await lastLogin.getAttribute('datetime')) ?? '';
      assertTrue(Date.parse(at) < signingInAgain, `the last login (${at}) is the one before this sign-in`);
      assertEqual(
        await lastLogin.textContent(),
        formatLongDateTime(at, 'en-AU', 'Australia/Sydney'),
        'the last login in long date-time',
      );
    },
  ),

  spec('my account: a student account sees its details but cannot edit them', async (ctx) => {
    const { page } = ctx;
    await visit(ctx, '/auth/login', /\/auth\/login/);
    await submitLogin(page, { username: 'student-demo', password: 'Demo-Portal-2026!' });
    await page.waitForURL(/\/library/);
    await visit(ctx, '/account', /\/account$/);
    await expectVisible(
      page.getByText('Student and child accounts cannot change their name, email or password.'),
      'the managed-account note',
    );
    assertTrue((await page.getByRole('button', { name: 'Save' }).count()) === 0, 'no Save button');
    assertTrue((await page.getByLabel('Current password').count()) === 0, 'no password form');
    // What cannot be changed is shown as text, not as boxes that look editable.
    assertEqual(await readOnlyFieldValue(page, 'Username'), 'student-demo', 'the username as text');
    assertTrue((await readOnlyFieldValue(page, 'First name')) !== '', 'the first name as text');
    await readOnlyFieldValue(page, 'Last name');
    await checkAt360(ctx, 'my account (student)');
  }),

  spec('my account: a child account sees no school sign-on section', async (ctx) => {
    const { page } = ctx;
    await visit(ctx, '/auth/login', /\/auth\/login/);
    await submitLogin(page, { username: DEMO_ACCOUNTS.child.username, password: DEMO_PASSWORD });
    await page.waitForURL(/\/library/);
    await visit(ctx, '/account', /\/account$/);
    await expectVisible(
      page.getByText('Student and child accounts cannot change their name, email or password.'),
      'the managed-account note',
    );
    // The section's lookup, were it made, fails at once: wait until the page has settled.
    await page.waitForLoadState('networkidle');
    await checkAccessibility(page, ctx.a11y, 'my account (child)');
    assertTrue(
      (await page.getByRole('heading', { name: 'School sign-on' }).count()) === 0,
      'no School sign-on heading for a child',
    );
    assertTrue(
      (await page.getByText(/school sign-on links could not be loaded/).count()) === 0,
      'no error about school sign-on links',
    );
  }),
  spec(
    'my account: a chosen language is saved to the account, and the next sign-in on any browser opens in it',
    async (ctx) => {
      const { page } = ctx;
      await register(
        ctx,
        { type: 'Personal', firstName: 'Lía', lastName: 'Idioma', email: uniqueEmail('language') },
        /\/library$/,
      );
      await visit(ctx, '/account', /\/account$/);

      await page.getByLabel('Language of the portal, your e-mails and printouts').selectOption('es');
      await expectVisible(page.getByRole('heading', { name: 'Mi cuenta', level: 1 }), 'the page in Spanish');
      await expectVisible(page.getByText('Idioma guardado.'), 'the saved message, in Spanish');
      assertEqual(await page.evaluate(() => document.documentElement.lang), 'es', 'the document says Spanish');
      await checkAccessibility(page, ctx.a11y, 'my account (Spanish)');
      await checkAt360(ctx, 'my account in Spanish');

      // Another browser of the same account: no choice kept on it, so the account's language holds.
      await page.evaluate(() => window.localStorage.removeItem('language'));
      await page.context().clearCookies({ name: 'lang' });
      await visit(ctx, '/account', /\/account$/);
      await expectVisible(
        page.getByRole('heading', { name: 'Mi cuenta', level: 1 }),
        'the account language at sign-in',
      );

      await page.getByLabel('Idioma del portal, de sus correos y de sus impresiones').selectOption('ar');
      await expectVisible(page.getByRole('heading', { name: 'حسابي', level: 1 }), 'the page in Arabic');
      assertEqual(await page.evaluate(() => document.documentElement.dir), 'rtl', 'Arabic reads right to left');
    },
  ),
];
