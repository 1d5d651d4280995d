import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { SESSION_ENDED_MESSAGE } from '../../../frontend/src/lib/unauthorized';
import { arriveAt, assertEqual, assertTrue, checkAt360, expectVisible, spec } from '../harness';
import { DEMO_PASSWORD, login, submitLogin, userMenuButton } from '../portal';

async function cognitoKeys(page: Page, storage: 'localStorage' | 'sessionStorage'): Promise<string[]> {
  return page.evaluate(
    (which) =>
      Object.keys(window[which]).filter(
        (key) => key.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.idToken'),
      ),
    storage,
  );
}

export const sessionSpecs = [
  spec(
    'session: Stay logged in keeps the tokens in localStorage, so a new browser window is still signed in',
    async (ctx) => {
      await login(ctx, { username: DEMO_ACCOUNTS.personal.username, password: DEMO_PASSWORD, remember: true });
      assertEqual((await cognitoKeys(ctx.page, 'localStorage')).length, 1, 'ID tokens in localStorage');
      assertEqual((await cognitoKeys(ctx.page, 'sessionStorage')).length, 0, 'ID tokens in sessionStorage');

      const state = await ctx.context.storageState();
      const reopened = await ctx.browser.newContext({ storageState: state });
      try {
        const page = await reopened.newPage();
        await page.goto(new URL('/library', ctx.baseUrl).toString());
        await expectVisible(userMenuButton(page), 'the user menu in a new browser window');
      } finally {
        await reopened.close();
      }
    },
  ),

  spec('session: without Stay logged in the session ends with the browser window', async (ctx) => {
    await login(ctx, { username: DEMO_ACCOUNTS.personal.username, password: DEMO_PASSWORD, remember: false });
    assertEqual((await cognitoKeys(ctx.page, 'localStorage')).length, 0, 'ID tokens in localStorage');
    assertEqual((await cognitoKeys(ctx.page, 'sessionStorage')).length, 1, 'ID tokens in sessionStorage');

    // A reload in the same window keeps the session.
    await ctx.page.reload();
    await arriveAt(ctx, /\/library$/);
    await expectVisible(userMenuButton(ctx.page), 'the user menu after a reload');

    const state = await ctx.context.storageState();
    const reopened = await ctx.browser.newContext({ storageState: state });
    try {
      const page = await reopened.newPage();
      await page.goto(new URL('/library', ctx.baseUrl).toString());
      await expectVisible(
        page.getByRole('link', { name: 'Login', exact: true }),
        'the Login link in a new browser window',
      );
      assertTrue((await userMenuButton(page).count()) === 0, 'no user menu in a new browser window');
    } finally {
      await reopened.close();
    }
  }),

  spec('session: a 401 from the API ends the session and says why on the login page', async (ctx) => {
    const { page } = ctx;
    await login(ctx, { username: DEMO_ACCOUNTS.parent.username, password: DEMO_PASSWORD });
    await page.route('**/api/me/user-services', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ status: '401', detail: 'The session has ended.' }] }),
      }),
    );
    // The next load of the library asks for the user-services again and gets a 401: the login
    // page says why the person is there, and brings them back to the library afterwards.
    await page.reload();
    await arriveAt(ctx, /\/auth\/login\?intended=%2Flibrary$/);
    await expectVisible(page.getByText(SESSION_ENDED_MESSAGE), 'why the person was signed out');
    assertEqual(await userMenuButton(page).count(), 0, 'user menus after the 401');
    assertEqual((await cognitoKeys(page, 'sessionStorage')).length, 0, 'ID tokens left after the 401');
    await checkAt360(ctx, 'the login page after a 401');
    await page.unroute('**/api/me/user-services');
    await submitLogin(page, { username: DEMO_ACCOUNTS.parent.username, password: DEMO_PASSWORD });
    await arriveAt(ctx, /\/library$/);
  }),
];
