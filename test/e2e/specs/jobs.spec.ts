import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { weekStartOf } from '../../../shared/rules/calendar-days';
import { csvRows } from '../../support/csv-rows';
import {
  arriveAt,
  assertEqual,
  assertTrue,
  checkAccessibility,
  expectHidden,
  expectVisible,
  settled,
  spec,
  visit,
  type SpecContext,
  checkAt360,
} from '../harness';
import { DEMO_PASSWORD, login, logout, register, uniqueEmail } from '../portal';

const asStaff = (ctx: SpecContext, landing: RegExp = /\/admin/) =>
  login(ctx, { username: DEMO_ACCOUNTS.staff.username, password: DEMO_PASSWORD }, landing);

/** The card of the job whose subject (in words) matches. */
const jobCard = (page: Page, about: RegExp) => page.getByRole('listitem').filter({ has: page.getByText(about) });

const DAY_MS = 24 * 60 * 60 * 1000;

const headerJobsLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Jobs/ });

/**
 * Phone first (ARCHITECTURE 'Phones first'): at 360 px the page's own content (its <main>; the
 * site header's phone layout is checked in shell.spec.ts) scrolls nothing sideways, and every
 * button, link and summary of the list and the header's Jobs link is at least 24 px each way.
 */
async function fitsAPhone(ctx: SpecContext, what: string): Promise<void> {
  const { page } = ctx;
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 780 });
  const small = await page
    .locator('main li button, main li a, main summary, main [role="region"] a')
    .or(headerJobsLink(page))
    .evaluateAll((elements) =>
      elements
        .map((element) => ({ text: element.textContent?.trim() ?? '', box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.width < 24 || box.height < 24))
        .map(({ text }) => text),
    );
  if (size) await page.setViewportSize(size);
  assertEqual(small, [], `${what}: targets under 24 px at 360 px`);
  await checkAt360(ctx, what);
}

/**
 * A job can always be found again (ARCHITECTURE 'Jobs and progress'): a long export followed,
 * left, and found again in the Jobs list (from the header and from the console's tab) after a
 * reload and a new sign-in, with its download link; Resume of a stopped job; the scheduled
 * clean-up's runs for staff who may see them; a school administrator's own job.
 */
/**
 * On the smallest phone the console's tab strip scrolls sideways: the tab of the page shown (Jobs,
 * the last) is brought into view, not left past the strip's edge.
 */
async function currentTabInViewAt360(ctx: SpecContext, path: string, strip: string): Promise<void> {
  const { page } = ctx;
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 780 });
  try {
    // Loaded at this width, so the strip is laid out at 360 px from the start.
    await page.goto(new URL(path, ctx.baseUrl).toString());
    await expectVisible(page.getByRole('heading', { level: 1 }), 'the page heading');
    await settled(page);
    await checkAccessibility(page, ctx.a11y, `${path} at 360 px`);
    const tab = page.getByRole('navigation', { name: strip }).locator('[aria-current="page"]');
    await expectVisible(tab, 'the current tab');
    const box = await tab.boundingBox();
    assertTrue(
      box !== null && box.x >= 0 && box.x + box.width <= 360.5,
      `the current tab is in view at 360 px (it is at x ${box?.x ?? '?'}, ${box?.width ?? '?'} wide)`,
    );
  } finally {
    if (size) await page.setViewportSize(size);
  }
}

