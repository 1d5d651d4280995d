import { randomUUID } from 'node:crypto';
import { arriveAt, assertEqual, expectVisible, spec, visit } from '../harness';

export const socialSignInSpecs = [
  spec('social sign-in: Google from the Login page through the hosted stand-in back to the portal, which exchanges the code and finds no account yet', async (ctx) => {
    const { page } = ctx;
    await visit(ctx, '/auth/login?intended=%2Faccount', /\/auth\/login/);
    await page.getByRole('button', { name: 'Google' }).click();
    // The twin's stand-in for the hosted sign-in page (a local-only page, checked with axe too).
    await arriveAt(ctx, /\/_local\/cognito-hosted\/oauth2\/authorize\?/);
    const id = randomUUID().replaceAll('-', '').slice(0, 20);
    await page.getByLabel('Google user id').fill(id);
    await page.getByLabel('Email').fill(`new-${id.slice(0, 8)}@social.example`);
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await arriveAt(ctx, /\/auth\/social\/complete\?code=/);
    await expectVisible(page.getByRole('alert').filter({ hasText: 'There is no App Library account for this Google or Facebook identity yet' }), 'the message for a first-time person');
    // The session was not kept: Back to login shows the Login page, not post-login.
    await page.getByRole('link', { name: 'Back to login' }).click();
    await arriveAt(ctx, /\/auth\/login$/);
    assertEqual(await page.getByRole('heading', { name: 'Login', level: 1 }).count(), 1, 'the Login heading');
  }),
  spec('social sign-in: an answer with a state that did not start here says so, with the way back to login', async (ctx) => {
    const { page } = ctx;
    await visit(ctx, '/auth/login', /\/auth\/login/);
    await page.evaluate(() => sessionStorage.setItem('app-library.oauth-pending', JSON.stringify({ state: 'mine', codeVerifier: 'v'.repeat(43), provider: 'Google', intended: null, startedAt: Date.now() })));
    await visit(ctx, '/auth/social/complete?code=pushed&state=someone-else', /\/auth\/social\/complete/);
    await expectVisible(page.getByText('This sign-in did not start here or has expired. Please try again from the Login page.'), 'the state mismatch message');
    await expectVisible(page.getByRole('link', { name: 'Back to login' }), 'the way back');
  }),
];
