import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { DEMO_SECONDARY_CLASS } from '../../../bin/seed/classes';
import { arriveAt, checkAccessibility, expectVisible, spec, visit, checkAt360 } from '../harness';
import { DEMO_PASSWORD, login } from '../portal';

const staffBar = (page: Page) => page.getByRole('region', { name: 'Staff access' });

/**
 * The support half of the staff console: staff reach a school's management through
 * school.manage, find any user and act for them, read the audit log, the Emails page's rates and
 * who Delete Inactive Students would delete.
 */
export const staffSupportSpecs = [
  spec(
    "staff support: schooldata reaches its one school's classes from the console's landing page, and no other school",
    async (ctx) => {
      const { page } = ctx;
      await login(ctx, { username: DEMO_ACCOUNTS.schoolDataStaff.username, password: DEMO_PASSWORD }, /\/admin$/);
      await expectVisible(page.getByRole('heading', { level: 2, name: 'Your school' }), 'the landing page’s school');
      await checkAccessibility(page, ctx.a11y, 'the console landing with the managed school');
      await page.getByRole('link', { name: 'Classes of Demo Secondary School' }).click();
      await arriveAt(ctx, /\/teacher\/schools\/demo-secondary\/class-groups$/);
      await expectVisible(staffBar(page).getByText(/You are in Demo Secondary School/), 'whose school the bar names');
      await expectVisible(
        page.locator('main table tbody tr', { hasText: DEMO_SECONDARY_CLASS.name }),
        'the school’s class',
      );
      await checkAccessibility(page, ctx.a11y, 'Manage Classes as staff');
      await checkAt360(ctx, 'Manage Classes as staff');

      await page.getByLabel(`Select ${DEMO_SECONDARY_CLASS.name}`).check();
      await page.getByRole('button', { name: 'View Class' }).click();
      await arriveAt(ctx, new RegExp(`/teacher/class-groups/${DEMO_SECONDARY_CLASS.id}$`));
      await expectVisible(staffBar(page), 'the bar on the class page');
      await page.getByRole('button', { name: 'School Administration: Demo Secondary School' }).click();
      await page.getByRole('link', { name: 'Manage Teachers' }).click();
      await arriveAt(ctx, /\/teacher\/schools\/demo-secondary\/teachers$/);
      await checkAccessibility(page, ctx.a11y, 'Manage Teachers as staff');

      await staffBar(page).getByRole('link', { name: 'Back to the console' }).click();
      await arriveAt(ctx, /\/admin$/);
      await visit(ctx, '/teacher/schools/demo-primary/class-groups', /\/admin$/);
      await visit(ctx, '/teacher', /\/teacher\/schools\/demo-secondary\/class-groups$/);
    },
  ),
];
