import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { DEMO_CLASS, DEMO_SCHOOL_ID } from '../../../bin/seed/demo-profiles';
import { PERSON_NAME_MAX_LENGTH } from '../../../shared/constants';
import { CLASS_MESSAGES } from '../../../shared/schemas/classes';
import { WEBINAR_MESSAGES } from '../../../shared/schemas/students';
import { pdfText } from '../../support/pdf-text';
import {
  arriveAt,
  assertEqual,
  assertTrue,
  checkAccessibility,
  expectHidden,
  expectVisible,
  spec,
  textsOf,
  visit,
  type SpecContext,
} from '../harness';
import { DEMO_PASSWORD, login, logout } from '../portal';

/** The rows of the page's table, each as its cells' texts (without the selection box). */
async function tableRows(page: Page): Promise<string[][]> {
  const rows = page.locator('main table tbody tr');
  const result: string[][] = [];
  for (let index = 0; index < (await rows.count()); index += 1)
    result.push((await textsOf(rows.nth(index).locator('td'))).slice(1));
  return result;
}

/**
 * Clicks a print button: the page fetches the PDF from the API with its token and opens it in a
 * new window (a blob: address). The answer is read on its way to the page (the browser keeps no
 * copy of a body the page reads as a Blob) and its text returned.
 */
async function printed(ctx: SpecContext, button: string, path: RegExp): Promise<string> {
  const { page } = ctx;
  const matches = (url: URL) => path.test(url.pathname);
  const captured: { pdf: Buffer | null } = { pdf: null };
  await page.route(matches, async (route) => {
    const response = await route.fetch();
    captured.pdf = await response.body();
    assertEqual(response.status(), 200, `${button}: the PDF's answer`);
    assertEqual(response.headers()['content-type'], 'application/pdf', `${button}: a PDF`);
    await route.fulfill({ response, body: captured.pdf });
  });
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  await popup.waitForURL(/^blob:/);
  await popup.close();
  await page.unroute(matches);
  const pdf = captured.pdf ?? Buffer.alloc(0);
  assertTrue(pdf.subarray(0, 5).toString('latin1') === '%PDF-', `${button}: the answer is a PDF`);
  return pdfText(pdf);
}

/** Types a new first name (or any value) into an inline-edited cell and saves it with Enter. */
async function editCell(page: Page, label: string, value: string): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.fill(value);
  await input.press('Enter');
}

