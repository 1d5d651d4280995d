import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import {
  arriveAt,
  checkAccessibility,
  expectHidden,
  expectVisible,
  spec,
  checkAt360,
  checkReachableAt360,
} from '../harness';
import { DEMO_PASSWORD, login } from '../portal';

const queueTabs = (page: Page) => page.getByRole('navigation', { name: 'Work queues' });
const queueRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/**
 * The work queues (staff-console §4 school flags). Runs before the Schools specs, which vet Harbourside and identify
 * Banksia Bay: here both still wait, and the round trip through Hidden leaves Banksia Bay as it was.
 */
export const schoolQueueSpecs = [
  spec('work queues: tele staff see the schools waiting, and unhide a hidden one in place', async (ctx) => {
    const { page } = ctx;
    await login(ctx, { username: DEMO_ACCOUNTS.teleStaff.username, password: DEMO_PASSWORD }, /\/admin\/schools$/);
    await page.getByRole('link', { name: 'Work queues' }).click();
    await arriveAt(ctx, /\/admin\/queues\/unvetted$/);
    const harbourside = queueRow(page, 'Harbourside Community School');
    await expectVisible(harbourside, 'the seed’s school waiting to be vetted');
    await expectVisible(harbourside.getByRole('button', { name: 'Vet Harbourside Community School' }), 'Vet in place');
    await checkAccessibility(page, ctx.a11y, 'work queue: waiting to be vetted');
    await checkAt360(ctx, 'the work queue');
    await checkReachableAt360(
      ctx,
      harbourside.getByRole('button', { name: 'Vet Harbourside Community School' }),
      'Vet on the queue row',
    );

    await queueTabs(page).getByRole('link', { name: 'Vetted, not identified' }).click();
    await arriveAt(ctx, /\/admin\/queues\/unidentified$/);
    const banksia = queueRow(page, 'Banksia Bay Primary School');
    await expectVisible(banksia.getByRole('button', { name: 'Identify Banksia Bay Primary School' }), 'Identify');
    await expectHidden(queueRow(page, 'Harbourside Community School'), 'a school not vetted yet');
    await checkAccessibility(page, ctx.a11y, 'work queue: vetted, not identified');

    await page.getByRole('link', { name: 'Schools', exact: true }).click();
    await arriveAt(ctx, /\/admin\/schools$/);
    await page.getByLabel('Search schools').fill('Banksia');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByLabel('Select Banksia Bay Primary School').check();
    await page.getByRole('button', { name: 'Hide', exact: true }).click();
    await expectVisible(
      queueRow(page, 'Banksia Bay Primary School').getByText('Hidden', { exact: true }),
      'the Hidden badge',
    );

    await page.getByRole('link', { name: 'Work queues' }).click();
    await queueTabs(page).getByRole('link', { name: 'Hidden' }).click();
    await arriveAt(ctx, /\/admin\/queues\/hidden$/);
    await checkAccessibility(page, ctx.a11y, 'work queue: hidden');
    await page.getByRole('button', { name: 'Unhide Banksia Bay Primary School' }).click();
    await expectVisible(page.getByText('Unhid Banksia Bay Primary School.'), 'unhidden in place');
    await expectHidden(queueRow(page, 'Banksia Bay Primary School'), 'the school, out of the queue');

    await queueTabs(page).getByRole('link', { name: 'Vetted, not identified' }).click();
    await expectVisible(queueRow(page, 'Banksia Bay Primary School'), 'back in the queue it waited in');
  }),
];