export const jobsSpecs = [
  spec(
    'jobs: follow a long export, leave it, and find it again in the Jobs list with its download link',
    async (ctx) => {
      const { page } = ctx;
      // 100 weeks (each a week of sign-in reads, about 0.15 s on a quiet 2-core machine): long
      // enough to leave the page while it runs (half done when the Jobs list shows it), and about
      // 15 s in all, so the spec waits for the list to bring its link rather than for a clock.
      const start = new Date(Date.now() - 700 * DAY_MS).toISOString().slice(0, 10);
      const [year, month, day] = start.split('-');
      await asStaff(ctx);
      await visit(ctx, '/admin/stats', /\/admin\/stats$/);
      const weekly = page.getByRole('region', { name: 'Weekly User Status' });
      await weekly.getByLabel('Earliest date').fill(`${day}/${month}/${year}`);
      await weekly.getByRole('button', { name: 'Prepare Weekly User Status CSV' }).click();
      await expectVisible(page.getByRole('progressbar', { name: 'Counting the weekly user status' }), 'the progress');
      await expectVisible(page.getByText('You can leave this page: the work carries on'), 'that it may be left');
      await checkAccessibility(page, ctx.a11y, 'stats while the export runs');

      // Leave the console: the site's header now offers Jobs.
      await page.getByRole('link', { name: 'App Library' }).first().click();
      await arriveAt(ctx, /\/library$/);
      await expectVisible(headerJobsLink(page), "the header's Jobs link");
      await headerJobsLink(page).click();
      await arriveAt(ctx, /\/jobs$/);
      const about = new RegExp(`^Weekly User Status: weekly-user-status-teacher-global-${start}-to-`);
      const card = jobCard(page, about);
      await expectVisible(card, 'the export in the Jobs list');
      await expectVisible(card.getByRole('heading', { name: 'Export' }), 'its kind in words');
      await expectVisible(card.getByRole('progressbar'), 'its progress');
      await expectVisible(card.getByText(/^Started /), 'when it started');
      await checkAccessibility(page, ctx.a11y, 'the Jobs page with the export');

      // A reload finds it again; so do a new sign-in and the console's Jobs tab.
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

      // The list reads itself again while the export runs: its download link comes by itself.
      const download = again.getByRole('button', {
        name: new RegExp(`^Download weekly-user-status-teacher-global-${start}-to-`),
      });
      await expectVisible(download, 'the download link once the export is done', 60_000);
      await expectVisible(again.getByText('Finished', { exact: true }), 'its state');
      await checkAccessibility(page, ctx.a11y, 'the Jobs tab with a finished export');
      const file = page.waitForEvent('download', { timeout: 30_000 });
      await download.click();
      // The link is the exports bucket's (its own origin, as on AWS): the browser follows it, and the
      // name comes from the signed Content-Disposition, since a download attribute is ignored across origins.
      const saved = await file;
      assertTrue(
        new URL(saved.url()).origin !== new URL(page.url()).origin,
        'the file comes from the exports bucket’s origin, not the site’s',
      );
      assertTrue(
        saved.suggestedFilename().startsWith(`weekly-user-status-teacher-global-${start}-to-`),
        'the file is saved under its name',
      );
      const rows = csvRows(await readFile(await saved.path(), 'utf8'));
      assertEqual(rows[0]?.join(','), 'Week Starting,Active Users,New Users,Sign-ins', 'the weekly columns');
      assertEqual(rows[1]?.[0], weekStartOf(start), 'the first week is that of the earliest date');
      await fitsAPhone(ctx, 'the Jobs tab');
      await visit(ctx, '/jobs', /\/jobs$/);
      await fitsAPhone(ctx, 'the Jobs page');
    },
  ),

  spec('jobs: Resume finishes a stopped export from the Jobs list', async (ctx) => {
    const { page } = ctx;
    await asStaff(ctx);
    await visit(ctx, '/jobs', /\/jobs$/);
    // The demo's stopped export (bin/seed/jobs.ts: the last five weeks), known by its file's name.
    const stopped = page
      .getByRole('listitem')
      .filter({ has: page.getByText('Stopped', { exact: true }) })
      .filter({ has: page.getByText(/^Weekly User Status: /) });
    await expectVisible(stopped, 'the stopped export');
    const about = (await stopped.getByText(/^Weekly User Status: /).textContent()) ?? '';
    const fileName = about.replace(/^Weekly User Status: /, '');
    const card = jobCard(page, new RegExp(`^Weekly User Status: ${fileName.replace(/[.]/g, '\\.')}$`));
    await expectVisible(
      card.getByText('The export stopped before it finished. Resume it to finish the rest.'),
      'why it stopped',
    );
    await checkAccessibility(page, ctx.a11y, 'the Jobs page with a stopped job');
    await card.getByRole('button', { name: /^Resume Export: Weekly User Status/ }).click();
    await expectVisible(
      card.getByRole('button', { name: `Download ${fileName}` }),
      'the file once it has finished',
      30_000,
    );
    await expectVisible(card.getByText('Finished', { exact: true }), 'its state');
    await expectHidden(card.getByRole('button', { name: /^Resume / }), 'no Resume once finished');
  }),

  spec("jobs: staff with the clean-up's permission see the scheduled jobs' runs", async (ctx) => {
    const { page } = ctx;
    await asStaff(ctx);
    await currentTabInViewAt360(ctx, '/admin/jobs', 'Admin Console sections');
    await visit(ctx, '/admin/jobs', /\/admin\/jobs$/);
    await expectVisible(page.getByRole('heading', { level: 2, name: 'Scheduled jobs' }), 'the section');
    const runs = page.getByRole('region', { name: 'Scheduled job runs' });
    const headers = await runs.getByRole('columnheader').allTextContents();
    assertEqual(headers, ['Started', 'Job', 'State', 'Deleted', 'What happened'], 'the columns');
    // Yesterday's run of the demo (bin/seed/jobs.ts): it found nobody past the retention.
    const run = runs.getByRole('row').filter({ hasText: 'Inactive-student clean-up' }).first();
    assertEqual(
      (await run.getByRole('cell').allTextContents()).slice(1, 4),
      ['Inactive-student clean-up', 'Finished', '0'],
      'the run: its job, state and how many it deleted',
    );
    // Its lines open from the last one.
    await run.locator('summary', { hasText: '0 inactive students deleted in all.' }).click();
    await expectVisible(run.getByRole('listitem').last(), 'its lines');
    await checkAccessibility(page, ctx.a11y, "the scheduled jobs' runs");
    await fitsAPhone(ctx, "the Jobs tab with the scheduled jobs' runs");

    // Staff without the permission see their own jobs only.
    await logout(ctx);
    await login(ctx, { username: DEMO_ACCOUNTS.teleStaff.username, password: DEMO_PASSWORD }, /\/admin\/schools$/);
    await visit(ctx, '/admin/jobs', /\/admin\/jobs$/);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Jobs' }), 'their Jobs tab');
    assertEqual(await page.getByRole('heading', { name: 'Scheduled jobs' }).count(), 0, 'no scheduled runs');
  }),

  spec("jobs: a school administrator finds the SMART Tool import again; the header's Jobs leads there", async (ctx) => {
    const { page } = ctx;
    await login(ctx, { username: DEMO_ACCOUNTS.schoolAdmin.username, password: DEMO_PASSWORD });
    await headerJobsLink(page).click();
    await arriveAt(ctx, /\/jobs$/);
    // The seeded import, the school's oldest: other specs on this stack may have run imports since (newest first).
    const card = jobCard(page, /^Students of Demo Primary School$/)
      .filter({ has: page.getByRole('heading', { name: 'SMART Tool import' }) })
      .last();
    await expectVisible(card.getByRole('heading', { name: 'SMART Tool import' }), 'the import told in words');
    await expectVisible(card.getByText('Finished', { exact: true }), 'its state');
    // Its bar and its steps agree: a finished import of an empty file is full and had nothing to do.
    await expectVisible(card.getByText('Nothing to do: it had no steps'), 'its steps, as its bar says');
    assertEqual(await card.getByText(/steps done$/).count(), 0, "no '0 of … steps done' beside 100 %");
    assertEqual(await card.getByRole('progressbar').getAttribute('aria-valuenow'), '100', 'the bar full');
    assertEqual(await page.getByRole('heading', { name: 'Scheduled jobs' }).count(), 0, 'no scheduled runs');
    await fitsAPhone(ctx, 'the Jobs page of a school administrator');
  }),

  spec('jobs: a parent with no jobs sees no Jobs link, and the page says there are none', async (ctx) => {
    const { page } = ctx;
    // A parent of their own: the demo parent downloads a child's data in another spec (a job).
    await register(
      ctx,
      { type: 'Parent/Guardian', firstName: 'Noah', lastName: 'Nojobs', email: uniqueEmail('nojobs') },
      /\/library$/,
    );
    assertEqual(await headerJobsLink(page).count(), 0, 'no Jobs link');
    await visit(ctx, '/jobs', /\/jobs$/);
    await expectVisible(page.getByText(/^You have no jobs\./), 'that there are none');
  }),
];
