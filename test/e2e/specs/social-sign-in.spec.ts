import { randomUUID } from 'node:crypto';
import { arriveAt, assertEqual, expectVisible, spec, visit } from '../harness';
import { logout, readOnlyFieldValue, userMenuButton, userMenuEntries } from '../portal';

export const socialSignInSpecs = [
  spec(
    'social sign-in: a new Google identity registers as a parent on the social registration page, then signs in again straight to the library',
    async (ctx) => {
      const { page } = ctx;
      await visit(ctx, '/auth/login', /\/auth\/login/);
      await page.getByRole('button', { name: 'Google' }).click();
      // The twin's stand-in for the hosted sign-in page (a local-only page, checked with axe too).
      await arriveAt(ctx, /\/_local\/cognito-hosted\/oauth2\/authorize\?/);
      const id = randomUUID().replaceAll('-', '').slice(0, 20);
      const email = `new-${id.slice(0, 8)}@social.example`;
      await page.getByLabel('Google user id').fill(id);
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Sign in with Google' }).click();
      // A first-time person is taken to social registration, still signed in.
      await arriveAt(ctx, /\/auth\/social-registration$/);
      // A reload on the way keeps the federated session: it has no profile yet, but it is no stranger.
      await page.reload();
      await arriveAt(ctx, /\/auth\/social-registration$/);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expectVisible(page.getByText('Please select an account type'), 'the account type is required');
      await page.getByLabel('Parent/Guardian', { exact: false }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      // The provider supplied the email (read-only); the names were not supplied, so they are asked for.
      assertEqual(await readOnlyFieldValue(page, 'Email address'), email, 'the email the provider supplied, as text');
      await page.getByRole('button', { name: 'Create account' }).click();
      // The API decides what is required; its answers show on the fields.
      await expectVisible(page.getByText('Please enter your first name.'), 'the first name error from the API');
      await expectVisible(page.getByText('Please choose a country.'), 'the country error from the API');
      await page.getByLabel('First name').fill('Sam');
      await page.getByLabel('Last name').fill('Social');
      await page.getByLabel('Country').selectOption({ label: 'New Zealand' });
      await page.getByRole('button', { name: 'Create account' }).click();
      await arriveAt(ctx, /\/library$/);
      assertEqual(
        await userMenuEntries(ctx),
        ['My Account', 'Family Management', 'App Library', 'Help', 'Contact Us', 'Logout'],
        "a parent's menu",
      );
      await logout(ctx);
      // Again with the same identity, picked on the stand-in page: straight to the library.
      await visit(ctx, '/auth/login', /\/auth\/login/);
      await page.getByRole('button', { name: 'Google' }).click();
      await arriveAt(ctx, /\/_local\/cognito-hosted\/oauth2\/authorize\?/);
      await page.getByRole('button', { name: `Continue as ${id} (${email})` }).click();
      await arriveAt(ctx, /\/library$/);
      await expectVisible(userMenuButton(page), 'the user menu once signed in');
    },
  ),
  spec(
    'social sign-in: an answer with a state that did not start here says so, with the way back to login',
    async (ctx) => {
      const { page } = ctx;
      await visit(ctx, '/auth/login', /\/auth\/login/);
      await page.evaluate(() =>
        sessionStorage.setItem(
          'app-library.oauth-pending',
          JSON.stringify({
            state: 'mine',
            codeVerifier: 'v'.repeat(43),
            provider: 'Google',
            intended: null,
            startedAt: Date.now(),
          }),
        ),
      );
      await visit(ctx, '/auth/social/complete?code=pushed&state=someone-else', /\/auth\/social\/complete/);
      await expectVisible(
        page.getByText('This sign-in did not start here or has expired. Please try again from the Login page.'),
        'the state mismatch message',
      );
      await expectVisible(page.getByRole('link', { name: 'Back to login' }), 'the way back');
    },
  ),
];
