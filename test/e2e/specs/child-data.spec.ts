import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { DEMO_CLASS } from '../../../bin/seed/demo-profiles';
import {
  arriveAt,
  assertEqual,
  assertTrue,
  checkAt360,
  checkAccessibility,
  expectVisible,
  spec,
  visit,
} from '../harness';
import { DEMO_PASSWORD, login } from '../portal';

/** The data page's first lines of a long list (frontend/src/features/children/components/paged-rows.tsx). */
const DATA_PAGE_ROWS = 10;

/**
 * A child's data: the demo parent opens Mia's data page from My Child Accounts, sees
 * the seeded Maths Quest launch with the attributes the app received, downloads Mia's data as a
 * ZIP job and finds the launch in it.
 */
export const childDataSpecs = [
  spec("child data: the demo parent sees Mia's Maths Quest launch and downloads her data as a ZIP", async (ctx) => {
    const { page } = ctx;
    await login(ctx, { username: DEMO_ACCOUNTS.parent.username, password: DEMO_PASSWORD });
    await visit(ctx, '/parent', /\/parent$/);
    await page.getByRole('link', { name: 'View data of Mia' }).click();
    await arriveAt(ctx, /\/parent\/children\/[^/]+\/data$/);
    await expectVisible(page.getByRole('heading', { name: "Mia's data", level: 1 }), "Mia's data page");

    const launches = page.getByRole('region', { name: 'Apps Mia opened, and what each received' });
    const launch = launches.getByRole('row').filter({ hasText: 'Maths Quest' }).first();
    await expectVisible(launch, 'the Maths Quest launch');
    await expectVisible(launch.getByText(/username, first name, last name initial, role/), 'what Maths Quest received');
    await expectVisible(launch.getByText('You, as Mia'), 'who opened it');
    await expectVisible(page.getByText('Username and password'), 'how Mia signs in');
    // What Mia has, as View Subscriptions says it: Maths Quest, and why.
    const held = page.getByRole('region', { name: 'Subscriptions and activation codes' });
    await expectVisible(held.getByRole('row').filter({ hasText: 'Maths Quest' }).first(), 'Maths Quest held');
    assertEqual(await held.getByText('No subscriptions.').count(), 0, "no 'No subscriptions.' beside it");
    // Visiting My Child Accounts showed no password, so Mia's history records none.
    const history = page.getByRole('region', { name: 'Who did what to the account' });
    assertEqual(await history.getByText(/^Password shown/).count(), 0, 'no showing recorded by a visit');
    // Long lists come a page at a time: ten lines, then 'Show … more'.
    for (const region of await page.getByRole('region').all()) {
      const rows = await region.locator('tbody tr').count();
      assertTrue(rows <= DATA_PAGE_ROWS, `at most ${DATA_PAGE_ROWS} lines at first (${rows})`);
      const more = region.getByRole('button', { name: /^Show \d+ more/ });
      if ((await more.count()) === 0) continue;
      await more.click();
      assertTrue((await region.locator('tbody tr').count()) > rows, 'Show more adds lines');
    }
    await checkAt360(ctx, "Mia's data page");

    await page.getByRole('button', { name: "Download Mia's data" }).click();
    const save = page.getByRole('button', { name: 'Save the ZIP file' });
    await expectVisible(save, 'the ZIP once the job has finished', 30_000);
    await checkAccessibility(page, ctx.a11y, "Mia's data page with the finished download");
    const file = page.waitForEvent('download', { timeout: 30_000 });
    await save.click();
    const download = await file;
    assertTrue(download.suggestedFilename().endsWith('.zip'), 'a ZIP file is saved');
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    const readme = strFromU8(files['README.txt'] ?? new Uint8Array());
    assertTrue(readme.includes('app-launches.json'), 'README.txt explains the launches file');
    const saved = JSON.parse(strFromU8(files['app-launches.json'] ?? new Uint8Array())) as {
      app: string;
      attributes: string[];
    }[];
    assertTrue(
      saved.some((entry) => entry.app === 'Maths Quest' && entry.attributes.includes('first name')),
      'the ZIP holds the Maths Quest launch with its attributes',
    );
  }),
  spec("child data: the school's administrator exports Sam Student's record as a ZIP", async (ctx) => {
    const { page } = ctx;
    await login(ctx, { username: DEMO_ACCOUNTS.schoolAdmin.username, password: DEMO_PASSWORD });
    await visit(ctx, `/teacher/class-groups/${DEMO_CLASS.id}`, /\/teacher\/class-groups\//);
    await page.getByRole('checkbox', { name: 'Select Sam Student' }).check();
    await page.getByRole('toolbar', { name: 'Student actions' }).getByRole('button', { name: 'Export Record' }).click();
    const save = page.getByRole('button', { name: "Save Sam Student's record (ZIP)" });
    await expectVisible(save, 'the record once the job has finished', 30_000);
    await checkAccessibility(page, ctx.a11y, 'the class page with a finished record export');
    const file = page.waitForEvent('download', { timeout: 30_000 });
    await save.click();
    const files = unzipSync(new Uint8Array(await readFile(await (await file).path())));
    const profile = JSON.parse(strFromU8(files['profile.json'] ?? new Uint8Array())) as { accountType?: string };
    assertTrue(profile.accountType === 'Student', "the ZIP holds the student's profile");
    assertTrue('README.txt' in files, 'the ZIP holds README.txt');
  }),
];
