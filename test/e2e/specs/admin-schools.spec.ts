import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { ADMIN_SCHOOL_MESSAGES } from '../../../shared/schemas/admin-schools';
import { SCHOOL_GRANT_MESSAGES } from '../../../shared/schemas/school-grants';
import { dayMonthYearFromToday } from '../../../frontend/src/lib/day-month-year';
import { DEMO_ARABIC_SCHOOL_ID, DEMO_SCHOOL_ID } from '../../../bin/seed/demo-profiles';
import {
  arriveAt,
  assertEqual,
  checkAccessibility,
  checkReachableAt360,
  expectHidden,
  expectVisible,
  spec,
  visit,
} from '../harness';
import { DEMO_PASSWORD, login, logout, openService, register, uniqueEmail } from '../portal';
import { SCHOOL_MESSAGES } from '../../../shared/schemas/schools';

/**
 * The Schools tab (staff-console §2 Schools search page): tele staff search by postcode and by
 * part of a name, vet the demo school nobody has vetted, hide and unhide it, edit its phone
 * inline, and view it.
 */
export const adminSchoolSpecs = [
  spec(
    'schools: tele staff search by postcode and part of a name, vet, hide, unhide, edit inline and view',
    async (ctx) => {
      const { page } = ctx;
      await login(ctx, { username: DEMO_ACCOUNTS.teleStaff.username, password: DEMO_PASSWORD }, /\/admin\/schools$/);
      const search = async (query: string) => {
        await page.getByLabel('Search schools').fill(query);
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await arriveAt(ctx, new RegExp(`/admin/schools\\?query=${encodeURIComponent(query)}$`));
      };

      await search('2000');
      await expectVisible(
        page.getByRole('row').filter({ hasText: 'Demo Primary School' }),
        'the school of postcode 2000',
      );
      await checkAccessibility(page, ctx.a11y, 'schools found by postcode');

      await search('harbours');
      const row = page.getByRole('row').filter({ hasText: 'AU0000003' });
      await expectVisible(row.getByText('Not vetted'), 'the unvetted school, found by part of its name');
      await expectVisible(
        page.getByText(ADMIN_SCHOOL_MESSAGES.noAddressNote),
        'the note about schools without addresses',
      );
      await page.getByLabel('Select Harbourside Community School').check();
      await page.getByRole('button', { name: 'Vet', exact: true }).click();
      await expectVisible(page.getByText('Vetted 1 school.'), 'vetted');
      await expectVisible(row.getByText('Vetted', { exact: true }), 'the Vetted badge');
      await page.getByRole('button', { name: 'Hide', exact: true }).click();
      await expectVisible(row.getByText('Hidden', { exact: true }), 'the Hidden badge');
      await page.getByRole('button', { name: 'Unhide', exact: true }).click();
      await expectVisible(page.getByText('Unhid 1 school.'), 'unhidden');
      await page.getByLabel('Select Harbourside Community School').uncheck();
      await expectHidden(page.getByText('Unhid 1 school.'), 'the notice, once the selection it spoke of changed');
      await page.getByLabel('Select Harbourside Community School').check();

      // An in-place edit's refusal is the tooltip error icon (staff-console §8), its message shown while the input has focus.
      await row.getByRole('button', { name: 'Name of Harbourside Community School' }).click();
      await row.getByRole('textbox', { name: 'Name of Harbourside Community School' }).fill(' ');
      await page.keyboard.press('Enter');
      await expectVisible(
        row.getByRole('alert').getByText('Please enter the school name.'),
        'the refusal beside the icon',
      );
      await checkAccessibility(page, ctx.a11y, 'schools, an in-place edit refused');
      await page.keyboard.press('Escape');
      await expectHidden(row.getByRole('alert'), 'the refusal, once the edit is cancelled');

      await row.getByRole('button', { name: 'Phone of Harbourside Community School' }).click();
      await row.getByRole('textbox', { name: 'Phone of Harbourside Community School' }).fill('02 9977 0000');
      await page.keyboard.press('Enter');
      await expectVisible(
        row.getByRole('button', { name: 'Phone of Harbourside Community School' }).getByText('02 9977 0000'),
        'the phone saved inline',
      );
      await checkAccessibility(page, ctx.a11y, 'schools after vetting and editing');

      await page.getByRole('button', { name: 'View', exact: true }).click();
      await arriveAt(ctx, /\/admin\/schools\/demo-harbourside$/);
      await page.goBack();
      await arriveAt(ctx, /\/admin\/schools\?query=harbours$/);
      await expectVisible(page.getByRole('row').filter({ hasText: 'AU0000003' }), 'the results again after Back');
    },
  ),

  spec('schools: tele staff log in as a teacher from the school page and return to the console', async (ctx) => {
    const { page } = ctx;
    await login(ctx, { username: DEMO_ACCOUNTS.teleStaff.username, password: DEMO_PASSWORD }, /\/admin\/schools$/);
    await visit(ctx, `/admin/schools/${DEMO_SCHOOL_ID}`, new RegExp(`/admin/schools/${DEMO_SCHOOL_ID}$`));
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Demo Primary School' }), 'the school page');
    await checkAccessibility(page, ctx.a11y, 'school page, Teachers');
    await checkReachableAt360(
      ctx,
      page.getByRole('button', { name: 'Log in as Tom Teacher' }),
      'Log in as on the card',
    );
    await page.getByRole('button', { name: 'Log in as Tom Teacher' }).click();
    // Asked first, naming the account and saying it is recorded; Cancel leaves the page as it was.
    const confirm = page.getByRole('dialog', { name: 'Log in as Tom Teacher?' });
    await expectVisible(confirm.getByText(/\(teacher@demo\.example\)/), 'the account named');
    await expectVisible(
      confirm.getByText('This is recorded in the audit trail under your name.'),
      'that it is recorded',
    );
    await checkAccessibility(page, ctx.a11y, 'log in as, asked first');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expectHidden(confirm, 'the question, once cancelled');
    await page.getByRole('button', { name: 'Log in as Tom Teacher' }).click();
    await confirm.getByRole('button', { name: 'Log in as', exact: true }).click();
    await arriveAt(ctx, /\/library/);
    const bar = page.getByRole('region', { name: 'Signed in as another account' });
    await expectVisible(bar.getByText(/Signed in as\s*Tom Teacher/), "'Signed in as Tom Teacher'");
    await checkAccessibility(page, ctx.a11y, 'library while logged in as a teacher');
    await bar.getByRole('button', { name: 'Return to the console' }).click();
    // Back where Log in as was started: the school's page, not the first tab.
    await arriveAt(ctx, new RegExp(`/admin/schools/${DEMO_SCHOOL_ID}$`));
    await expectHidden(bar, 'the bar, once back');

    await visit(ctx, `/admin/schools/${DEMO_SCHOOL_ID}?tab=settings`, /tab=settings$/);
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expectVisible(save, 'Save');
    if (await save.isEnabled()) throw new Error('Save is enabled before any change');
    // The console's one date format (dd/mm/yyyy), as on every other console page.
    const blockExpiry = page.getByLabel(/^Marketing block expiry/);
    await blockExpiry.fill('2031-01-31');
    await save.click();
    await expectVisible(page.getByText('Invalid date format: use dd/mm/yyyy.'), 'the date format refused');
    await blockExpiry.fill('31/01/2031');
    await save.click();
    await expectVisible(page.getByText('The school was saved.'), 'the school saved');
    await checkAccessibility(page, ctx.a11y, 'school settings saved');

    // A school's language (docs/using/languages.md): Al Noor's is Arabic; changed, then put back.
    await visit(ctx, `/admin/schools/${DEMO_ARABIC_SCHOOL_ID}?tab=settings`, /tab=settings$/);
    const language = page.getByLabel(/^Language/);
    assertEqual(await language.inputValue(), 'ar', "Al Noor School's language");
    for (const value of ['fr', 'ar']) {
      await language.selectOption(value);
      await save.click();
      await expectVisible(page.getByText('The school was saved.'), `the school saved in ${value}`);
      assertEqual(await language.inputValue(), value, `the language saved: ${value}`);
    }
  }),
  spec(
    'schools: tele staff grant Typing Tutor with the School Access modal, and the school’s teacher has it in the library',
    async (ctx) => {
      const { page } = ctx;
      await login(ctx, { username: DEMO_ACCOUNTS.teleStaff.username, password: DEMO_PASSWORD }, /\/admin\/schools$/);
      await visit(ctx, `/admin/schools/${DEMO_SCHOOL_ID}?tab=subscriptions`, /tab=subscriptions$/);
      const spelling = page.getByRole('listitem', { name: 'Spelling Bee' });
      await expectVisible(spelling.locator('strong').getByText(/^\d+ days left$/), 'the days left in bold under 30');
      await expectVisible(spelling.getByRole('button', { name: 'Alter Sub' }), 'Alter Sub while active');
      await expectVisible(
        page.getByRole('listitem', { name: 'Maths Quest' }).getByRole('button', { name: 'Start Sub' }),
        'Start Sub once ended',
      );
      const typing = page.getByRole('listitem', { name: 'Typing Tutor' });
      await expectVisible(typing.getByText('New', { exact: true }), 'a new app');
      await typing.getByRole('button', { name: 'Add' }).click();
      const dialog = page.getByRole('dialog', { name: 'School Access: Typing Tutor' });
      assertEqual(
        await dialog.getByLabel('End date').inputValue(),
        dayMonthYearFromToday(14),
        'the date 14 days ahead',
      );
      await checkAccessibility(page, ctx.a11y, 'school access modal');
      await dialog.getByLabel('End date').fill('31/02/2031');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expectVisible(dialog.getByText(SCHOOL_GRANT_MESSAGES.invalidDate), "'Invalid date…'");
      await dialog.getByLabel('End date').fill(dayMonthYearFromToday(14));
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expectVisible(
        page.getByText(`Typing Tutor: subscription until ${dayMonthYearFromToday(14)}.`),
        'the grant',
      );
      await expectVisible(typing.getByRole('button', { name: 'Alter Sub' }), 'Alter Sub once granted');
      await checkAccessibility(page, ctx.a11y, 'subscriptions after a grant');

      await page.getByRole('navigation', { name: 'School sections' }).getByRole('link', { name: 'Teachers' }).click();
      await page.getByRole('button', { name: 'Log in as Tom Teacher' }).click();
      await page
        .getByRole('dialog', { name: 'Log in as Tom Teacher?' })
        .getByRole('button', { name: 'Log in as', exact: true })
        .click();
      await arriveAt(ctx, /\/library/);
      await openService(ctx, 'Typing Tutor');
      await expectVisible(
        page.getByText(/^Your school's subscription to Typing Tutor ends on /),
        'the teacher has the app through the school',
      );
    },
  ),

  spec(
    'schools: tele staff identify a vetted school from its page, and a new teacher then finds it in the school search',
    async (ctx) => {
      const { page } = ctx;
      await login(ctx, { username: DEMO_ACCOUNTS.teleStaff.username, password: DEMO_PASSWORD }, /\/admin\/schools$/);
      await page.getByLabel('Search schools').fill('Banksia Bay');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const row = page.getByRole('row').filter({ hasText: 'Banksia Bay Primary School' });
      await expectVisible(row.getByText('Not identified'), 'the seeded school waiting to be identified');
      await checkAccessibility(page, ctx.a11y, 'schools: a school waiting to be identified');

      await visit(ctx, '/admin/schools/demo-banksia-bay', /\/admin\/schools\/demo-banksia-bay$/);
      await expectVisible(
        page.getByText(
          'Teachers do not find this school in the school search: it must be vetted, identified and not hidden.',
        ),
        'not yet in the school search',
      );
      await page.getByRole('button', { name: 'Identify', exact: true }).click();
      await expectVisible(page.getByText('Banksia Bay Primary School is identified.'), 'identified');
      await expectVisible(
        page.getByText('Teachers find this school in the school search.'),
        'now in the school search',
      );
      await expectVisible(page.getByRole('button', { name: 'Unidentify', exact: true }), 'its undo');
      await checkAccessibility(page, ctx.a11y, 'school page after Identify');
      await logout(ctx);

      await register(
        ctx,
        {
          type: 'Teacher',
          title: 'Mr.',
          firstName: 'Ben',
          lastName: 'Banksia',
          country: 'Australia',
          email: uniqueEmail('banksia'),
        },
        /\/school-identification$/,
      );
      await page.getByLabel(SCHOOL_MESSAGES.declaration).check();
      await page.getByLabel('School name').fill('Banksia Bay');
      await page.getByRole('button', { name: 'Search for School' }).click();
      const results = page.getByRole('region', { name: 'Search results' });
      await expectVisible(
        results.getByRole('heading', { name: 'Banksia Bay Primary School' }),
        'the identified school in the public search',
      );
      await checkAccessibility(page, ctx.a11y, 'school search finding the identified school');
    },
  ),
  spec(
    'schools: a staff trial of an app whose subscription ended appears on its panel with both dates, and is ended',
    async (ctx) => {
      const { page } = ctx;
      await login(ctx, { username: DEMO_ACCOUNTS.teleStaff.username, password: DEMO_PASSWORD }, /\/admin\/schools$/);
      await visit(ctx, `/admin/schools/${DEMO_SCHOOL_ID}?tab=subscriptions`, /tab=subscriptions$/);
      const maths = page.getByRole('listitem', { name: 'Maths Quest' });
      await expectVisible(maths.getByText(/^Subscription ended /), 'the ended subscription');
      await maths.getByRole('button', { name: 'Start Trial' }).click();
      const dialog = page.getByRole('dialog', { name: 'School Access: Maths Quest' });
      await dialog.getByLabel('End date').fill('01/01/2020');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expectVisible(dialog.getByText(SCHOOL_GRANT_MESSAGES.pastDate), 'a past end date is refused');
      await dialog.getByLabel('End date').fill(dayMonthYearFromToday(14));
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expectVisible(page.getByText(`Maths Quest: trial until ${dayMonthYearFromToday(14)}.`), 'the trial');
      await expectVisible(
        maths.getByText(new RegExp(`^Trial ends ${dayMonthYearFromToday(14).replaceAll('/', '\\/')}`)),
        'the panel shows the trial and its end',
      );
      await expectVisible(maths.getByText(/^Subscription ended /), 'and still the subscription that ended');
      await checkAccessibility(page, ctx.a11y, 'subscriptions with a staff trial');

      await maths.getByRole('button', { name: 'End Trial' }).click();
      const confirm = page.getByRole('dialog', { name: 'End the Maths Quest trial?' });
      await expectVisible(confirm.getByText(/lose the app at once/), 'the confirmation says what is lost');
      await checkAccessibility(page, ctx.a11y, 'end trial confirmation');
      await confirm.getByRole('button', { name: 'End trial' }).click();
      await expectVisible(page.getByText('Maths Quest: trial ended.'), 'the trial ended');
      await expectHidden(maths.getByText(/^Trial ends /), 'no trial on the panel');
      await expectHidden(maths.getByRole('button', { name: 'End Trial' }), 'nothing left to end');
    },
  ),
];
