import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { DEMO_OTHER_SCHOOL_ID } from '../../../bin/seed/demo-profiles';
import { assertEqual, assertTrue, checkAccessibility, expectVisible, spec } from '../harness';
import { DEMO_PASSWORD, login } from '../portal';

export const mockSamlSpecs = [
  spec(
    'mock SAML: support staff generates a mock school sign-on; the form shows what is missing, then Ready with the SAML Login form',
    async (ctx) => {
      const { page } = ctx;
      await login(ctx, { username: DEMO_ACCOUNTS.supportStaff.username, password: DEMO_PASSWORD }, /\/admin\/saml$/);
      const form = page.getByRole('form', { name: 'Mock SAML login' });

      // Nothing filled in: each required field says so, and nothing is generated.
      await form.getByRole('button', { name: 'Generate' }).click();
      await expectVisible(form.getByText('Please enter the nameId.'), 'the nameId message');
      await expectVisible(form.getByText('Please enter your first name.'), 'the first name message');
      await expectVisible(form.getByText('Please enter your last name.'), 'the last name message');
      await expectVisible(form.getByText('Please enter your email address.'), 'the email message');
      assertEqual(await page.getByText('Ready', { exact: true }).count(), 0, 'no Ready before a valid form');
      await checkAccessibility(page, ctx.a11y, 'mock SAML form with errors');

      await form.getByLabel('nameId').fill('mock-student-e2e');
      await form.getByLabel('First name').fill('Sky');
      await form.getByLabel('Last name').fill('Student');
      await form.getByLabel('Email').fill('sky.student@mockschool.example');
      await form.getByLabel('School role').selectOption('student');
      await form.getByLabel('School id').fill(DEMO_OTHER_SCHOOL_ID);
      await form.getByLabel('Relay state').fill('/library');
      await form.getByRole('button', { name: 'Generate' }).click();

      await expectVisible(page.getByText('Ready', { exact: true }), 'Ready');
      const samlLogin = page.getByTestId('saml-login-form');
      await expectVisible(samlLogin.getByRole('button', { name: 'SAML Login' }), 'the SAML Login button');
      // The sign-in through the posted response comes with the assertion consumer: the form is checked, not posted.
      assertEqual(await samlLogin.getAttribute('target'), '_blank', 'the form posts in a new tab');
      assertEqual(await samlLogin.getAttribute('method'), 'post', 'the form posts');
      assertTrue(
        (await samlLogin.getAttribute('action'))?.endsWith('/saml2/idpresponse') ?? false,
        'the form posts to the assertion consumer',
      );
      const samlResponse = await samlLogin.locator('input[name="SAMLResponse"]').inputValue();
      assertTrue(
        Buffer.from(samlResponse, 'base64').toString('utf8').includes('sky.student@mockschool.example'),
        'the SAMLResponse asserts the person',
      );
      assertEqual(await samlLogin.locator('input[name="RelayState"]').inputValue(), '/library', 'the RelayState');
      const code = await page.getByLabel('Console code to use in another tab').inputValue();
      assertTrue(
        code.includes(samlResponse) && code.includes('form.submit()'),
        'the console code posts the same response',
      );
      await checkAccessibility(page, ctx.a11y, 'mock SAML Ready');
    },
  ),
];
