import { readFile } from 'node:fs/promises';
import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { DEMO_MERGE_COPY_ID, DEMO_MERGE_KEEP_ID, DEMO_MOVABLE_TEACHER } from '../../../bin/seed/duplicate-schools';
import { DEMO_SCHOOL_ID } from '../../../bin/seed/demo-profiles';
import { ADMIN_TEACHER_MESSAGES } from '../../../shared/schemas/admin-teachers';
import { SCHOOL_MERGE_MESSAGES } from '../../../shared/schemas/school-merge';
import {
  arriveAt,
  assertTrue,
  checkAccessibility,
  checkReachableAt360,
  expectHidden,
  expectVisible,
  spec,
  visit,
} from '../harness';
import { DEMO_PASSWORD, login } from '../portal';

/**
 * The school page's tools and Merge (staff-console §2 School page, Merge modal): tele staff move
 * Milo Mover into Demo Primary, start his trial after confirming a phone, and download the class
 * stats; admin staff merge the copy of Riverbend Primary into it, watching the job's progress.
 */
export const schoolToolSpecs = [
  spec(
    'school tools: tele staff move a teacher here, start his trial after confirming a phone, and download class stats',
    async (ctx) => {
      const { page } = ctx;
      await login(ctx, { username: DEMO_ACCOUNTS.teleStaff.username, password: DEMO_PASSWORD }, /\/admin\/schools$/);
      await visit(ctx, `/admin/schools/${DEMO_SCHOOL_ID}`, new RegExp(`/admin/schools/${DEMO_SCHOOL_ID}$`));

      await page.getByRole('button', { name: 'Move Teacher' }).click();
      const move = page.getByRole('dialog', { name: 'Move Teacher' });
      await move.getByRole('button', { name: 'Move Teacher' }).click();
      await expectVisible(move.getByText(ADMIN_TEACHER_MESSAGES.usernameRequired), 'the username is required');
      await move.getByLabel('Username or e-mail').fill(DEMO_ACCOUNTS.teacher.username);
      await move.getByRole('button', { name: 'Move Teacher' }).click();
      await expectVisible(move.getByText(ADMIN_TEACHER_MESSAGES.alreadyHere), 'a teacher of this school already');
      await checkAccessibility(page, ctx.a11y, 'move teacher modal with an error');
      await move.getByLabel('Username or e-mail').fill(DEMO_MOVABLE_TEACHER);
      await move.getByRole('button', { name: 'Move Teacher' }).click();
      await expectVisible(page.getByText('Milo Mover is now a teacher of Demo Primary School.'), 'the teacher moved');
      await expectVisible(page.getByRole('row').filter({ hasText: 'Milo Mover' }), 'Milo among the teachers');

      await checkReachableAt360(ctx, page.getByRole('button', { name: 'Trials of Milo Mover' }), 'Trials on the card');
      await page.getByRole('button', { name: 'Trials of Milo Mover' }).click();
      const trials = page.getByRole('dialog', { name: 'Trials of Milo Mover' });
      await expectVisible(
        trials.getByRole('row').filter({ hasText: 'Science Lab' }).getByText('Nothing yet'),
        'no access to Science Lab yet',
      );
      await checkAccessibility(page, ctx.a11y, 'teacher trials modal');
      await checkReachableAt360(
        ctx,
        trials.getByRole('button', { name: 'Start a trial of Science Lab' }),
        'Start trial on the app’s card',
      );
      await trials.getByRole('button', { name: 'Start a trial of Science Lab' }).click();
      await trials.getByRole('button', { name: 'Confirm and start' }).click();
      await expectVisible(trials.getByText(ADMIN_TEACHER_MESSAGES.noPhone), "'No phone provided'");
      await trials.getByLabel('Phone', { exact: true }).fill('02 9000 1234');
      await trials.getByRole('button', { name: 'Confirm and start' }).click();
      await expectVisible(trials.getByText(/^Started a trial until /), 'the trial started');
      await expectVisible(
        trials.getByRole('row').filter({ hasText: 'Science Lab' }).getByText('Trial', { exact: true }),
        'Science Lab now a trial',
      );
      await trials.getByRole('button', { name: 'Close' }).click();

      // Tom Teacher's school subscription of Maths Quest ended 30 days ago and his Science Lab trial
      // 10 days ago (bin/seed/school-access.ts): neither is what he has now, and nothing is left to trial.
      await page.getByRole('button', { name: 'Trials of Tom Teacher' }).click();
      const tom = page.getByRole('dialog', { name: 'Trials of Tom Teacher' });
      await expectVisible(
        tom.getByRole('row').filter({ hasText: 'Maths Quest' }).getByText('Nothing now (Subscription ended)'),
        'the ended school subscription',
      );
      await expectVisible(
        tom.getByRole('row').filter({ hasText: 'Science Lab' }).getByText('Nothing now (Trial ended)'),
        'the expired trial marked ended',
      );
      await expectVisible(tom.getByText(ADMIN_TEACHER_MESSAGES.nothingLeftToTrial), 'why no trial can start');
      assertTrue(
        (await tom.getByRole('button', { name: 'Start all remaining trials' }).getAttribute('aria-disabled')) ===
          'true',
        'Start all remaining trials unavailable',
      );
      await checkAccessibility(page, ctx.a11y, 'teacher trials modal, nothing left to trial');
      await tom.getByRole('button', { name: 'Close' }).click();

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'View Class Stats' }).click();
      const stats = await readFile(await (await download).path(), 'utf8');
      assertTrue(
        stats.includes('Class,Class Code,Teachers,Students') && stats.includes('3B'),
        'the class stats list the classes',
      );
    },
  ),

  spec(
    'school tools: admin staff merge the copy of Riverbend Primary into it, after Lookup shows both',
    async (ctx) => {
      const { page } = ctx;
      await login(ctx, { username: DEMO_ACCOUNTS.staff.username, password: DEMO_PASSWORD }, /\/admin/);
      await visit(ctx, '/admin/schools?query=riverbend', /\/admin\/schools\?query=riverbend$/);
      await expectVisible(page.getByRole('row').filter({ hasText: 'Riverbend PS' }), 'the copy');
      await page.getByLabel('Select Riverbend Primary School').check();
      await page.getByRole('button', { name: 'Merge', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Merge into Riverbend Primary School' });
      await dialog.getByLabel('Id of the school to delete').fill(DEMO_MERGE_KEEP_ID);
      await dialog.getByRole('button', { name: 'Lookup' }).click();
      await expectVisible(dialog.getByText(SCHOOL_MERGE_MESSAGES.sameSchool), "'Can't merge a school with itself'");
      await dialog.getByLabel('Id of the school to delete').fill(DEMO_MERGE_COPY_ID);
      await dialog.getByRole('button', { name: 'Lookup' }).click();
      const removed = dialog.getByRole('region', { name: 'School to delete' });
      await expectVisible(removed.getByText('Rory Rivers'), 'the copy’s administrator');
      await expectVisible(removed.getByText('1 teachers, 1 students, 1 classes'), 'what the copy holds');
      await checkAccessibility(page, ctx.a11y, 'merge modal after lookup');
      await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
      await expectVisible(
        dialog.getByText('Riverbend PS was merged into Riverbend Primary School and deleted.'),
        'the merge finished',
      );
      await expectVisible(dialog.getByRole('progressbar', { name: 'Merging the schools' }), 'the progress bar');
      await checkAccessibility(page, ctx.a11y, 'merge finished');
      await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
      await expectHidden(page.getByRole('row').filter({ hasText: 'Riverbend PS' }), 'the copy, gone from the results');
      await arriveAt(ctx, /\/admin\/schools\?query=riverbend$/);
    },
  ),
];
