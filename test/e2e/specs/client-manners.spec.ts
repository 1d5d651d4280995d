import type { Request } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { DEMO_SERVICES } from '../../../bin/seed/services';
import { samlProvisioningError } from '../../../shared/schemas/saml';
import { SCHOOL_SIGN_ON_MESSAGES } from '../../../shared/schemas/saml-accounts';
import {
  arriveAt,
  assertEqual,
  assertTrue,
  checkAccessibility,
  expectHidden,
  expectVisible,
  spec,
  visit,
} from '../harness';
import { DEMO_PASSWORD, submitLogin } from '../portal';
import { schoolPerson, signInThroughSchool } from './school-sign-on-accounts.spec';

const [service] = DEMO_SERVICES;
if (!service) throw new Error('The seed has no services');

export const clientMannersSpecs = [
  spec(
    'client manners: /go sends a visitor to Login with the app, then to its detail; a signed-in person goes straight there',
    async (ctx) => {
      const { page } = ctx;
      await visit(ctx, `/go?service=${service.id}`, new RegExp(`/auth/login\\?service=${service.id}$`));
      await submitLogin(page, { username: DEMO_ACCOUNTS.teacher.username, password: DEMO_PASSWORD });
      await arriveAt(ctx, new RegExp(`/library\\?serviceId=${service.id}$`));
      await expectVisible(page.getByRole('dialog', { name: service.name }), "the app's detail after signing in");

      await visit(ctx, '/go?service=2', /\/library\?serviceId=2$/);
      await visit(ctx, '/go?intended=%2Fcontact-us', /\/contact-us$/);
      await visit(ctx, '/go?intended=%2F%2Fevil.example', /\/library$/);
    },
  ),

  spec(
    'client manners: a failed save is reported to the debug-message endpoint without the query string; a 401 is not',
    async (ctx) => {
      const { page } = ctx;
      const reports: Request[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/debug-messages')) reports.push(request);
      });
      await visit(ctx, '/contact-us?ref=campaign-7', /\/contact-us\?ref=campaign-7$/);
      await page.route('**/api/contact-messages', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ errors: [{ status: '500', detail: 'Something went wrong on our side.' }] }),
        }),
      );
      await page.getByLabel('Name').fill('Vera Visitor');
      await page.getByLabel('Email').fill('vera@example.com');
      await page.getByRole('textbox', { name: 'Message' }).fill('Hello there.');
      const reported = page.waitForResponse((response) => response.url().endsWith('/api/debug-messages'));
      reported.catch(() => undefined); // a step failing before it is awaited must not crash the runner
      await page.getByRole('button', { name: 'Send Message' }).click();
      const answer = await reported;
      assertEqual(answer.status(), 201, 'the report is stored');
      const body = answer.request().postDataJSON() as {
        message: string;
        url: string;
        log: string[];
        stack: string | null;
      };
      assertEqual(body.url, '/contact-us', 'the page path, without its query string');
      assertTrue(body.message.includes('status 500'), `the message names the failure: ${body.message}`);
      assertTrue(
        body.log.some((line) => line.includes('POST /api/contact-messages 500')),
        'the log holds the failed call',
      );
      assertEqual(answer.request().headers()['authorization'], undefined, 'the report is anonymous');

      // A 401 is never reported (§7).
      await page.route('**/api/contact-messages', (route) =>
        route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({ errors: [{ status: '401', detail: 'Unauthorized' }] }),
        }),
      );
      await visit(ctx, '/contact-us', /\/contact-us$/);
      await page.getByLabel('Name').fill('Vera Visitor');
      await page.getByLabel('Email').fill('vera@example.com');
      await page.getByRole('textbox', { name: 'Message' }).fill('Hello again.');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.waitForTimeout(1500);
      assertEqual(reports.length, 1, 'reports sent in all (none for the 401)');
    },
  ),

  spec(
    'client manners: a read that gets 503 with Retry-After shows Reconnecting… and succeeds on a later try',
    async (ctx) => {
      const { page } = ctx;
      let refused = 0;
      let answered = 0;
      // The try that will be answered is held until the status has been seen through it.
      let thirdTryArrived: () => void = () => undefined;
      const thirdTry = new Promise<void>((resolve) => {
        thirdTryArrived = resolve;
      });
      let releaseThirdTry: () => void = () => undefined;
      const released = new Promise<void>((resolve) => {
        releaseThirdTry = resolve;
      });
      await page.route('**/api/system-alerts', async (route) => {
        if (refused < 2) {
          refused += 1;
          await route.fulfill({
            status: 503,
            headers: { 'retry-after': '1' },
            contentType: 'application/json',
            body: JSON.stringify({ errors: [{ status: '503', detail: 'The portal cannot reach its data just now.' }] }),
          });
          return;
        }
        answered += 1;
        thirdTryArrived();
        await released;
        await route.continue();
      });
      // The system alerts are read as the library opens: the first two tries answer 503. (The
      // page is checked once connected: axe on a busy machine can outlast two 1 s waits.)
      await page.goto(new URL('/library', ctx.baseUrl).toString());
      const status = page.getByRole('status').filter({ hasText: 'Reconnecting…' });
      await expectVisible(status, 'the Reconnecting… status');
      // Steady while a try is under way, not only during the waits between tries.
      await thirdTry;
      await page.waitForTimeout(300);
      await expectVisible(status, 'Reconnecting… while the third try is under way', 1000);
      releaseThirdTry();
      await expectHidden(page.getByText('Reconnecting…'), 'the status once connected', 15_000);
      await checkAccessibility(page, ctx.a11y);
      assertEqual([refused, answered], [2, 1], 'tries refused, then answered');
      await expectVisible(page.getByRole('region', { name: 'System alerts' }), 'the alerts of the later try');
    },
  ),

  spec(
    'client manners: Back on a static page returns to the page the visitor came from, else to the library; a missing page is not reported',
    async (ctx) => {
      const { page } = ctx;
      let reports = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/debug-messages')) reports += 1;
      });
      await visit(ctx, '/privacy-policy', /\/privacy-policy$/);
      assertEqual(
        await page.getByTestId('back-link').getAttribute('href'),
        '/library',
        'Back on the first page of the tab',
      );
      await visit(ctx, '/contact-us', /\/contact-us$/);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
      await arriveAt(ctx, /\/privacy-policy$/);
      await page.getByRole('main').getByRole('link', { name: /Back/ }).click();
      await arriveAt(ctx, /\/contact-us$/);

      await visit(ctx, '/no-such-page', /\/no-such-page$/);
      await expectVisible(page.getByText("Sorry, we couldn't find the page you were looking for."), 'not-found');
      await page.waitForTimeout(1000);
      assertEqual(reports, 0, 'reports of a page the content host does not have');
    },
  ),

  spec(
    "client manners: 'Error provisioning SAML account: …' is shown on school sign-on registration and also reported",
    async (ctx) => {
      const { page } = ctx;
      // The API's answer when the school system names no school it serves (the mock provider serves
      // one school, so the twin always finds it; integration tests cover the server's side).
      const refusal = samlProvisioningError(SCHOOL_SIGN_ON_MESSAGES.noSchool);
      await page.route('**/api/saml2/register', (route) =>
        route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ errors: [{ status: '409', code: 'conflict', detail: refusal }] }),
        }),
      );
      await signInThroughSchool(ctx, schoolPerson('teacher'));
      await arriveAt(ctx, /\/auth\/saml\/registration$/);
      await page.getByRole('link', { name: 'Create a new account' }).click();
      await arriveAt(ctx, /\/auth\/saml\/registration\/details\?role=teacher$/);
      const reported = page.waitForResponse((response) => response.url().endsWith('/api/debug-messages'));
      reported.catch(() => undefined); // a step failing before it is awaited must not crash the runner
      await page.getByRole('button', { name: 'Create account' }).click();
      await expectVisible(page.getByText(refusal), 'the provisioning error');
      const answer = await reported;
      assertEqual(answer.status(), 201, 'the report is stored');
      const body = answer.request().postDataJSON() as { message: string; url: string };
      assertTrue(
        body.message.includes('Error provisioning SAML account: ') && body.message.includes('status 409'),
        `the report names the refusal: ${body.message}`,
      );
      assertEqual(body.url, '/auth/saml/registration/details', 'the page path');
    },
  ),
];
