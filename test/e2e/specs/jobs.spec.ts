import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { csvRows } from '../../support/csv-rows';
import {
  arriveAt,
  assertEqual,
  assertTrue,
  checkAccessibility,
  expectVisible,
  spec,
  visit,
  type SpecContext,
} from '../harness';
import { DEMO_PASSWORD, login, logout } from '../portal';

const asStaff = (ctx: SpecContext, landing: RegExp = /\/admin/) =>
  login(ctx, { username: DEMO_ACCOUNTS.staff.username, password: DEMO_PASSWORD }, landing);

/** The card of the job whose subject (in words) matches. */
const jobCard = (page: Page, about: RegExp) => page.getByRole('listitem').filter({ has: page.getByText(about) });

/** Phone first: at 360 px nothing scrolls sideways and every button and link of the list is at least 24 px each way. */
async function fitsAPhone(ctx: SpecContext, what: string): Promise<void> {
  const { page } = ctx;
  await page.setViewportSize({ width: 360, height: 780 });
  await page.waitForTimeout(200);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assertTrue(overflow <= 0, `${what}: no horizontal scroll at 360 px (${overflow} px too wide)`);
  const small = await page.locator('main li button, main li a, main li summary, header a').evaluateAll((elements) =>
    elements
      .map((element) => ({ text: element.textContent?.trim() ?? '', box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.width < 24 || box.height < 24))
      .map(({ text }) => text),
  );
  assertEqual(small, [], `${what}: targets under 24 px at 360 px`);
  await checkAccessibility(page, ctx.a11y, `${what} at 360 px`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * A job can always be found again (issue 31): a long export followed, left, and found again in the
 * Jobs list (from the header and from the console's tab) after a reload and a new sign-in, with its
 * download link; the scheduled clean-up's runs for staff who may see them.
 */
export const jobsSpecs = [
  spec(
    'jobs: follow a long export, leave it, and find it again in the Jobs list with its download link',
    async (ctx) => {
      const { page } = ctx;
      await asStaff(ctx);
      await visit(ctx, '/admin/stats', /\/admin\/stats$/);
      const weekly = page.getByRole('region', { name: 'Weekly User Status' });
      await weekly.getByLabel('Earliest date').fill('01/01/2016');
      await weekly.getByRole('button', { name: 'Download CSV' }).click();
      await expectVisible(page.getByRole('progressbar', { name: 'Counting the weekly user status' }), 'the progress');
      await expectVisible(page.getByText('You can leave this page: the work carries on'), 'that it may be left');
      await checkAccessibility(page, ctx.a11y, 'stats while the export runs');

      // Leave the console: the site's header now offers Jobs, saying one runs.
      await page.getByRole('link', { name: 'App Library' }).first().click();
      await arriveAt(ctx, /\/library$/);
      const headerJobs = page.getByRole('banner').getByRole('link', { name: /^Jobs/ });
      await expectVisible(headerJobs, "the header's Jobs link");
      await headerJobs.click();
      await arriveAt(ctx, /\/jobs$/);
      const about = /^Weekly User Status: weekly-user-status-teacher-global-2016-01-01-to-/;
      const card = jobCard(page, about);
      await expectVisible(card, 'the export in the Jobs list');
      await expectVisible(card.getByRole('heading', { name: 'Export' }), 'its kind in words');
      await expectVisible(card.getByRole('progressbar'), 'its progress');
      await expectVisible(card.getByText(/^Started /), 'when it started');

      // A reload finds it again; so does a new sign-in, and the console's Jobs tab.
      await page.reload();
      await arriveAt(ctx, /\/jobs$/);
      await expectVisible(jobCard(page, about), 'the export after a reload');
      await logout(ctx);
      await asStaff(ctx);
      await page
        .getByRole('navigation', { name: 'Admin Console sections' })
        .getByRole('link', { name: 'Jobs' })
        .click();
      await arriveAt(ctx, /\/admin\/jobs$/);
      const again = jobCard(page, about);
      await expectVisible(again, 'the export after a new sign-in, in the console');
      await expectVisible(page.getByRole('heading', { name: 'Scheduled jobs' }), "the scheduled jobs' runs");

      const download = again.getByRole('button', {
        name: /^Download weekly-user-status-teacher-global-2016-01-01-to-/,
      });
      await expectVisible(download, 'the download link once the export is done', 100_000);
      await expectVisible(again.getByText('Finished', { exact: true }), 'its state');
      await checkAccessibility(page, ctx.a11y, 'the Jobs tab with a finished export');
      const file = page.waitForEvent('download', { timeout: 30_000 });
      await download.click();
      const rows = csvRows(await readFile(await (await file).path(), 'utf8'));
      assertEqual(rows[0]?.join(','), 'Week Starting,Active Users,New Users,Sign-ins', 'the weekly columns');
      assertEqual(rows[1]?.[0], '2015-12-28', 'the first week is the one of 1 January 2016');
      await fitsAPhone(ctx, 'the Jobs tab');
      await visit(ctx, '/jobs', /\/jobs$/);
      await fitsAPhone(ctx, 'the Jobs page');
    },
  ),

  spec("jobs: a school administrator finds the SMART Tool import again; the header's Jobs leads there", async (ctx) => {
    const { page } = ctx;
    await login(ctx, { username: DEMO_ACCOUNTS.schoolAdmin.username, password: DEMO_PASSWORD });
    await page.getByRole('banner').getByRole('link', { name: /^Jobs/ }).click();
    await arriveAt(ctx, /\/jobs$/);
    const card = jobCard(page, /^Students of Demo Primary School$/);
    await expectVisible(card.getByRole('heading', { name: 'SMART Tool import' }), 'the import told in words');
    await expectVisible(card.getByText('Finished', { exact: true }), 'its state');
    assertEqual(await page.getByRole('heading', { name: 'Scheduled jobs' }).count(), 0, 'no scheduled runs');
    await fitsAPhone(ctx, 'the Jobs page of a school administrator');
  }),

  spec('jobs: a parent with no jobs sees no Jobs link, and the page says there are none', async (ctx) => {
    const { page } = ctx;
    await login(ctx, { username: DEMO_ACCOUNTS.parent.username, password: DEMO_PASSWORD });
    assertEqual(await page.getByRole('banner').getByRole('link', { name: /^Jobs/ }).count(), 0, 'no Jobs link');
    await visit(ctx, '/jobs', /\/jobs$/);
    await expectVisible(page.getByText('You have no jobs.'), 'that there are none');
  }),
];
