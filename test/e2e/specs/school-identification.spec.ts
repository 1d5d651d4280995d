import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { SCHOOL_MESSAGES } from '../../../shared/schemas/schools';
import type { Page } from 'playwright-core';
import {
  arriveAt,
  assertEqual,
  checkAccessibility,
  checkAt360,
  expectFocused,
  expectHidden,
  expectVisible,
  spec,
  type SpecContext,
  visit,
} from '../harness';
import { DEMO_PASSWORD, login, logout, register, uniqueEmail, userMenuEntries } from '../portal';

const DEMO_SCHOOL = 'Demo Primary School';
const TEACHER_MENU = ['My Account', 'School Management', 'App Library', 'Help', 'Contact Us', 'Logout'];

function results(page: Page) {
  return page.getByRole('region', { name: 'Search results' });
}

/** Fills the school name and postcode, presses Search for School and waits for the answer, checked with axe. */
async function searchFor(ctx: SpecContext, name: string, postcode = ''): Promise<void> {
  const { page } = ctx;
  await page.getByLabel('School name').fill(name);
  await page.getByLabel('Postcode').fill(postcode);
  await page.getByRole('button', { name: 'Search for School' }).click();
  await expectVisible(
    results(page).getByText(/match your search|matches your search|No school matched your search/),
    `the answer to a search for '${name || postcode}'`,
  );
  await expectFocused(results(page).getByRole('heading', { name: 'Search results' }), 'the results heading');
  await checkAccessibility(page, ctx.a11y, `/school-identification (results for ${name})`);
}

