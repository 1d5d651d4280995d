import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../bin/seed/demo-accounts';
import { arriveAt, checkAccessibility, expectVisible, settled, textsOf, visit, type SpecContext } from './harness';

/** Steps through the portal the way a visitor does; every page reached is checked with axe. */

export const NEW_PASSWORD = 'Correct-Horse-42!';
export { DEMO_PASSWORD };

let counter = 0;
export function uniqueEmail(label: string): string {
  counter += 1;
  return `e2e-${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

export interface Credentials {
  username: string;
  password: string;
  remember?: boolean;
}

/** Fills the login form and submits it; does not wait for the outcome. */
export async function submitLogin(page: Page, { username, password, remember = false }: Credentials): Promise<void> {
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const box = page.getByLabel('Stay logged in');
  if ((await box.isChecked()) !== remember) await box.setChecked(remember);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Opens /auth/login, signs in and waits to land on `landing`. */
export async function login(ctx: SpecContext, credentials: Credentials, landing: RegExp = /\/library/): Promise<void> {
  await visit(ctx, '/auth/login', /\/auth\/login/);
  await submitLogin(ctx.page, credentials);
  await arriveAt(ctx, landing);
}

export function userMenuButton(page: Page) {
  return page.getByRole('button', { name: /^Account menu for / });
}

/** Opens the user menu, checks it with axe, and returns its entries. */
export async function userMenuEntries(ctx: SpecContext): Promise<string[]> {
  const button = userMenuButton(ctx.page);
  await button.click();
  const list = ctx.page.locator(`#${await button.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
  await list.waitFor({ state: 'visible' });
  await checkAccessibility(ctx.page, ctx.a11y, `${new URL(ctx.page.url()).pathname} (user menu open)`);
  const entries = await textsOf(list.locator('[data-menu-item]'));
  await ctx.page.keyboard.press('Escape');
  await list.waitFor({ state: 'hidden' });
  return entries.map((entry) => entry.replace(' (opens in a new tab)', '').replace('↗', '').trim());
}

export async function logout(ctx: SpecContext): Promise<void> {
  await userMenuButton(ctx.page).click();
  await ctx.page.getByRole('button', { name: 'Logout' }).click();
  await arriveAt(ctx, /\/library$/);
  await expectVisible(ctx.page.getByRole('link', { name: 'Login', exact: true }), 'the Login link once signed out');
}

export type AccountTypeLabel = 'Personal' | 'Parent/Guardian' | 'Teacher';

export interface NewAccount {
  type: AccountTypeLabel;
  firstName: string;
  lastName: string;
  email: string;
  title?: string;
  country?: string;
}

/** Registers through both steps; waits for `landing`. */
export async function register(ctx: SpecContext, account: NewAccount, landing: RegExp): Promise<void> {
  await visit(ctx, '/auth/register', /\/auth\/register/);
  await ctx.page.getByLabel(account.type, { exact: false }).check();
  await ctx.page.getByRole('button', { name: 'Continue' }).click();
  await arriveAt(ctx, /step=details/);
  const page = ctx.page;
  if (account.title) await page.getByLabel('Title').selectOption(account.title);
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  if (account.country) await page.getByLabel('Country').selectOption({ label: account.country });
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await arriveAt(ctx, landing);
}

/** Clicks a tile of the App Library section and waits for the service detail dialog. */
export async function openService(ctx: SpecContext, name: string) {
  const section = ctx.page.getByRole('region', { name: /^App Library/ });
  await section.getByRole('link', { name: new RegExp(`^${name}`) }).click();
  const dialog = ctx.page.getByRole('dialog', { name });
  await dialog.waitFor({ state: 'visible' });
  await settled(ctx.page);
  await checkAccessibility(
    ctx.page,
    ctx.a11y,
    `${new URL(ctx.page.url()).pathname}${new URL(ctx.page.url()).search} (${name} detail)`,
  );
  return dialog;
}

/** The buttons and links at the foot of the service detail, in order. */
export async function serviceActions(ctx: SpecContext): Promise<string[]> {
  const texts = await textsOf(ctx.page.getByTestId('service-actions').locator('a, button'));
  return texts.map((text) => text.replace(' (opens in a new tab)', '').replace('↗', '').trim());
}

export async function closeService(ctx: SpecContext): Promise<void> {
  await ctx.page.keyboard.press('Escape');
  await ctx.page.getByRole('dialog').waitFor({ state: 'hidden' });
}

/**
 * A value a form shows as text (the kit's ReadOnlyField): its value, after checking that nothing
 * with that label looks editable (no text box).
 */
export async function readOnlyFieldValue(page: Page, label: string): Promise<string> {
  const main = page.getByRole('main');
  const boxes = await main.getByRole('textbox', { name: label, exact: true }).count();
  if (boxes !== 0) throw new Error(`${label} is shown as a text box, not as text`);
  const field = main.getByRole('group', { name: label, exact: true });
  await field.waitFor({ state: 'visible' });
  return (await field.locator(':scope > span').nth(1).innerText()).trim();
}
