import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { CONTACT_MESSAGE_SENT } from '../../../shared/schemas/contact';
import { arriveAt, assertEqual, expectFocused, expectVisible, spec, visit } from '../harness';
import { DEMO_PASSWORD, login, logout, uniqueEmail } from '../portal';

export const contactUsSpecs = [
  spec(
    'contact us: a visitor opens Contact Us from the footer, sees the errors of an empty form, sends a message, and support gets it in the mailbox',
    async (ctx) => {
      const { page } = ctx;
      const email = uniqueEmail('contact');

      await visit(ctx, '/library', /\/library/);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
      await arriveAt(ctx, /\/contact-us$/);
      await expectVisible(page.getByText('+61 2 5550 1234'), 'the phone number from the configuration');
      await expectVisible(page.getByText('+61 2 5550 1235'), 'the fax number');
      await expectVisible(page.getByText(/PO Box 1234/), 'the postal address');
      await expectVisible(page.getByText('9am-5pm Monday to Friday, Sydney time'), 'the opening hours');

      await page.getByRole('button', { name: 'Send Message' }).click();
      await expectVisible(page.getByText('Please enter your name.'), 'the name error');
      await expectVisible(page.getByText('Please enter your email address.'), 'the email error');
      await expectVisible(page.getByText('Please enter your message.'), 'the message error');

      await page.getByLabel('Name', { exact: true }).fill('Vera Visitor');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('School reference number').fill('SCH-7');
      await page.getByLabel('Subject').selectOption('Request Technical Assistance');
      await page.getByLabel('Product').selectOption({ label: 'Maths Quest' });
      await page.getByLabel('Message', { exact: true }).fill('The app will not open on our school tablets.');
      await page.getByRole('button', { name: 'Send Message' }).click();
      const thanks = page.getByText(CONTACT_MESSAGE_SENT);
      await expectVisible(thanks, 'the thank-you message');
      assertEqual(
        await page.getByRole('button', { name: 'Send Message' }).count(),
        0,
        'the form gave way to the message',
      );
      await expectFocused(page.locator(':focus', { has: thanks }), 'the thank-you message');

      await visit(ctx, '/_local/mail');
      const mail = page.getByRole('article').filter({ hasText: `Reply-To: ${email}` });
      await expectVisible(mail, `the message from ${email}`);
      assertEqual(
        await mail.getByRole('heading').innerText(),
        'Contact Us: Request Technical Assistance from Vera Visitor',
        'the mail subject',
      );
      await expectVisible(mail.getByText(/Product: Maths Quest/), 'the product in the mail');

      // In Spanish the form reads in Spanish, while a subject is still sent as its English value.
      await visit(ctx, '/contact-us?lang=es', /\/contact-us/);
      await expectVisible(page.getByRole('heading', { name: 'Contacto', level: 1 }), 'Contact Us in Spanish');
      await page.getByLabel('Asunto').selectOption({ label: 'Solicitar asistencia técnica' });
      assertEqual(
        await page.getByLabel('Asunto').inputValue(),
        'Request Technical Assistance',
        'the subject keeps its value',
      );
      await expectVisible(page.getByRole('button', { name: 'Enviar mensaje' }), 'Send Message in Spanish');
      // The opening hours are a sentence too: the configuration's Spanish, on the page and in the footer.
      await expectVisible(
        page.getByRole('main').getByText('de 9:00 a 17:00, de lunes a viernes, hora de Sídney'),
        'the opening hours in Spanish',
      );
      await expectVisible(
        page.getByRole('contentinfo').getByText('de 9:00 a 17:00, de lunes a viernes, hora de Sídney'),
        "the footer's opening hours in Spanish",
      );
    },
  ),

  spec('contact us: a signed-in teacher finds their name and email filled in', async (ctx) => {
    const { page } = ctx;
    await login(ctx, { username: DEMO_ACCOUNTS.teacher.username, password: DEMO_PASSWORD });
    await visit(ctx, '/contact-us', /\/contact-us$/);
    assertEqual(await page.getByLabel('Name', { exact: true }).inputValue(), 'Tom Teacher', 'the name');
    assertEqual(
      await page.getByLabel('Email', { exact: true }).inputValue(),
      DEMO_ACCOUNTS.teacher.username,
      'the email',
    );
    await logout(ctx);
  }),
];