export const schoolIdentificationSpecs = [
  spec(
    'school identification: a new teacher must tick the declaration to search, finds the demo school, creates a new one and lands in the library; a second teacher cannot find the unvetted school and joins the demo school',
    async (ctx) => {
      const { page } = ctx;
      // Words no seeded school has: the search matches any name word, so 'Primary' would find the demo school.
      const newSchool = `E2E Hilltop ${Date.now().toString(36)}`;

      await register(
        ctx,
        {
          type: 'Teacher',
          title: 'Ms.',
          firstName: 'Tara',
          lastName: 'Founder',
          country: 'Australia',
          email: uniqueEmail('teacher-creates'),
        },
        /\/school-identification$/,
      );
      await expectVisible(
        page.getByRole('heading', { name: 'Find your school', level: 1 }),
        'the school identification page',
      );
      await expectVisible(page.getByRole('group', { name: 'Declaration' }), 'the declaration in its own fieldset');
      assertEqual(await page.getByLabel('Country').inputValue(), 'AU', "the country defaults to the teacher's");

      // Search for School does nothing but say why until the declaration is ticked (§5).
      await page.getByLabel('School name').fill('Demo Primary');
      await page.getByRole('button', { name: 'Search for School' }).click();
      await expectVisible(page.getByText(SCHOOL_MESSAGES.declarationRequired), 'the declaration message');
      assertEqual(await results(page).count(), 0, 'no search before the declaration is ticked');
      await expectFocused(page.getByLabel(SCHOOL_MESSAGES.declaration), 'the declaration');
      await checkAccessibility(page, ctx.a11y, '/school-identification (declaration not ticked)');

      await page.getByLabel(SCHOOL_MESSAGES.declaration).check();
      await searchFor(ctx, 'Demo Primary');
      await expectVisible(
        results(page).getByRole('heading', { name: DEMO_SCHOOL }),
        'the seeded demo school in the results',
      );
      await expectVisible(results(page).getByText('12 Learning Lane, Sydney, 2000'), 'its address, city and postcode');
      await expectVisible(results(page).getByRole('button', { name: `Join ${DEMO_SCHOOL}` }), 'its Join button');

      // Search Again goes back to the form with what was typed, focus on the school name.
      await results(page).getByRole('button', { name: 'Search Again' }).click();
      await expectHidden(results(page), 'the results after Search Again');
      assertEqual(await page.getByLabel('School name').inputValue(), 'Demo Primary', 'the school name kept');
      await expectFocused(page.getByLabel('School name'), 'the school name');

      // Create a New School needs the address and the state of a country with several.
      await page.getByLabel('School name').fill(newSchool);
      await page.getByRole('button', { name: 'Create a New School' }).click();
      await expectVisible(page.getByText('Please enter your school address.'), 'the address error');
      await expectVisible(page.getByText(SCHOOL_MESSAGES.stateRequired), 'the state error');
      await page.getByLabel('Address').fill('12 Ridge Road');
      await page.getByLabel('City').fill('Katoomba');
      await page.getByLabel('Postcode').fill('2780');
      await page.getByLabel('Phone').fill('02 4700 0000');
      await page.getByLabel('State').selectOption({ index: 1 });
      await page.getByRole('button', { name: 'Create a New School' }).click();
      await arriveAt(ctx, /\/library$/);
      await expectVisible(
        page.getByText(`${newSchool} has been created and you are its school administrator.`, { exact: false }),
        'the new school named in the library',
      );
      assertEqual(await userMenuEntries(ctx), TEACHER_MENU, 'the user menu of a teacher with a school');
      await page.reload();
      await arriveAt(ctx, /\/library$/);
      await visit(ctx, '/school-identification', /\/library$/);
      await logout(ctx);

      // A second teacher: the new school is not vetted yet, so search does not show it.
      await register(
        ctx,
        {
          type: 'Teacher',
          firstName: 'Theo',
          lastName: 'Joiner',
          country: 'Australia',
          email: uniqueEmail('teacher-joins'),
        },
        /\/school-identification$/,
      );

      // The page in Arabic: its words from the school-identification catalogue, the declaration from
      // the contract's, right to left within 360 px; then back to English.
      await visit(ctx, '/school-identification?lang=ar', /\/school-identification/);
      await expectVisible(page.getByRole('heading', { name: 'ابحث عن مدرستك', level: 1 }), 'the page in Arabic');
      await expectVisible(page.getByLabel('أقر بأنني موظف في هذه المدرسة.'), 'the declaration in Arabic');
      await expectVisible(page.getByRole('button', { name: 'البحث عن المدرسة' }), 'Search for School in Arabic');
      assertEqual(await page.evaluate(() => document.documentElement.dir), 'rtl', 'the page reads right to left');
      await checkAt360(ctx, 'school identification in Arabic');
      await visit(ctx, '/school-identification?lang=en', /\/school-identification/);

      await page.getByLabel(SCHOOL_MESSAGES.declaration).check();
      await searchFor(ctx, newSchool);
      await expectVisible(
        results(page).getByText('No school matched your search.'),
        'no result for the unvetted school',
      );
      assertEqual(
        await results(page).getByRole('heading', { name: newSchool }).count(),
        0,
        'the unvetted school not listed',
      );
      await expectVisible(
        results(page).getByRole('button', { name: 'Create a New School' }),
        'Create a New School offered',
      );

      // By postcode alone this time.
      await results(page).getByRole('button', { name: 'Search Again' }).click();
      await searchFor(ctx, '', '2000');
      await results(page)
        .getByRole('button', { name: `Join ${DEMO_SCHOOL}` })
        .click();
      await arriveAt(ctx, /\/library$/);
      await expectVisible(page.getByText(`You have joined ${DEMO_SCHOOL}.`), 'the joined school named in the library');
      assertEqual(await userMenuEntries(ctx), TEACHER_MENU, 'the user menu after joining');
    },
  ),

  spec(
    'school identification: only teachers without a school stay; a visitor goes to login and a teacher with a school to the library',
    async (ctx) => {
      await visit(ctx, '/school-identification', /\/auth\/login$/);
      await login(ctx, { username: DEMO_ACCOUNTS.teacher.username, password: DEMO_PASSWORD });
      await visit(ctx, '/school-identification', /\/library$/);
    },
  ),
];
