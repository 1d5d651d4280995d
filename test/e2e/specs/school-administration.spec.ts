import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { SCHOOL_SETTINGS_MESSAGES } from '../../../shared/schemas/school-settings';
import {
  arriveAt,
  assertEqual,
  assertTrue,
  checkAccessibility,
  expectHidden,
  expectVisible,
  spec,
  visit,
} from '../harness';
import { DEMO_PASSWORD, login } from '../portal';

export const schoolAdministrationSpecs = [
  spec(
    "school administration: the demo school admin edits My School, renames a class, assigns a teacher by search, deletes a class, and reaches Demo Secondary's My School from its red menu and the district view",
    async (ctx) => {
      const { page } = ctx;
      const stamp = Date.now().toString(36).slice(-5);
      await login(ctx, { username: DEMO_ACCOUNTS.schoolAdmin.username, password: DEMO_PASSWORD });

      // The red menu of the school the admin manages as its district administrator leads to its My School.
      await visit(ctx, '/teacher', /\/teacher$/);
      await page.getByRole('button', { name: 'School Administration: Demo Secondary School' }).click();
      await page.getByRole('link', { name: 'My School', exact: true }).click();
      await arriveAt(ctx, /\/teacher\/schools\/demo-secondary$/);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'My School' }), 'My School');
      await expectVisible(
        page.getByRole('link', { name: 'Manage Teachers' }),
        "the administrators' notice with its link",
      );
      // Name, Country and State/Region are read-only: shown as text, not as inputs that look editable.
      for (const field of ['Name', 'Country', 'State/Region']) {
        await expectVisible(page.getByRole('group', { name: field, exact: true }), `${field} as text`);
        if ((await page.getByRole('textbox', { name: field, exact: true }).count()) !== 0)
          throw new Error(`My School shows ${field} as an input`);
      }
      const save = page.getByRole('button', { name: 'Save Changes' });
      assertTrue(await save.isDisabled(), 'Save Changes is disabled until something changes');
      const phone = page.getByLabel(/^Phone/);
      const before = await phone.inputValue();
      await phone.fill(`${before} 1`);
      assertTrue(await save.isEnabled(), 'Save Changes is enabled once the phone changed');
      await phone.fill(before);
      assertTrue(await save.isDisabled(), 'Save Changes is disabled again when the form is as saved');
      await page.getByLabel(SCHOOL_SETTINGS_MESSAGES.competitions).check();
      await save.click();
      await expectVisible(page.getByText(SCHOOL_SETTINGS_MESSAGES.saved), 'the school saved');
      assertTrue(await save.isDisabled(), 'Save Changes is disabled after saving');
      await page.getByLabel(SCHOOL_SETTINGS_MESSAGES.competitions).uncheck();
      await save.click();
      await expectVisible(page.getByText(SCHOOL_SETTINGS_MESSAGES.saved), 'the school saved as it was');

      // The district view lists Demo Secondary; Manage School opens it.
      await page.getByRole('link', { name: 'District Schools' }).click();
      await arriveAt(ctx, /\/teacher\/school-district-admin$/);
      await page.getByLabel('Select Demo Secondary School').check();
      await page.getByRole('button', { name: 'Manage School' }).click();
      await arriveAt(ctx, /\/teacher\/schools\/demo-secondary$/);

      // Manage Classes of the admin's own school: add a class, rename it by double-click.
      await visit(ctx, '/teacher/schools/demo-primary/class-groups', /class-groups$/);
      await expectVisible(page.getByRole('link', { name: '(Students In No Class)' }), 'the pseudo-row');
      await page.getByRole('button', { name: 'Add Class' }).click();
      await page.getByRole('dialog', { name: 'Add Class' }).getByLabel('Class name').fill(`E2E ${stamp}`);
      await page.getByRole('dialog', { name: 'Add Class' }).getByRole('button', { name: 'Add Class' }).click();
      await expectVisible(page.getByText(`E2E ${stamp} has been added`), 'the new class');
      const nameCell = page
        .locator('main table tbody tr', { hasText: `E2E ${stamp}` })
        .locator('td')
        .nth(1);
      const rename = page.getByRole('dialog', { name: 'Edit Class Details' });
      // The list is fetched again after the add: a double-click that lands while the row is drawn
      // anew is lost, as a person's would be, who then double-clicks again.
      for (let attempt = 0; attempt < 3 && !(await rename.isVisible()); attempt += 1) {
        await nameCell.dblclick();
        await rename.waitFor({ state: 'visible', timeout: 3_000 }).catch(() => undefined);
      }
      await rename.getByLabel('Class name').fill(`E2E ${stamp} Art`);
      await rename.getByRole('button', { name: 'Save' }).click();
      const row = page.locator('main table tbody tr', { hasText: `E2E ${stamp} Art` });
      await expectVisible(row, 'the renamed class');
      await expectHidden(rename, 'Edit Class Details, closed once saved');

      // Double-click the Teacher field, search a name, tick the teacher.
      await row.getByRole('button', { name: `Teachers of E2E ${stamp} Art` }).dblclick();
      const teachers = page.getByRole('dialog', { name: `Teachers of E2E ${stamp} Art` });
      await teachers.getByLabel('Search teachers by name').fill('tom');
      await teachers.getByLabel('Mr. Tom Teacher').check();
      await checkAccessibility(page, ctx.a11y, '/teacher/schools/demo-primary/class-groups (teachers)');
      await teachers.getByRole('button', { name: 'Save Teachers' }).click();
      await expectVisible(row.getByText(/Mr\. Tom Teacher/), 'the assigned teacher');

      // Delete Student (school-and-family §2): a student made in the class is deleted by a job,
      // whose progress the dialog shows until the page says it is done.
      if (!(await row.getByRole('checkbox').isChecked())) await row.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'View Class' }).click();
      await arriveAt(ctx, /\/teacher\/class-groups\/[^/]+$/);
      await page.getByLabel('First Name').fill('Dora');
      await page.getByLabel('Last Name').fill(`Gone${stamp}`);
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await page.getByLabel(`Select Dora Gone${stamp}`).check();
      await page.getByRole('button', { name: 'Delete Student', exact: true }).click();
      const deleting = page.getByRole('dialog', { name: 'Delete Student' });
      await expectVisible(deleting.getByText(`Dora Gone${stamp}`), 'the student named');
      await deleting.getByRole('button', { name: 'Delete Student', exact: true }).click();
      await expectVisible(page.getByText('1 student deleted.'), 'the deletion, once its job has finished');
      await expectHidden(deleting, 'the dialog, closed once the job has finished');
      await visit(ctx, '/teacher/schools/demo-primary/class-groups', /class-groups$/);

      // Delete it after the confirmation that names it.
      if (!(await row.getByRole('checkbox').isChecked())) await row.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Delete Classes' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete Classes' });
      await expectVisible(confirm.getByText(`E2E ${stamp} Art (0 students)`), 'the class named with its students');
      await expectVisible(confirm.getByText(/The students stay in the school/), 'the students stay');
      await checkAccessibility(page, ctx.a11y, '/teacher/schools/demo-primary/class-groups (delete)');
      await confirm.getByRole('button', { name: 'Delete Classes' }).click();
      await expectVisible(page.getByText('1 class deleted.', { exact: false }), 'the deletion');
      await expectHidden(row, 'the deleted class');
      assertEqual(await page.getByRole('link', { name: '(Students In No Class)' }).count(), 1, 'the pseudo-row stays');
    },
  ),
];