export const teacherClassesSpecs = [
  spec(
    'teacher classes: the demo teacher adds a class, creates three students, edits one inline, moves one to 4A with the class manager, prints the list and the login cards',
    async (ctx) => {
      const { page } = ctx;
      const stamp = Date.now().toString(36).slice(-5);
      const firstName = `E2E ${stamp}`;
      const className = `E2E ${stamp} Maths`;
      await login(ctx, { username: DEMO_ACCOUNTS.teacher.username, password: DEMO_PASSWORD });

      // My Classes: the demo classes; the School Administration menu is not the teacher's.
      await visit(ctx, '/teacher', /\/teacher$/);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'My Classes' }), 'My Classes');
      const names = (await tableRows(page)).map((row) => row[0]);
      assertTrue(
        names.includes('3B') && names.includes('4A'),
        `the demo teacher's classes 3B and 4A (saw ${names.join(', ')})`,
      );
      await page.getByRole('button', { name: 'School Administration', exact: true }).click();
      await expectVisible(page.getByRole('button', { name: 'Manage Teachers' }), 'the School Administration entries');
      assertEqual(
        await page.getByRole('button', { name: 'Manage Teachers' }).getAttribute('aria-disabled'),
        'true',
        'Manage Teachers is unavailable to a teacher',
      );
      await page.getByRole('button', { name: CLASS_MESSAGES.contactAdministrators }).click();
      const administrators = page.getByRole('dialog', { name: 'School Administrators' });
      await expectVisible(administrators.getByRole('listitem').first(), "the school administrators' names");
      await checkAccessibility(page, ctx.a11y, '/teacher (school administrators dialog)');
      await administrators.getByRole('button', { name: 'Close' }).first().click();

      // The same pages reached by their address refuse in the menu's words before loading anything
      // (school-and-family §6): no failure, no Delete Classes, no file to choose.
      for (const [suffix, title] of [
        ['', 'My School'],
        ['/teachers', 'Manage Teachers'],
        ['/class-groups', 'Manage Classes'],
        ['/student-import', 'SMART Tool'],
      ] as const) {
        const address = `/teacher/schools/${DEMO_SCHOOL_ID}${suffix}`;
        await visit(ctx, address);
        await expectVisible(page.getByRole('heading', { level: 1, name: title, exact: true }), `${title}'s heading`);
        await expectVisible(page.getByText(`${CLASS_MESSAGES.contactAdministrators}.`), `${title} refuses the teacher`);
        await expectVisible(
          page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Demo Primary School'),
          `${title}'s breadcrumbs name the school`,
        );
        assertEqual(await page.getByText('Something went wrong').count(), 0, `${title} is no failure`);
        assertEqual(await page.getByRole('button', { name: 'Delete Classes' }).count(), 0, `${title}: no Delete`);
        assertEqual(await page.locator('main input[type=file]').count(), 0, `${title}: no file to choose`);
      }
      await page.getByRole('button', { name: 'Show School Administrators' }).click();
      await expectVisible(administrators.getByRole('listitem').first(), "the refusal's administrators");
      await checkAccessibility(page, ctx.a11y, '/teacher/schools/…/student-import (not an administrator)');
      await administrators.getByRole('button', { name: 'Close' }).first().click();
      await visit(ctx, '/teacher', /\/teacher$/);

      // View Class needs a class chosen first.
      assertEqual(
        await page.getByRole('button', { name: 'View Class' }).getAttribute('title'),
        CLASS_MESSAGES.selectClassFirst,
        'the tooltip of View Class',
      );

      // Add Class, then view it.
      // The class form: its errors as a list, each once; several educational stages (staff-console §5).
      await page.getByRole('button', { name: 'Add Class' }).click();
      const addClass = page.getByRole('dialog', { name: 'Add Class' });
      await addClass.getByRole('button', { name: 'Add Class' }).click();
      await expectVisible(addClass.getByRole('listitem').filter({ hasText: CLASS_MESSAGES.className }), 'the list');
      assertEqual(await addClass.getByText(CLASS_MESSAGES.className).count(), 1, 'the error is shown once');
      await addClass.getByLabel('Class name').fill(firstName);
      await addClass.getByRole('group', { name: 'Educational stages' }).getByLabel('Primary').check();
      await addClass.getByRole('group', { name: 'Educational stages' }).getByLabel('Middle School').check();
      await checkAccessibility(page, ctx.a11y, '/teacher (Add Class)');
      await addClass.getByRole('button', { name: 'Add Class' }).click();
      await expectVisible(page.getByText(`${firstName} has been added`), 'the new class');

      // A double-click on its name renames it.
      const rename = page.getByRole('dialog', { name: 'Edit Class Details' });
      // A double-click during the list's refresh after Add Class can land on the row it replaces: try again.
      for (let attempt = 0; attempt < 3 && !(await rename.isVisible()); attempt += 1) {
        await page.locator('main table tbody tr', { hasText: firstName }).dblclick();
        await rename.waitFor({ timeout: 5_000 }).catch(() => undefined);
      }
      assertTrue(
        (await rename.getByLabel('Primary').isChecked()) && (await rename.getByLabel('Middle School').isChecked()),
        'the stages chosen on Add Class',
      );
      assertTrue(!(await rename.getByLabel('Secondary', { exact: true }).isChecked()), 'Secondary was not chosen');
      await rename.getByLabel('Class name').fill(className);
      await rename.getByRole('button', { name: 'Save' }).click();
      await expectVisible(page.locator('main table tbody tr', { hasText: className }), 'the renamed class');

      // Leave Class asks first; its only teacher must hand it to another teacher of the school.
      await page.getByRole('button', { name: 'Leave Class', exact: true }).click();
      const leaveDialog = page.getByRole('dialog', { name: `Leave ${className}?` });
      await expectVisible(leaveDialog.getByLabel('Hand the class to'), 'the hand-over choice');
      await leaveDialog.getByRole('button', { name: 'Hand over and leave' }).click();
      await expectVisible(
        leaveDialog.getByText(CLASS_MESSAGES.lastTeacher(className)),
        'the refusal to leave no teacher',
      );
      await checkAccessibility(page, ctx.a11y, '/teacher (Leave Class)');
      await leaveDialog.getByRole('button', { name: 'Cancel' }).click();
      await expectHidden(leaveDialog, 'the closed Leave Class dialog');
      await expectVisible(page.locator('main table tbody tr', { hasText: className }), 'the class still mine');
      await page.getByRole('button', { name: 'View Class' }).click();
      await arriveAt(ctx, /\/teacher\/class-groups\/[^/]+$/);
      await expectVisible(page.getByRole('heading', { level: 1, name: `Class: ${className}` }), 'the class page');
      await expectVisible(page.getByText(CLASS_MESSAGES.noStudents), 'the empty class');

      // Three students: a username and a password each.
      for (const [first, last, key] of [
        ['Ada', 'Lovelace', `A-${stamp}`],
        ['Grace', 'Hopper', `G-${stamp}`],
        ['Alan', 'Turing', ''],
      ] as const) {
        await page.getByLabel('First Name', { exact: true }).fill(first);
        await page.getByLabel('Last Name (optional)').fill(last);
        await page.getByLabel('Student ID (optional)').fill(key);
        await page.getByRole('button', { name: 'Create', exact: true }).click();
        await expectVisible(page.getByText(`${first} ${last} has been created.`), `${first} created`);
      }
      await checkAccessibility(page, ctx.a11y, '/teacher/class-groups (three students)');
      assertEqual(
        (await tableRows(page)).map((row) => row.slice(0, 2).join(' ')),
        ['Grace Hopper', 'Ada Lovelace', 'Alan Turing'],
        'the students, sorted by last name',
      );
      await expectVisible(
        page.getByText(CLASS_MESSAGES.missingStudentIds),
        'the warning of a student without a Student ID',
      );

      // Inline editing: a first name saved with Enter; a weak password refused by the rule, Escape cancels.
      await editCell(page, 'First name of Ada Lovelace', 'Adah');
      await expectVisible(page.getByRole('button', { name: 'First name of Adah Lovelace' }), 'the new first name');
      await editCell(page, 'Password of Alan Turing', 'short');
      await expectVisible(page.getByRole('alert').filter({ hasText: /password/i }), 'the password rule, inline');
      await page.getByRole('textbox', { name: 'Password of Alan Turing' }).press('Escape');
      await expectHidden(
        page.getByRole('textbox', { name: 'Password of Alan Turing' }),
        'the password input once cancelled',
      );

      // Regenerate Username needs exactly one student.
      // (Unavailable buttons stay focusable and say why when pressed: the keyboard's way.)
      await page.getByRole('button', { name: 'Regenerate Username' }).focus();
      await page.keyboard.press('Enter');
      await expectVisible(page.getByText(CLASS_MESSAGES.selectOneStudent), 'Please select one student');

      // The class manager: Grace moves to 4A.
      await page.getByLabel('Select Grace Hopper').check();
      await page.getByRole('button', { name: 'Add/Move Students' }).click();
      const manager = page.getByRole('dialog', { name: 'Add/Move Students' });
      await expectVisible(
        manager.getByRole('list', { name: `Students of ${className}` }),
        'the class in the class manager',
      );
      await manager.getByLabel('To', { exact: true }).selectOption({ label: '4A' });
      await expectVisible(manager.getByRole('list', { name: 'Students of 4A' }), "4A's students");
      assertTrue(await manager.getByLabel('Grace Hopper').isChecked(), 'the student chosen on the page is ticked');
      await checkAccessibility(page, ctx.a11y, '/teacher/class-groups (class manager)');
      await manager.getByRole('button', { name: 'Move Students' }).click();
      await expectVisible(manager.getByText('1 student moved to 4A.'), 'the move');
      await expectVisible(
        manager.getByRole('list', { name: 'Students of 4A' }).getByText('Grace Hopper'),
        'Grace in 4A',
      );
      await manager.getByRole('button', { name: 'Close' }).first().click();
      await expectHidden(
        page.getByRole('button', { name: 'First name of Grace Hopper' }),
        'Grace no longer in the class',
      );
      assertEqual(
        (await tableRows(page)).map((row) => row.slice(0, 2).join(' ')),
        ['Adah Lovelace', 'Alan Turing'],
        'the class after the move',
      );
      await page
        .getByLabel('Select Adah Lovelace')
        .uncheck()
        .catch(() => undefined);

      // Print Student List and Print Login Cards: the PDFs name the students.
      const list = await printed(ctx, 'Print Student List', /\/students\/pdf$/);
      for (const name of ['Adah', 'Lovelace', 'Alan', 'Turing'])
        assertTrue(list.includes(name), `the student list names ${name}:\n${list}`);
      assertTrue(!list.includes('Hopper'), 'the moved student is not on the list');
      const cards = await printed(ctx, 'Print Login Cards', /\/students\/pdf\/login-cards$/);
      for (const name of ['Adah', 'Lovelace', 'Alan', 'Turing', className])
        assertTrue(cards.includes(name), `the login cards name ${name}:\n${cards}`);

      // The longest first name the form takes, one word, wraps in its column: no column is pushed out of view.
      const longName = `Bartholomew${stamp}`.repeat(10).slice(0, PERSON_NAME_MAX_LENGTH);
      await page.getByLabel('First Name', { exact: true }).fill(longName);
      await page.getByLabel('Last Name (optional)').fill('Long');
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await expectVisible(page.getByText(`${longName} Long has been created.`), 'the long-named student');
      // At desktop width the whole table fits its box; at phone width the students table scrolls in its own box,
      // as wide tables do, and the name's cell stays narrow, the name broken inside it.
      if (ctx.project === 'desktop') {
        const overflow = await page
          .locator('main table')
          .first()
          .evaluate((table) => {
            const box = table.parentElement as HTMLElement;
            return box.scrollWidth - box.clientWidth;
          });
        assertTrue(overflow <= 1, `the students table fits its box (${overflow}px wider)`);
      } else {
        const cell = page.getByRole('button', { name: `First name of ${longName} Long` }).locator('xpath=ancestor::td');
        const cellWidth = await cell.evaluate((element) => element.getBoundingClientRect().width);
        assertTrue(cellWidth < 360, `the long name's cell is ${Math.round(cellWidth)}px wide`);
      }
      await checkAccessibility(page, ctx.a11y, '/teacher/class-groups (a long name)');
    },
  ),

  spec(
    'class apps: the demo teacher opens the demo LTI tool from class 3B and arrives with the class and its list',
    async (ctx) => {
      const { page } = ctx;
      await login(ctx, { username: DEMO_ACCOUNTS.teacher.username, password: DEMO_PASSWORD });
      await visit(ctx, `/teacher/class-groups/${DEMO_CLASS.id}`, /\/teacher\/class-groups\/[^/]+$/);
      const apps = page.getByRole('region', { name: 'Apps for this class' });
      await expectVisible(apps.getByRole('button', { name: 'Open Spelling Bee', exact: true }), 'the class apps');
      await checkAccessibility(page, ctx.a11y, '/teacher/class-groups (apps for this class)');

      // The launch carries the class (docs/using/lti.md): the demo tool shows it and the list it read by NRPS.
      await apps.getByRole('button', { name: 'Open Spelling Bee', exact: true }).click();
      await page.waitForURL(/\/_local\/lti\/spelling-bee/);
      await expectVisible(page.getByTestId('lti-context'), 'the class as the launch context');
      assertEqual(await page.getByTestId('lti-context').textContent(), DEMO_CLASS.name, 'the class shown by the tool');
      await expectVisible(page.getByTestId('lti-roster'), "the class's list read through NRPS");
      assertTrue(Number(await page.getByTestId('lti-roster-count').textContent()) > 0, 'the class list has members');
      await visit(ctx, '/library', /\/library/);
      await logout(ctx);
    },
  ),

  spec(
    'webinar: a signed-out visitor looks up an unknown code and email and is told no users were found',
    async (ctx) => {
      const { page } = ctx;
      await visit(ctx, '/webinar', /\/webinar$/);
      await page.getByLabel('Webinar Code:').fill('  NOPE42 ');
      await page.getByLabel('Your Email:').fill(' nobody@example.com ');
      await page.getByRole('button', { name: 'Search' }).click();
      await expectVisible(page.getByText(WEBINAR_MESSAGES.noUsers), 'No users found');
      await checkAccessibility(page, ctx.a11y, '/webinar (no users found)');

      // Signed in, the page is not for you: the library.
      await login(ctx, { username: DEMO_ACCOUNTS.teacher.username, password: DEMO_PASSWORD });
      await visit(ctx, '/webinar', /\/library/);
      await logout(ctx);
    },
  ),
];
