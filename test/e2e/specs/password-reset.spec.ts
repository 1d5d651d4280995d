import {
  CHILD_RESET_NOTE,
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_REQUESTED,
  RESET_LINK_INVALID,
  STUDENT_RESET_NOTE,
  USERNAME_REQUIRED,
} from '../../../shared/schemas/password';
import { PASSWORDS_DO_NOT_MATCH } from '../../../shared/schemas/auth';
import { arriveAt, assertEqual, expectVisible, spec, visit } from '../harness';
import { logout, readOnlyFieldValue, register, submitLogin, uniqueEmail } from '../portal';

const RESET_PASSWORD = 'Fresh-Start-2026!';

export const passwordResetSpecs = [
  spec(
    'password reset: a personal account asks for a link, opens it in the local mailbox, sets a new password and logs in with it',
    async (ctx) => {
      const { page } = ctx;
      // A freshly registered personal account, so the demo accounts other specs use keep their password.
      const email = uniqueEmail('reset');
      await register(ctx, { type: 'Personal', firstName: 'Rosa', lastName: 'Reset', email }, /\/library$/);
      await logout(ctx);

      await visit(ctx, '/auth/login', /\/auth\/login/);
      await page.getByRole('link', { name: 'Forgot Password?' }).click();
      await arriveAt(ctx, /\/auth\/password-reset$/);
      await expectVisible(page.getByText(STUDENT_RESET_NOTE), 'the note for students');
      await expectVisible(page.getByText(CHILD_RESET_NOTE), 'the note for child accounts');
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expectVisible(page.getByText(USERNAME_REQUIRED), `'${USERNAME_REQUIRED}'`);
      await page.getByLabel('Username or email').fill(email);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expectVisible(page.getByText(PASSWORD_RESET_REQUESTED), 'the answer every request gets');

      await visit(ctx, '/_local/mail');
      const mail = page.getByRole('article').filter({ hasText: `To: ${email}` });
      await expectVisible(mail, `the mail to ${email}`);
      assertEqual(
        await page.getByRole('article').first().getByRole('heading').innerText(),
        'Reset your App Library password',
        'the newest mail first',
      );
      const link = mail.getByRole('link', { name: /\/password\/reset\// });
      const href = (await link.getAttribute('href')) ?? '';
      await link.click();
      await arriveAt(ctx, /\/password\/reset\/[^/]+\/[^/]+$/);

      assertEqual(await readOnlyFieldValue(page, 'Email'), email, 'the read-only email, as text');
      await page.getByLabel('New password', { exact: true }).fill('short');
      await page.getByLabel('Confirm new password').fill('other');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expectVisible(page.getByText('The password must be at least 14 characters.'), 'the password rule');
      await expectVisible(page.getByText(PASSWORDS_DO_NOT_MATCH), 'the confirmation error');

      await page.getByLabel('New password', { exact: true }).fill(RESET_PASSWORD);
      await page.getByLabel('Confirm new password').fill(RESET_PASSWORD);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expectVisible(page.getByText(PASSWORD_RESET_DONE), 'the success message');
      await page.getByRole('main').getByRole('link', { name: 'Login', exact: true }).click();
      await arriveAt(ctx, /\/auth\/login/);
      await submitLogin(page, { username: email, password: RESET_PASSWORD });
      await arriveAt(ctx, /\/library$/);
      await logout(ctx);

      // The link works once.
      await visit(ctx, new URL(href).pathname, /\/password\/reset\//);
      await page.getByLabel('New password', { exact: true }).fill(RESET_PASSWORD);
      await page.getByLabel('Confirm new password').fill(RESET_PASSWORD);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expectVisible(
        page.getByRole('listitem').filter({ hasText: RESET_LINK_INVALID }),
        'the used-link error in the error list',
      );
    },
  ),
];
