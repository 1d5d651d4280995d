import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { DEMO_SCHOOL_ID } from '../../../bin/seed/demo-profiles';
import { checkAccessibility, checkAt360, expectVisible, spec, visit } from '../harness';
import { DEMO_PASSWORD, login } from '../portal';

/**
 * Make Administrator and Remove Administrator on the console's Teachers tab (staff-console §6
 * school.admin.update, which the Tele preset has): Tom Teacher of Demo Primary School becomes one of
 * its administrators after a confirmation naming him and the school, then stops being one.
 */
export const schoolAdministratorSpecs = [
  spec('school administrators: staff make a teacher an administrator, then remove them', async (ctx) => {
    const { page } = ctx;
    await login(ctx, { username: DEMO_ACCOUNTS.teleStaff.username, password: DEMO_PASSWORD }, /\/admin\/schools$/);
    await visit(ctx, `/admin/schools/${DEMO_SCHOOL_ID}?tab=teachers`, /tab=teachers$/);
    const row = page.getByRole('row').filter({ hasText: 'Tom Teacher' });
    await expectVisible(row.getByRole('cell', { name: 'No', exact: true }), 'Tom Teacher is no administrator');

    await row.getByRole('button', { name: 'Make Administrator' }).click();
    const making = page.getByRole('dialog', { name: 'Make Tom Teacher an administrator of Demo Primary School?' });
    await expectVisible(making.getByText(/^Tom Teacher will manage Demo Primary School/), 'what the change gives');
    await checkAt360(ctx, 'make administrator confirmation');
    await making.getByRole('button', { name: 'Make Administrator' }).click();
    await expectVisible(
      page.getByText('Tom Teacher is now an administrator of Demo Primary School.'),
      'the teacher was made an administrator',
    );
    await expectVisible(row.getByRole('cell', { name: 'Yes', exact: true }), 'the row says so');

    await row.getByRole('button', { name: 'Remove Administrator' }).click();
    const removing = page.getByRole('dialog', { name: 'Remove Tom Teacher as an administrator?' });
    await expectVisible(removing.getByText(/^Tom Teacher will no longer manage Demo Primary School/), 'what goes');
    await removing.getByRole('button', { name: 'Remove Administrator' }).click();
    await expectVisible(
      page.getByText('Tom Teacher is no longer an administrator of Demo Primary School.'),
      'the teacher was removed as an administrator',
    );
    await expectVisible(row.getByRole('cell', { name: 'No', exact: true }), 'the row says so again');
    await checkAccessibility(page, ctx.a11y, 'teachers tab after a change of administrators');
  }),
];
