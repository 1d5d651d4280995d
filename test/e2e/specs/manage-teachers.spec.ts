import type { Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { DEMO_OTHER_SCHOOL_ID, DEMO_SCHOOL_ID } from '../../../bin/seed/demo-profiles';
import { TEACHER_MESSAGES } from '../../../shared/schemas/teachers';
import {
  arriveAt,
  assertEqual,
  assertTrue,
  checkAccessibility,
  expectHidden,
  expectVisible,
  spec,
  visit,
  type SpecContext,
} from '../harness';
import { DEMO_PASSWORD, NEW_PASSWORD, login, logout, submitLogin, uniqueEmail } from '../portal';

const TEACHERS = `/teacher/schools/${DEMO_SCHOOL_ID}/teachers`;

/** The newest mail to `to` with this subject in the local mailbox, as text. */
async function mailTo(ctx: SpecContext, to: string, subject: string): Promise<string> {
  await visit(ctx, '/_local/mail');
  const mail = ctx.page
    .getByRole('article')
    .filter({ hasText: `To: ${to}` })
    .filter({ has: ctx.page.getByRole('heading', { name: subject, exact: true }) })
    .first();
  await expectVisible(mail, `the mail '${subject}' to ${to}`);
  return mail.innerText();
}

function temporaryPasswordIn(mail: string): string {
  const password = /Temporary password:\s*(\S+)/.exec(mail)?.[1];
  assertTrue(Boolean(password), 'the mail gives a temporary password');
  return password ?? '';
}

async function openManageTeachers(ctx: SpecContext): Promise<void> {
  await visit(ctx, TEACHERS, /\/teachers$/);
  await expectVisible(ctx.page.getByRole('heading', { name: 'Manage Teachers', level: 1 }), 'Manage Teachers');
}

function toolbarButton(page: Page, name: string) {
  return page.getByRole('toolbar', { name: 'Teacher actions' }).getByRole('button', { name, exact: true });
}

/**
 * Manage Teachers and Import Teachers (school-and-family §2): the demo school administrator adds a
 * teacher, who signs in with the mailed temporary password and chooses their own; the
 * administrator makes them an administrator and takes it back, resets their password, deletes
 * them, and imports two teachers from a CSV file.
 */
export const manageTeachersSpecs = [
  spec(
    'manage teachers: the school administrator adds a teacher who signs in with the mailed password, changes their administrator status, resets their password, deletes them and imports teachers',
    async (ctx) => {
      const { page } = ctx;
      const stamp = Date.now().toString(36).slice(-5);
      const lastName = `Example${stamp}`;
      const name = `Ms. Erin ${lastName}`;
      const email = uniqueEmail('teacher');
      await login(ctx, { username: DEMO_ACCOUNTS.schoolAdmin.username, password: DEMO_PASSWORD });
      await openManageTeachers(ctx);
      await checkAccessibility(page, ctx.a11y, 'manage teachers');
      assertEqual(
        await toolbarButton(page, 'Add/Remove Administrator').getAttribute('title'),
        TEACHER_MESSAGES.selectOneTeacher,
        'the administrator button needs one teacher',
      );
      await expectHidden(
        page.getByRole('link', { name: 'Import Teachers - SAML' }),
        'no SAML import for a school without a school system',
      );

      // The inline form: the rules first, then a teacher added and mailed.
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await expectVisible(page.getByText('Please choose a title.'), 'the title rule');
      await page.getByLabel('Title').selectOption('Ms.');
      await page.getByLabel('First name').fill('Erin');
      await page.getByLabel('Last name').fill(lastName);
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await expectVisible(page.getByText(TEACHER_MESSAGES.added), 'the success message');
      await expectVisible(page.getByRole('row').filter({ hasText: name }), 'the new teacher in the table');
      await page.getByLabel('Title').selectOption('Mr.');
      await page.getByLabel('First name').fill('Erin');
      await page.getByLabel('Last name').fill(lastName);
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await expectVisible(
        page.getByRole('listitem').filter({ hasText: TEACHER_MESSAGES.emailTaken }),
        'the server message under the form',
      );
      assertEqual(await page.getByText(TEACHER_MESSAGES.emailTaken).count(), 1, 'the server message is shown once');
      await checkAccessibility(page, ctx.a11y, 'manage teachers (server message)');

      // The new teacher signs in with the mailed temporary password and must choose their own.
      const welcome = await mailTo(ctx, email, 'Your App Library teacher account');
      assertTrue(welcome.includes(`Username: ${email}`), 'the mail gives the username');
      await visit(ctx, '/library', /\/library$/);
      await logout(ctx);
      await visit(ctx, '/auth/login', /\/auth\/login/);
      await submitLogin(page, { username: email, password: temporaryPasswordIn(welcome) });
      await expectVisible(page.getByRole('heading', { name: 'Choose a new password' }), 'the new-password step');
      await checkAccessibility(page, ctx.a11y, 'choose a new password');
      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Save New Password' }).click();
      await arriveAt(ctx, /\/library$/);
      await expectVisible(
        page.getByRole('button', { name: /^Account menu for .*Erin/ }),
        'signed in as the new teacher',
      );
      await logout(ctx);

      // Back as the administrator: Add Administrator, then Remove Administrator.
      await login(ctx, { username: DEMO_ACCOUNTS.schoolAdmin.username, password: DEMO_PASSWORD });
      await openManageTeachers(ctx);
      const row = page.getByRole('row').filter({ hasText: name });
      await page.getByRole('checkbox', { name: `Select ${name}` }).check();
      await toolbarButton(page, 'Add Administrator').click();
      await expectVisible(
        page.getByText(`${name} is now an administrator of Demo Primary School.`),
        'made an administrator',
      );
      await expectVisible(row.getByRole('cell', { name: 'Yes', exact: true }), 'the administrator column');
      assertEqual(
        await toolbarButton(page, 'Delete Teacher').getAttribute('title'),
        TEACHER_MESSAGES.cannotDeleteAdministrator,
        'an administrator cannot be deleted',
      );
      await toolbarButton(page, 'Remove Administrator').click();
      await expectVisible(
        page.getByText(`${name} is no longer an administrator of Demo Primary School.`),
        'no longer an administrator',
      );
      await expectVisible(row.getByRole('cell', { name: 'No', exact: true }), 'the administrator column again');

      // Reset Password, after its confirmation; the new temporary password is mailed.
      await toolbarButton(page, 'Reset Password').click();
      const reset = page.getByRole('dialog', { name: 'Reset Password' });
      await expectVisible(reset.getByText(email), 'the confirmation names the address');
      await checkAccessibility(page, ctx.a11y, 'manage teachers (reset password)');
      await reset.getByRole('button', { name: 'Reset Password' }).click();
      await expectVisible(page.getByText(TEACHER_MESSAGES.passwordReset), 'the password was emailed');

      // Delete Teacher, after the confirmation naming them.
      await toolbarButton(page, 'Delete Teacher').click();
      const confirm = page.getByRole('dialog', { name: 'Delete Teacher' });
      await expectVisible(
        confirm.getByText(`The account of ${name} will be deleted`),
        'the confirmation names the teacher',
      );
      await checkAccessibility(page, ctx.a11y, 'manage teachers (delete teacher)');
      await confirm.getByRole('button', { name: 'Delete Teacher' }).click();
      await expectVisible(page.getByText(`${name} has been deleted.`), 'deleted');
      await expectHidden(row, 'the deleted teacher is gone from the table');
      const resetMail = await mailTo(ctx, email, 'Your new App Library password');
      assertTrue(temporaryPasswordIn(resetMail) !== temporaryPasswordIn(welcome), 'the reset mail has a new password');

      // Import Teachers (CSV): two teachers imported; the same file again skips both.
      await openManageTeachers(ctx);
      await page.getByRole('link', { name: 'Import Teachers', exact: true }).click();
      await arriveAt(ctx, /\/teachers\/import$/);
      await expectVisible(page.getByRole('heading', { name: 'Import Teachers', level: 1 }), 'Import Teachers');
      const first = uniqueEmail('import-a');
      const second = uniqueEmail('import-b');
      const csv = Buffer.from(
        `Title,First Name,Surname,Mail\nMr.,Ian,Imported${stamp},${first}\nDr.,Ida,Imported${stamp},${second}\n`,
      );
      await page
        .getByLabel('Teacher file (.csv or .xlsx)')
        .setInputFiles({ name: 'teachers.csv', mimeType: 'text/csv', buffer: csv });
      const result = page.getByRole('table', { name: 'Import result' });
      await expectVisible(
        result.getByRole('row', { name: 'Teachers imported 2', exact: true }),
        'two teachers imported',
      );
      await expectVisible(result.getByRole('row', { name: 'Teachers skipped 0', exact: true }), 'none skipped');
      await checkAccessibility(page, ctx.a11y, 'import teachers (result)');
      await page
        .getByLabel('Teacher file (.csv or .xlsx)')
        .setInputFiles({ name: 'teachers.csv', mimeType: 'text/csv', buffer: csv });
      await expectVisible(
        result.getByRole('row', { name: 'Teachers skipped 2', exact: true }),
        'both skipped the second time',
      );
      await expectVisible(page.getByRole('listitem').filter({ hasText: first }), 'the skipped emails');
      await page.getByLabel('Teacher file (.csv or .xlsx)').setInputFiles({
        name: 'bad.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`First Name,Last Name,Email\nNo,Title,${uniqueEmail('bad')}\n`),
      });
      await expectVisible(page.getByText('The file was not imported'), 'a file without titles is refused');
      // An .xlsx workbook is read as the SMART Tool reads it (school-and-family §5).
      const third = uniqueEmail('import-x');
      const workbook = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(
        workbook,
        XLSX.utils.aoa_to_sheet([
          ['Title', 'First Name', 'Last Name', 'Email'],
          ['Ms.', 'Xena', `Imported${stamp}`, third],
        ]),
        'Teachers',
      );
      await page.getByLabel('Teacher file (.csv or .xlsx)').setInputFiles({
        name: 'teachers.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: Buffer.from(XLSX.write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer),
      });
      await expectVisible(
        result.getByRole('row', { name: 'Teachers imported 1', exact: true }),
        "the workbook's teacher imported",
      );
      await page.getByRole('link', { name: 'Cancel' }).click();
      await arriveAt(ctx, /\/teachers$/);
      await expectVisible(
        page.getByRole('row').filter({ hasText: `Ida Imported${stamp}` }),
        'an imported teacher in the table',
      );
      await expectVisible(
        page.getByRole('row').filter({ hasText: `Xena Imported${stamp}` }),
        'the teacher of the workbook in the table',
      );

      // A school with a school system offers Import Teachers - SAML (its district administrator's view).
      await visit(ctx, `/teacher/schools/${DEMO_OTHER_SCHOOL_ID}/teachers`, /\/teachers$/);
      await expectVisible(
        page.getByRole('link', { name: 'Import Teachers - SAML' }),
        'the SAML import for a school with a school system',
      );
    },
  ),
];
