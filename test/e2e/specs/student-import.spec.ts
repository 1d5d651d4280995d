import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { DEMO_SCHOOL_ID } from '../../../bin/seed/demo-profiles';
import { fileSelectionMessages } from '../../../shared/import';
import {
  assertEqual,
  assertTrue,
  checkAccessibility,
  checkReachableAt360,
  expectHidden,
  expectVisible,
  settled,
  spec,
  textsOf,
  visit,
  type SpecContext,
} from '../harness';
import { DEMO_PASSWORD, login } from '../portal';

const WIZARD = `/teacher/schools/${DEMO_SCHOOL_ID}/student-import`;

/**
 * A rollover file made from Demo Primary's students (bin/seed/classes.ts): Ava and Ben by Student
 * ID (certain matches), Chloe misspelt 'Cloe' and Noah with first and last name swapped (possible
 * matches to confirm), and one new student; everyone moves into 5B.
 */
function rolloverFile(newStudent: { firstName: string; lastName: string }): Buffer {
  return Buffer.from(
    [
      'First Name,Last Name,Student ID,Class',
      'Ava,Brown,S1001,5B',
      'Ben,Cole,S1002,5B',
      'Cloe,Diaz,,5B',
      'Green,Noah,,5B',
      `${newStudent.firstName},${newStudent.lastName},,5B`,
    ].join('\n'),
  );
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function next(ctx: SpecContext, title: string): Promise<void> {
  await ctx.page.getByRole('button', { name: 'Next', exact: true }).click();
  await expectVisible(heading(ctx.page, title), title, 20_000);
  await checkAccessibility(ctx.page, ctx.a11y, `${WIZARD} (${title})`);
}

/** The names listed on Students In No Class. */
async function studentsInNoClass(ctx: SpecContext): Promise<string> {
  await visit(ctx, `/teacher/schools/${DEMO_SCHOOL_ID}/students-in-no-class`);
  return (await textsOf(ctx.page.locator('main table tbody tr'))).join(' | ');
}

export const studentImportSpecs = [
  spec(
    'SMART Tool: the school admin imports a rollover file (misspelt, swapped and new students), confirms the possible matches with n and m, reviews classes, applies it with progress, then undoes it',
    async (ctx) => {
      const { page } = ctx;
      const stamp = Date.now().toString(36).slice(-5);
      const newStudent = { firstName: 'Zara', lastName: `Quinn${stamp}` };
      await login(ctx, { username: DEMO_ACCOUNTS.schoolAdmin.username, password: DEMO_PASSWORD });
      assertTrue((await studentsInNoClass(ctx)).includes('Noah'), 'Noah Green is in no class before the import');

      // Intro, then the column rules with the sample file.
      await visit(ctx, WIZARD);
      await expectVisible(heading(page, 'SMART Tool'), 'the intro');
      await expectVisible(page.getByRole('heading', { name: 'Past imports (last 30 days)' }), 'the past imports');
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await expectVisible(heading(page, 'Step 1. Prepare Your file'), 'step 1');
      assertEqual(
        await page.getByRole('link', { name: /Download a sample student file/ }).getAttribute('href'),
        '/data/samples/student-import-sample.csv',
        'the sample file',
      );
      const sample = await page.request.get(new URL('/data/samples/student-import-sample.csv', ctx.baseUrl).toString());
      assertTrue(sample.ok() && (await sample.text()).startsWith('First Name,Last Name'), 'the sample file is served');
      await checkAccessibility(page, ctx.a11y, `${WIZARD} (Step 1)`);
      await next(ctx, 'Step 2. Select Your file');

      // Step 2: Next waits for a file; a wrong type is refused in the spec's words.
      const nextButton = page.getByRole('button', { name: 'Next', exact: true });
      assertTrue(await nextButton.isDisabled(), 'Next is disabled until a file is chosen');
      const input = page.locator('input[type=file]');
      await input.setInputFiles({ name: 'roster.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await expectVisible(
        page.getByText(`Error: ${fileSelectionMessages.unsupportedFile}`),
        'the unsupported-format message',
      );
      await input.setInputFiles([
        { name: 'a.csv', mimeType: 'text/csv', buffer: rolloverFile(newStudent) },
        { name: 'b.csv', mimeType: 'text/csv', buffer: rolloverFile(newStudent) },
      ]);
      await expectVisible(page.getByText(`Error: ${fileSelectionMessages.onlyOneFile}`), 'only one file');
      // A new student with Ben's Student ID is a warning only (school-and-family §5): the file goes on,
      // the warning stays on the row in the class page's words, and Ready To Apply names who shares the ID.
      await input.setInputFiles({
        name: 'taken.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`First Name,Last Name,Student ID\nZed,Other${stamp},S1002\n`),
      });
      await next(ctx, 'Step 3. Match');
      await expectVisible(
        page
          .locator('main tbody tr', { hasText: `Other${stamp}` })
          .getByText(
            /^Row 2, column 'Student ID': Student ID 'S1002' already belongs to another student of this school, in class/,
          ),
        "the shared Student ID stays on Zed's row, naming Ben's class",
      );
      await next(ctx, 'Ready To Apply');
      const shared = page.getByText(`S1002: Ben Cole, Zed Other${stamp}`);
      await expectVisible(shared, 'the summary names the students who will share S1002');
      assertTrue(
        await page.getByRole('button', { name: 'Save & Apply' }).isEnabled(),
        'Save & Apply is open despite the warning',
      );
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await expectVisible(heading(page, 'Step 3. Match'), 'back on the match page');
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await expectVisible(heading(page, 'Step 2. Select Your file'), 'back on step 2');
      await input.setInputFiles({ name: 'rollover.csv', mimeType: 'text/csv', buffer: rolloverFile(newStudent) });
      await expectVisible(page.getByText('Selected: rollover.csv'), 'the chosen file');
      await checkAccessibility(page, ctx.a11y, `${WIZARD} (Step 2, file chosen)`);

      // Step 3: the two possible matches, confirmed with n then m (m matches and selects the next).
      await next(ctx, 'Step 3. Match');
      await expectVisible(
        page.getByText('2 possible matches to review.'),
        'the misspelt and the swapped student are possible matches',
      );
      await page.locator('main').click({ position: { x: 1, y: 1 } });
      await page.keyboard.press('n');
      await expectVisible(page.getByText(/^Possible match: /), "the group's reasons");
      assertEqual(
        await page.locator('main tbody tr[aria-selected=true]').count(),
        2,
        'n selects the file row and its account',
      );
      await page.keyboard.press('m');
      await expectVisible(page.getByText('1 possible match to review.'), 'm matched the first group');
      await page.keyboard.press('m');
      await expectVisible(page.getByText('There are no possible matches to review.'), 'm matched the second group');
      await checkAccessibility(page, ctx.a11y, `${WIZARD} (Step 3, matched)`);

      // Leaving now would lose the matches: the SMART Tool asks first.
      await page.getByRole('link', { name: 'School Management' }).first().click();
      const leave = page.getByRole('dialog', { name: 'Leave the SMART Tool?' });
      await expectVisible(leave, 'the unsaved-changes warning');
      await leave.getByRole('button', { name: 'Cancel' }).click();
      await expectVisible(heading(page, 'Step 3. Match'), 'still on the match page');

      // Step 4: 5B is created, 4A keeps its members (retain is the default).
      await next(ctx, 'Step 4. Review Classes');
      const classRows = (await textsOf(page.locator('main table tbody tr'))).join(' | ');
      assertTrue(/5B\s*Create/.test(classRows), `5B is created (${classRows})`);
      assertTrue(/4A\s*Retain/.test(classRows), `4A is retained (${classRows})`);

      // Ready To Apply: the summary, Save & Apply, the progress bar, then Manage Classes.
      await next(ctx, 'Ready To Apply');
      await expectVisible(page.getByText('Applying may take several minutes.'), 'the duration notice');
      const summary = (await textsOf(page.locator('main dl').first().locator('div'))).join(' | ');
      assertTrue(
        summary.includes('New accounts1') || summary.includes('New accounts 1'),
        `one new account (${summary})`,
      );
      assertTrue(summary.includes('Matched4') || summary.includes('Matched 4'), `four matched (${summary})`);
      await page.getByRole('button', { name: 'Save & Apply' }).click();
      const bar = page.getByRole('progressbar', { name: 'Applying the import' });
      await expectVisible(bar, 'the progress bar');
      await expectVisible(page.getByText('Finished.'), 'the import finished', 120_000);
      assertEqual(await bar.getAttribute('aria-valuenow'), '100', 'the bar is full');
      await checkAccessibility(page, ctx.a11y, `${WIZARD} (applied)`);
      await page.getByRole('link', { name: 'Manage Classes' }).click();
      await page.waitForURL(/\/class-groups$/);
      await settled(page);
      await expectVisible(
        page.locator('main table').getByText('5B', { exact: true }),
        'Manage Classes lists the new class 5B',
      );
      const afterImport = await studentsInNoClass(ctx);
      assertTrue(!afterImport.includes('Noah'), `Noah Green joined 5B (${afterImport})`);

      // Undo from the intro's past imports: the school is as before.
      await visit(ctx, WIZARD);
      const row = page.locator('main table tbody tr').first();
      await expectVisible(row.getByText('Applied'), 'the import is listed as applied');
      await checkReachableAt360(ctx, row.getByRole('button', { name: /^Undo the import of/ }), "a past import's Undo");
      await row.getByRole('button', { name: /^Undo the import of/ }).click();
      const undo = page.getByRole('dialog', { name: 'Undo this import?' });
      await expectVisible(undo, 'the undo confirmation');
      await checkAccessibility(page, ctx.a11y, `${WIZARD} (undo confirmation)`);
      await undo.getByRole('button', { name: 'Undo Import' }).click();
      await expectVisible(page.getByRole('progressbar', { name: 'Undoing the import' }), 'the undo progress');
      await expectVisible(page.getByText('The import has been undone.'), 'the undo finished', 120_000);
      await expectVisible(
        page.locator('main table tbody tr').first().getByText('Undone'),
        'the import is listed as undone',
      );
      await visit(ctx, `/teacher/schools/${DEMO_SCHOOL_ID}/class-groups`);
      await expectVisible(page.locator('main table').getByText('4A', { exact: true }), 'Manage Classes after the undo');
      await expectHidden(
        page.locator('main table').getByText('5B', { exact: true }),
        'the class the import created is gone',
      );
      const afterUndo = await studentsInNoClass(ctx);
      assertTrue(
        afterUndo.includes('Noah') && !afterUndo.includes(newStudent.lastName),
        `Noah is back in no class and the new student is gone (${afterUndo})`,
      );
      await visit(ctx, '/teacher/class-groups/demo-4a');
      const fourA = (await textsOf(page.locator('main table tbody tr'))).join(' | ');
      assertTrue(fourA.includes('Chloe') && !fourA.includes('Cloe'), `Chloe's name is restored (${fourA})`);
    },
  ),
  spec(
    "SMART Tool for teachers: the wording, the column rules and the sample file of teachers, matched against the school's teachers",
    async (ctx) => {
      const { page } = ctx;
      await login(ctx, { username: DEMO_ACCOUNTS.schoolAdmin.username, password: DEMO_PASSWORD });
      await visit(ctx, `${WIZARD}?school-role=teacher`);
      await expectVisible(page.getByText('Import teachers', { exact: true }), 'the teachers wording');
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await expectVisible(page.getByRole('rowheader', { name: 'Email', exact: true }), 'the Email column');
      assertEqual(
        await page.getByRole('rowheader', { name: 'Student ID' }).count(),
        0,
        'no Student ID column for teachers',
      );
      const href =
        (await page.getByRole('link', { name: /Download a sample teacher file/ }).getAttribute('href')) ?? '';
      assertEqual(href, '/data/samples/teacher-import-sample.csv', 'the teacher sample');
      const sample = await page.request.get(new URL(href, ctx.baseUrl).toString());
      await next(ctx, 'Step 2. Select Your file');
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'teachers.csv', mimeType: 'text/csv', buffer: await sample.body() });
      await expectVisible(page.getByText('Selected: teachers.csv'), 'the sample chosen');
      await next(ctx, 'Step 3. Match');
      const actions = await textsOf(page.locator('main tbody tr td:nth-child(2)'));
      assertTrue(
        actions.filter((action) => action === 'New account').length >= 3,
        `the sample's teachers are new accounts (${actions.join(', ')})`,
      );
    },
  ),
];
