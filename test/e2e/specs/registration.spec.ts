import { arriveAt, assertEqual, assertTrue, checkAccessibility, expectVisible, spec, visit } from '../harness';
import {
  NEW_PASSWORD,
  logout,
  register,
  submitLogin,
  uniqueEmail,
  userMenuButton,
  userMenuEntries,
  type AccountTypeLabel,
} from '../portal';

interface AccountCase {
  type: AccountTypeLabel;
  title?: string;
  firstName: string;
  lastName: string;
  country?: string;
  /** Where post-login sends the new account. */
  landing: RegExp;
  menu: string[];
}

const ACCOUNT_CASES: AccountCase[] = [
  {
    type: 'Personal',
    title: 'Ms.',
    firstName: 'Riley',
    lastName: 'Reader',
    country: 'New Zealand',
    landing: /\/library$/,
    menu: ['My Account', 'My Subscriptions', 'Add Child Account', 'App Library', 'Help', 'Contact Us', 'Logout'],
  },
  {
    type: 'Parent/Guardian',
    firstName: 'Gail',
    lastName: 'Guardian',
    landing: /\/library$/,
    menu: ['My Account', 'Family Management', 'App Library', 'Help', 'Contact Us', 'Logout'],
  },
  {
    // A teacher without a school is sent on to school identification.
    type: 'Teacher',
    title: 'Mr.',
    firstName: 'Terry',
    lastName: 'Tutor',
    country: 'Australia',
    landing: /\/school-identification$/,
    menu: ['My Account', 'School Management', 'App Library', 'Help', 'Contact Us', 'Logout'],
  },
];

export const registrationSpecs = [
  spec('registration: asks for an account type, then shows the messages of an empty form', async (ctx) => {
    const { page } = ctx;
    await visit(ctx, '/auth/register', /\/auth\/register$/);

    await page.getByRole('button', { name: 'Continue' }).click();
    await expectVisible(page.getByText('Please select an account type'), "'Please select an account type'");

    await page.getByLabel('Parent/Guardian').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await arriveAt(ctx, /\/auth\/register\?step=details&type=parent$/);

    await page.getByRole('button', { name: 'Create account' }).click();
    await expectVisible(
      page.getByText('There was an error. Please check the form and try again.'),
      'the form error summary',
    );
    for (const message of [
      'Please enter your first name.',
      'Please enter your last name.',
      'Please enter your email address.',
      'Please enter a password.',
      'Please confirm your password.',
    ]) {
      await expectVisible(page.getByText(message, { exact: true }), `'${message}'`);
    }
    const firstName = page.getByLabel('First name');
    assertEqual(await firstName.getAttribute('aria-invalid'), 'true', 'first name marked invalid');
    await arriveAt(ctx, /step=details/);

    // The password rule shows as a hint, and a weak password is refused with the rule's words.
    await expectVisible(
      page.getByText('At least 14 characters, with at least one letter, one number and one symbol.'),
      'the password hint',
    );
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('different');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectVisible(
      page.getByText('The password must be at least 14 characters.'),
      'the too-short password message',
    );
    await expectVisible(page.getByText('The passwords do not match.'), 'the mismatch message');

    // Back returns to the type choice with the type kept; the browser's back button works too.
    await page.getByRole('link', { name: 'Back' }).click();
    await arriveAt(ctx, /\/auth\/register\?type=parent$/);
    assertTrue(await page.getByLabel('Parent/Guardian').isChecked(), 'Parent/Guardian still chosen after Back');
    await page.goBack();
    await arriveAt(ctx, /step=details&type=parent/);
    await expectVisible(page.getByLabel('First name'), 'the details form after the browser back button');
  }),

  ...ACCOUNT_CASES.map((account) =>
    spec(
      `registration: a ${account.type} account is signed in at once, signs out, gets in after a wrong password, and a reload keeps the session`,
      async (ctx) => {
        const { page } = ctx;
        const email = uniqueEmail(account.type.replace(/\W/g, '').toLowerCase());
        await register(ctx, { ...account, email }, account.landing);
        assertEqual(await userMenuEntries(ctx), account.menu, `user menu of a new ${account.type} account`);
        const greeting = (words: string) =>
          page.getByRole('heading', { level: 1, name: `${words}, ${account.firstName}` });
        if (account.landing.test('/library')) {
          // A first visit is welcomed, not welcomed back.
          await expectVisible(greeting('Welcome'), 'the first-visit greeting');
          assertEqual(await greeting('Welcome back').count(), 0, "no 'Welcome back' a moment after registering");
        }

        await logout(ctx);

        await visit(ctx, '/auth/login', /\/auth\/login$/);
        await submitLogin(page, { username: email, password: 'Wrong-Password-99!' });
        await expectVisible(
          page.getByRole('alert').filter({ hasText: 'Incorrect username or password' }),
          "'Incorrect username or password'",
        );
        await arriveAt(ctx, /\/auth\/login$/);

        // Usernames are trimmed and lowercased before sign-in.
        await submitLogin(page, { username: `  ${email.toUpperCase()} `, password: NEW_PASSWORD });
        await arriveAt(ctx, account.landing);
        await expectVisible(userMenuButton(page), 'the user menu after signing in');
        if (account.landing.test('/library'))
          await expectVisible(greeting('Welcome back'), "'Welcome back' from the second sign-in on");

        await page.reload();
        await arriveAt(ctx, account.landing);
        await expectVisible(userMenuButton(page), 'the user menu after a reload');
        assertEqual(
          await userMenuEntries(ctx),
          account.menu,
          `user menu of the ${account.type} account after a reload`,
        );

        // Signed-in users visiting login go to post-login.
        await visit(ctx, '/auth/login', account.landing);
      },
    ),
  ),

  spec('registration: an email address already registered is refused with the API message', async (ctx) => {
    const { page } = ctx;
    await visit(ctx, '/auth/register?step=details&type=home', /step=details/);
    await page.getByLabel('First name').fill('Pat');
    await page.getByLabel('Last name').fill('Again');
    await page.getByLabel('Email address').fill('personal@demo.example');
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectVisible(page.getByText(/already exists/i), 'the email-taken message');
    // Said once, under the field, with the ways on: Login and Forgot Password.
    assertTrue((await page.getByText(/already exists/i).count()) === 1, 'the email-taken message is said once');
    assertTrue(
      (await page.getByText('There was an error. Please check the form and try again.').count()) === 0,
      'no form banner for a taken email',
    );
    const form = page.getByRole('form', { name: 'Registration details' });
    await expectVisible(form.getByRole('link', { name: 'Login', exact: true }), 'a link to Login');
    await expectVisible(form.getByRole('link', { name: 'Forgot Password', exact: true }), 'a link to Forgot Password');
    await checkAccessibility(page, ctx.a11y, 'registration: email already registered');
    await arriveAt(ctx, /step=details/);
  }),
];
