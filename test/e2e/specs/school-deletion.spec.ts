import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { DEMO_SCHOOL_ID } from '../../../bin/seed/demo-profiles';
import { DEMO_EMPTY_SCHOOL } from '../../../bin/seed/schools';
import { ADMIN_SCHOOL_MESSAGES } from '../../../shared/schemas/admin-schools';
import { SCHOOL_DELETION_MESSAGES } from '../../../shared/schemas/school-deletion';
import { arriveAt, checkAccessibility, expectVisible, spec, visit } from '../harness';
import { DEMO_PASSWORD, login } from '../portal';

/**
 * The school page's Settings (staff-console §2 School page: e-mail, A-Number, country and state, identified), then
 * Delete School: refused for a school in use, naming why; an empty one goes after a confirmation.
 * Both on Test School Please Ignore, which nothing else uses.
 */
/** The A-Number the settings spec gives the test school (the deletion spec finds it by it). */
const RENUMBERED = 'AU0000099';
/** The name Create School gives (each project's stack has its own data; the project tells them apart in screenshots). */
const CREATED_SCHOOL = 'Wattle Creek Public School';

export const schoolDeletionSpecs = [
  spec('school settings: staff change the e-mail, A-Number, state and identified of a school', async (ctx) => {
    const { page } = ctx;
    await login(ctx, { username: DEMO_ACCOUNTS.teleStaff.username, password: DEMO_PASSWORD }, /\/admin\/schools$/);
    await visit(ctx, `/admin/schools/${DEMO_EMPTY_SCHOOL.id}?tab=settings`, /tab=settings$/);
    await page.getByLabel(/^A-Number/).fill('AU0000001');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(page.getByText(ADMIN_SCHOOL_MESSAGES.codeTaken), 'another school’s A-Number refused');
    await checkAccessibility(page, ctx.a11y, 'school settings, A-Number taken');

    await page.getByLabel(/^A-Number/).fill(RENUMBERED);
    await page.getByLabel(/^E-mail/).fill('office@testschool.example');
    await page.getByLabel(/^State/).selectOption({ label: 'Victoria' });
    await page.getByLabel(/^Identified/).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(page.getByText('The school was saved.'), 'the school saved');
    await visit(ctx, `/admin/schools?query=${RENUMBERED}`, /query=/);
    await expectVisible(page.getByRole('row').filter({ hasText: DEMO_EMPTY_SCHOOL.name }), 'found by its new A-Number');
  }),
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
    await expectVisible(dialog.getByText(new RegExp(`${RENUMBERED}\\) will be deleted for good`)), 'what goes');
    await checkAccessibility(page, ctx.a11y, 'delete school confirmation');
    await dialog.getByRole('button', { name: 'Delete School' }).click();
    await arriveAt(ctx, /\/admin\/schools$/);
    await expectVisible(
      page.getByText(SCHOOL_DELETION_MESSAGES.deleted(DEMO_EMPTY_SCHOOL.name)),
      'the school was deleted',
    );

    await page.getByLabel('Search schools').fill(RENUMBERED);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expectVisible(page.getByText('No school matches this search.'), 'the deleted school is not found any more');
  }),
  spec('create school: tele staff create a vetted, identified school and find it by its A-Number', async (ctx) => {
    const { page } = ctx;
    await login(ctx, { username: DEMO_ACCOUNTS.teleStaff.username, password: DEMO_PASSWORD }, /\/admin\/schools$/);
    await page.getByRole('link', { name: 'Create School' }).click();
    await arriveAt(ctx, /\/admin\/schools\/new$/);
    const create = page.getByRole('button', { name: 'Create School', exact: true });
    await create.click();
    await expectVisible(page.getByText('Please enter the school name.'), 'the name asked for');
    await page.getByLabel(/^Name/).fill(`${CREATED_SCHOOL} ${ctx.project}`);
    await page.getByLabel(/^City/).fill('Ballarat');
    await page.getByLabel(/^Postcode/).fill('3350');
    await page.getByLabel(/^State/).selectOption({ label: 'Victoria' });
    await page.getByLabel(/^A-Number/).fill(`AU-NEW-${ctx.project}`);
    await page.getByLabel(/^Vetted/).check();
    await page.getByLabel(/^Identified/).check();
    await checkAccessibility(page, ctx.a11y, 'create school, filled in');
    await create.click();
    await expectVisible(page.getByRole('heading', { level: 1, name: `${CREATED_SCHOOL} ${ctx.project}` }), 'its page');
    await expectVisible(page.getByText(`${CREATED_SCHOOL} ${ctx.project} was created.`), 'said it was created');
    await checkAccessibility(page, ctx.a11y, 'school page after Create School');
    await visit(ctx, `/admin/schools?query=AU-NEW-${ctx.project}`, /query=/);
    await expectVisible(page.getByRole('row').filter({ hasText: CREATED_SCHOOL }), 'found by its A-Number');
  }),
];
