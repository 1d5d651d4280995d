import { SCHOOL_SIGN_ON_EMAIL_INVALID, UNKNOWN_SAML_PROVIDER } from '../../../shared/schemas/saml';
import { arriveAt, assertEqual, checkAt360, expectVisible, spec, visit } from '../harness';

export const schoolSignOnSpecs = [
  spec(
    'school sign-on: the email finds the school system, an unknown domain says so, and the error page shows its message',
    async (ctx) => {
      const { page } = ctx;
      await visit(ctx, '/auth/login', /\/auth\/login/);
      await page.getByRole('link', { name: 'Login with School SSO' }).click();
      await arriveAt(ctx, /\/auth\/saml$/);

      await page.getByLabel('School email address').fill('someone-at-nowhere');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expectVisible(page.getByText(SCHOOL_SIGN_ON_EMAIL_INVALID), 'the at-sign and domain rule');

      await page.getByLabel('School email address').fill('someone@nowhere.example');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expectVisible(page.getByText(UNKNOWN_SAML_PROVIDER), `'${UNKNOWN_SAML_PROVIDER}'`);

      await page.getByLabel('School email address').fill('someone@mockschool.example');
      await page.getByRole('button', { name: 'Continue' }).click();
      await arriveAt(ctx, /\/auth\/saml\/mock-school$/);
      await expectVisible(page.getByRole('heading', { name: 'Login with Mock School' }), 'the provider page');
      await expectVisible(page.getByText(/SAML tab/), 'how the mock provider signs in');

      await visit(ctx, '/auth/saml/error?message=The%20SAML%20response%20has%20expired.', /\/auth\/saml\/error/);
      await expectVisible(page.getByText('The SAML response has expired.'), 'the message');
      await visit(ctx, '/auth/saml/error', /\/auth\/saml\/error/);
      await expectVisible(page.getByText('An unknown error occurred'), 'the fallback message');

      await visit(ctx, '/auth/saml/no-such-school', /\/auth\/saml$/);

      // The same pages in Spanish (the saml catalogue) and Arabic, right to left within 360 px.
      await visit(ctx, '/auth/saml/mock-school?lang=es', /\/auth\/saml\/mock-school/);
      await expectVisible(
        page.getByRole('heading', { name: 'Iniciar sesión con Mock School' }),
        'the provider page in Spanish',
      );
      await visit(ctx, '/auth/saml/error?lang=es', /\/auth\/saml\/error/);
      await expectVisible(
        page.getByRole('heading', { name: 'No se ha podido iniciar sesión a través del centro' }),
        'the error page in Spanish',
      );
      await expectVisible(page.getByText('Se ha producido un error desconocido'), 'the fallback message in Spanish');
      await visit(ctx, '/auth/saml?lang=ar', /\/auth\/saml/);
      await expectVisible(page.getByLabel('البريد الإلكتروني المدرسي'), 'the school email field in Arabic');
      assertEqual(await page.evaluate(() => document.documentElement.dir), 'rtl', 'the page reads right to left');
      await checkAt360(ctx, 'school sign-on in Arabic');
      await visit(ctx, '/auth/saml?lang=en', /\/auth\/saml/);
      await expectVisible(page.getByRole('heading', { name: 'Login with School SSO' }), 'back in English');
    },
  ),
];
