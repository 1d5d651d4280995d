import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { TWO_FACTOR_FAILED, TWO_FACTOR_FAILURE_REASONS } from '../../../frontend/src/lib/auth';
import { TWO_FACTOR_CODE_WRONG } from '../../../shared/schemas/me';
import {
  arriveAt,
  assertEqual,
  assertTrue,
  checkAccessibility,
  expectFocused,
  expectVisible,
  spec,
  type SpecContext,
  visit,
} from '../harness';
import { DEMO_PASSWORD, NEW_PASSWORD, login, logout, register, submitLogin, uniqueEmail } from '../portal';

/** The step heading has focus once a step of the setup opens (keyboard and screen-reader users start there). */
async function expectStep(ctx: SpecContext, title: string): Promise<void> {
  await expectHeadingFocused(ctx, title, 2);
  await checkAccessibility(ctx.page, ctx.a11y, `/account/two-factor (${title})`);
}

/** A code the key does not give now, nor in the 30 s either side (which the user pool also accepts). */
async function wrongCode(secret: string): Promise<string> {
  const now = Date.now() / 1000;
  const near = await Promise.all([-30, 0, 30].map((offset) => generate({ secret, epoch: now + offset })));
  return ['000000', '111111', '222222'].find((code) => !near.includes(code)) ?? '333333';
}

async function expectHeadingFocused(ctx: SpecContext, title: string, level = 1): Promise<void> {
  const heading = ctx.page.getByRole('heading', { name: title, level });
  await expectVisible(heading, `the heading '${title}'`);
  await expectFocused(heading, `the heading '${title}'`);
}

async function readKey(page: Page): Promise<string> {
  return (await page.getByTestId('two-factor-key').innerText()).replace(/\s+/g, '');
}

export const twoFactorSpecs = [
  spec('two-factor: a teacher enables it, logs in with a code after a wrong one, and removes it', async (ctx) => {
    const { page } = ctx;
    const email = uniqueEmail('two-factor');
    await register(
      ctx,
      { type: 'Teacher', title: 'Ms.', firstName: 'Tess', lastName: 'Tutor', country: 'Australia', email },
      /\/school-identification$/,
    );

    // My Account leads teachers to the management page.
    await visit(ctx, '/account', /\/account$/);
    await page.getByRole('link', { name: 'Manage Two-Factor Authentication' }).click();
    await arriveAt(ctx, /\/account\/two-factor$/);
    await expectVisible(page.getByText('Not Enabled', { exact: true }), 'the status Not Enabled');

    // Setup: 1 intro, 2 scan (Back keeps the key), 3 a wrong code then the right one, 4 done.
    await page.getByRole('button', { name: 'Enable' }).click();
    await expectStep(ctx, 'Before you start');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectStep(ctx, 'Scan the QR code');
    await expectVisible(page.getByRole('img', { name: `QR code of the two-factor key for ${email}` }), 'the QR code');
    const secret = await readKey(page);
    assertTrue(/^[A-Z2-7]{16,}$/.test(secret), `the key is shown as base32 text (${secret})`);
    await page.getByRole('button', { name: 'Back' }).click();
    await expectStep(ctx, 'Before you start');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectStep(ctx, 'Scan the QR code');
    assertEqual(await readKey(page), secret, 'the same key after going back');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectStep(ctx, 'Enter a code to enable');
    await page.getByLabel('One-time code').fill(await wrongCode(secret));
    await page.getByRole('button', { name: 'Enable' }).click();
    await expectVisible(page.getByText(TWO_FACTOR_CODE_WRONG), 'the wrong code message beside the field');
    await checkAccessibility(page, ctx.a11y, '/account/two-factor (wrong code)');
    await page.getByRole('button', { name: 'Back' }).click();
    await expectStep(ctx, 'Scan the QR code');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectStep(ctx, 'Enter a code to enable');
    await page.getByLabel('One-time code').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Enable' }).click();
    await expectStep(ctx, 'Two-Factor Authentication is on');
    await page.getByRole('button', { name: 'Done' }).click();
    await expectVisible(page.getByText('Protected', { exact: true }), 'the status Protected');

    // Login now asks for the code (Back to login returns to the form); a wrong code says why and
    // the code can be entered again.
    await logout(ctx);
    await visit(ctx, '/auth/login', /\/auth\/login/);
    await submitLogin(page, { username: email, password: NEW_PASSWORD });
    await expectHeadingFocused(ctx, 'Two-Factor Authentication');
    await checkAccessibility(page, ctx.a11y, '/auth/login (two-factor)');
    await page.getByRole('button', { name: 'Back to login' }).click();
    await expectHeadingFocused(ctx, 'Login');
    await submitLogin(page, { username: email, password: NEW_PASSWORD });
    await expectHeadingFocused(ctx, 'Two-Factor Authentication');
    await page.getByLabel('One-time code').fill(await wrongCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    const failure = page.getByRole('alert');
    await expectVisible(
      failure.getByText(`${TWO_FACTOR_FAILED} ${TWO_FACTOR_FAILURE_REASONS.wrongCode}`),
      "'Two-Factor Authentication failed.', that the code was wrong and how to get a fresh one",
    );
    assertEqual(await failure.getByText('Invalid code', { exact: false }).count(), 0, "the user pool's words");
    await checkAccessibility(page, ctx.a11y, '/auth/login (two-factor failed)');
    await page.getByLabel('One-time code').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await arriveAt(ctx, /\/school-identification$/);

    // Remove, after a confirmation naming what is lost; then the password alone signs in.
    await visit(ctx, '/account/two-factor', /\/account\/two-factor$/);
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Two-Factor Authentication?' });
    await expectVisible(dialog.getByText(/will ask for your password only/), 'what removing costs');
    await checkAccessibility(page, ctx.a11y, '/account/two-factor (remove dialog)');
    await dialog.getByRole('button', { name: 'Remove Two-Factor Authentication' }).click();
    await expectVisible(page.getByText('Not Enabled', { exact: true }), 'the status Not Enabled after removing');
    await logout(ctx);
    await login(ctx, { username: email, password: NEW_PASSWORD }, /\/school-identification$/);
  }),

  spec('two-factor: the management page sends an account that is not a teacher back to My Account', async (ctx) => {
    const { page } = ctx;
    await login(ctx, { username: 'parent@demo.example', password: DEMO_PASSWORD });
    await visit(ctx, '/account/two-factor', /\/account$/);
    await expectVisible(page.getByRole('heading', { name: 'My Account', level: 1 }), 'My Account');
    assertTrue(
      (await page.getByRole('link', { name: 'Manage Two-Factor Authentication' }).count()) === 0,
      'no two-factor link for a parent',
    );
  }),
];
