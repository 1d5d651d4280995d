import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { DEMO_SCHOOL_ID } from '../../../bin/seed/demo-profiles';
import { DEMO_EMPTY_SCHOOL } from '../../../bin/seed/schools';
import { SCHOOL_DELETION_MESSAGES } from '../../../shared/schemas/school-deletion';
import { arriveAt, checkAccessibility, expectVisible, spec, visit } from '../harness';
import { DEMO_PASSWORD, login } from '../portal';

/** Delete School (issue 32): refused for a school in use, naming why; an empty one goes after a confirmation. */
export const schoolDeletionSpecs = [
  spec('delete school: staff are told why Demo Primary cannot go, then delete an empty test school', async (ctx) => {
    const { page } = ctx;
    await login(ctx, { username: DEMO_ACCOUNTS.staff.username, password: DEMO_PASSWORD }, /\/admin\/staff$/);

    await visit(ctx, `/admin/schools/${DEMO_SCHOOL_ID}`, new RegExp(`/admin/schools/${DEMO_SCHOOL_ID}$`));
    await page.getByRole('button', { name: 'Delete School' }).click();
    const refusedDialog = page.getByRole('dialog', { name: 'Delete Demo Primary School?' });
    await refusedDialog.getByRole('button', { name: 'Delete School' }).click();
    await expectVisible(
      refusedDialog.getByText(/^This school cannot be deleted while it has teachers or students/),
      'why the school in use cannot be deleted',
    );
    await checkAccessibility(page, ctx.a11y, 'delete school refused');
    await refusedDialog.getByRole('button', { name: 'Cancel' }).click();

    await visit(ctx, `/admin/schools/${DEMO_EMPTY_SCHOOL.id}`, new RegExp(`/admin/schools/${DEMO_EMPTY_SCHOOL.id}$`));
    await page.getByRole('button', { name: 'Delete School' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${DEMO_EMPTY_SCHOOL.name}?` });
    await expectVisible(
      dialog.getByText(new RegExp(`${DEMO_EMPTY_SCHOOL.code}\\) will be deleted for good`)),
      'what goes',
    );
    await checkAccessibility(page, ctx.a11y, 'delete school confirmation');
    await dialog.getByRole('button', { name: 'Delete School' }).click();
    await arriveAt(ctx, /\/admin\/schools$/);
    await expectVisible(
      page.getByText(SCHOOL_DELETION_MESSAGES.deleted(DEMO_EMPTY_SCHOOL.name)),
      'the school was deleted',
    );

    await page.getByLabel('Search schools').fill(DEMO_EMPTY_SCHOOL.code);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expectVisible(page.getByText('No school matches this search.'), 'the deleted school is not found any more');
  }),
];
