import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { getSchool, putSchools } from '../../../functions/data/schools';
import { SCHOOL_ACCESS_MESSAGES } from '../../../shared/schemas/school-access';
import { SCHOOL_MESSAGES } from '../../../shared/schemas/schools';
import {
  arriveAt,
  assertEqual,
  assertTrue,
  checkAccessibility,
  expectVisible,
  settled,
  spec,
  visit,
  type SpecContext,
} from '../harness';
import {
  DEMO_PASSWORD,
  closeService,
  login,
  logout,
  openService,
  register,
  serviceActions,
  uniqueEmail,
  userMenuEntries,
} from '../portal';

const TEACHER_MENU = ['My Account', 'School Management', 'App Library', 'Help', 'Contact Us', 'Logout'];

function results(page: Page) {
  return page.getByRole('region', { name: 'Search results' });
}

async function search(ctx: SpecContext, name: string, postcode = ''): Promise<void> {
  await ctx.page.getByLabel('School name').fill(name);
  await ctx.page.getByLabel('Postcode').fill(postcode);
  await ctx.page.getByRole('button', { name: 'Search for School' }).click();
  await expectVisible(
    results(ctx.page).getByText(/match your search|matches your search|No school matched your search/),
    `the answer to a search for '${name}'`,
  );
  await checkAccessibility(ctx.page, ctx.a11y, `/school-identification (results for ${name})`);
}

/**
 * The trial landing page's guide: a sandboxed frame (an opaque origin) whose document names the app
 * and the sign-in, read from its `srcdoc` (axe, on arriving, checks the frame's content too).
 */
async function expectGuide(ctx: SpecContext, appName: string): Promise<void> {
  const frame = ctx.page.locator('iframe[title="Getting started with your free trial"]');
  await expectVisible(frame, 'the getting-started frame');
  assertEqual(
    await frame.getAttribute('sandbox', { timeout: 5_000 }),
    'allow-scripts allow-popups allow-popups-to-escape-sandbox',
    'the frame is sandboxed: its own opaque origin, no forms, no navigation of the portal',
  );
  const guide = (await frame.getAttribute('srcdoc', { timeout: 5_000 })) ?? '';
  for (const heading of [
    '<h1>Getting started with your free trial</h1>',
    `<h2>${appName}</h2>`,
    '<h2>Signing in with your username and password</h2>',
  ]) {
    assertTrue(guide.includes(heading), `the guide has ${heading}`);
  }
  assertTrue(!/<script|\son\w+=/i.test(guide), 'the guide has no script and no event handler');
}

export const schoolAccessSpecs = [
  spec(
    'school access: a new teacher creates a school, trials one app from its detail, lands on the trial landing page and requests a quote; a second teacher joins the school once it is vetted',
    async (ctx) => {
      const { page } = ctx;
      const schoolName = `E2E Banksia ${Date.now().toString(36)}`;

      // Register → school identification → create the school.
      await register(
        ctx,
        {
          type: 'Teacher',
          title: 'Mr.',
          firstName: 'Quinn',
          lastName: 'Trialler',
          country: 'Australia',
          email: uniqueEmail('teacher-trials'),
        },
        /\/school-identification$/,
      );
      await page.getByLabel(SCHOOL_MESSAGES.declaration).check();
      await search(ctx, schoolName);
      await expectVisible(results(page).getByText('No school matched your search.'), 'no such school yet');
      await results(page).getByRole('button', { name: 'Search Again' }).click();
      await page.getByLabel('Address').fill('3 Gum Tree Way');
      await page.getByLabel('City').fill('Orange');
      await page.getByLabel('Postcode').fill('2800');
      await page.getByLabel('State').selectOption({ index: 1 });
      await page.getByRole('button', { name: 'Create a New School' }).click();
      await arriveAt(ctx, /\/library$/);
      assertEqual(
        await userMenuEntries(ctx),
        TEACHER_MENU,
        'School Management in the menu of the new school administrator',
      );
      await expectVisible(
        page.getByRole('button', { name: 'Start Free Trial of All Apps' }),
        'Start Free Trial of All Apps for a teacher with apps to trial',
      );

      // Start Free Trial of one app from its detail → the trial landing page.
      await openService(ctx, 'Reading Rockets');
      assertEqual(
        await serviceActions(ctx),
        ['Start Free Trial', 'Request A Quote', 'Visit Reading Rockets', 'Learn More'],
        'a new teacher’s buttons',
      );
      await page.getByRole('dialog').getByRole('button', { name: 'Start Free Trial', exact: true }).click();
      await arriveAt(ctx, /\/teacher-trial-landing\/1$/);
      await expectVisible(
        page.getByRole('heading', { name: 'Your free trial of Reading Rockets has started', level: 1 }),
        'the trial landing page',
      );
      await expectVisible(page.getByText(/^Free trial until /), "the trial's end date");
      assertEqual(
        await page.getByRole('link', { name: 'Open Reading Rockets' }).getAttribute('href', { timeout: 5_000 }),
        '/api/saml2/idp/login/1?RelayState=%2Fplay',
        'Open signs on to the app at its start page',
      );
      await expectGuide(ctx, 'Reading Rockets');

      // Ids not in an active school trial are dropped; with none left, the library.
      await visit(ctx, '/teacher-trial-landing/1,2,99', /\/teacher-trial-landing\/1,2,99$/);
      assertEqual(
        await page.getByRole('list', { name: 'Apps in your free trial' }).getByRole('listitem').count(),
        1,
        'only the trialled app listed',
      );
      await visit(ctx, '/teacher-trial-landing/2', /\/library$/);

      // The trialled app now shows the trial; a second self-service trial is not offered.
      await openService(ctx, 'Reading Rockets');
      await expectVisible(
        page.getByRole('dialog').getByText(/^Your free trial expires on /),
        'the trial in the detail',
      );
      assertEqual(
        await serviceActions(ctx),
        ['Open Reading Rockets', 'Request A Quote', 'Visit Reading Rockets', 'Learn More'],
        'buttons during the trial',
      );
      await closeService(ctx);

      // Request A Quote for Maths Quest: the form, its checks, then the interim trial's landing page.
      await openService(ctx, 'Maths Quest');
      const mySchool = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/me/school');
      await page.getByRole('link', { name: 'Request A Quote' }).click();
      await arriveAt(ctx, /\/school-quote\?app=2$/);
      const schoolId = ((await (await mySchool).json()) as { school: { id: string } }).school.id;
      await expectVisible(page.getByRole('heading', { name: 'Request A Quote', level: 1 }), 'the quote page');
      assertTrue(await page.getByLabel('Maths Quest').isChecked(), 'the app of the link ticked');
      assertEqual(await page.getByLabel('School name').inputValue(), schoolName, "the school's name filled in");
      assertEqual(await page.getByLabel('City').inputValue(), 'Orange', "the school's city filled in");
      assertEqual(await page.getByLabel('First name').inputValue(), 'Quinn', "the teacher's name filled in");
      await page.getByLabel('Maths Quest').uncheck();
      await page.getByRole('button', { name: 'Request Quote' }).click();
      await expectVisible(page.getByText(SCHOOL_ACCESS_MESSAGES.titlesRequired).first(), 'titles required');
      await expectVisible(page.getByText(SCHOOL_ACCESS_MESSAGES.sizeRequired).first(), 'size required');
      await checkAccessibility(page, ctx.a11y, '/school-quote (errors)');
      await page.getByLabel('Maths Quest').check();
      await page.getByLabel('School size').selectOption('101-175');
      await page.getByLabel('Phone').fill('02 6300 0000');
      await page.getByRole('button', { name: 'Request Quote' }).click();
      await arriveAt(ctx, /\/teacher-trial-landing\/2$/);
      await expectVisible(
        page.getByText(SCHOOL_ACCESS_MESSAGES.quoteSent),
        'the quote sent, as the landing page notice',
      );
      await expectGuide(ctx, 'Maths Quest');
      await logout(ctx);

      // A second teacher: the school is unvetted, so search does not find it.
      await register(
        ctx,
        {
          type: 'Teacher',
          firstName: 'Rae',
          lastName: 'Joiner',
          country: 'Australia',
          email: uniqueEmail('teacher-joins-new'),
        },
        /\/school-identification$/,
      );
      await page.getByLabel(SCHOOL_MESSAGES.declaration).check();
      await search(ctx, schoolName);
      await expectVisible(results(page).getByText('No school matched your search.'), 'the unvetted school not found');

      // Vetting is staff work (staff-console §4 school flags): the test vets the school as staff
      // would, through the data layer of the stack it started in this process: vetted and
      // identified, its search terms written again with their index keys.
      const school = await getSchool(schoolId, { consistent: true });
      if (!school) throw new Error(`the school ${schoolId} was not found in the table`);
      await putSchools([{ ...school, vetted: true, identified: true }]);

      // With the postcode this time: the page keeps the answer of the same search for a minute.
      await results(page).getByRole('button', { name: 'Search Again' }).click();
      await search(ctx, schoolName, '2800');
      await results(page)
        .getByRole('button', { name: `Join ${schoolName}` })
        .click();
      await arriveAt(ctx, /\/library$/);
      await expectVisible(page.getByText(`You have joined ${schoolName}.`), 'the second teacher joined the new school');
      assertEqual(await userMenuEntries(ctx), TEACHER_MENU, "the second teacher's menu");
    },
  ),

  spec("school access: the demo teacher's and student's library states", async (ctx) => {
    const { page } = ctx;
    await login(ctx, { username: DEMO_ACCOUNTS.teacher.username, password: DEMO_PASSWORD });

    const science = await openService(ctx, 'Science Lab');
    await expectVisible(science.getByText(/^WARNING: Your free trial expired on /), 'the expired Science Lab trial');
    assertEqual(
      (await serviceActions(ctx)).slice(0, 2),
      ['Request A New Free Trial', 'Request A Quote'],
      'a new trial through sales, or a quote',
    );
    await page.getByRole('link', { name: 'Request A New Free Trial' }).click();
    await arriveAt(ctx, /\/school-quote\?app=3&trial=1$/);
    await expectVisible(
      page.getByRole('heading', { name: 'Request A New Free Trial', level: 1 }),
      'the quote page asking for a new trial',
    );
    assertTrue(await page.getByLabel('Science Lab').isChecked(), 'Science Lab ticked');

    await visit(ctx, '/library', /\/library$/);
    const spelling = await openService(ctx, 'Spelling Bee');
    await expectVisible(
      spelling.getByText(/^Your school's subscription to Spelling Bee ends on /),
      "the last month of the school's subscription",
    );
    assertEqual(
      (await serviceActions(ctx)).slice(0, 2),
      ['Open Spelling Bee', 'Request A Quote'],
      'open it, or ask for a quote to renew',
    );
    await closeService(ctx);

    const maths = await openService(ctx, 'Maths Quest');
    await expectVisible(
      maths.getByText(/^WARNING: Your school's subscription expired on /),
      'the expired Maths Quest subscription',
    );
    assertEqual(
      (await serviceActions(ctx)).slice(0, 2),
      ['Request A New Free Trial', 'Request A Quote'],
      'after an expired subscription',
    );
    await closeService(ctx);
    await logout(ctx);

    await login(ctx, { username: DEMO_ACCOUNTS.student.username, password: DEMO_PASSWORD });
    const myApps = page.getByRole('region', { name: /^My Apps/ });
    await expectVisible(myApps.getByRole('link', { name: /^Reading Rockets/ }), 'Reading Rockets in My Apps');
    await expectVisible(myApps.getByRole('link', { name: /^Spelling Bee/ }), 'Spelling Bee in My Apps');
    await openService(ctx, 'Reading Rockets');
    assertEqual((await serviceActions(ctx))[0], 'Open Reading Rockets', 'the student opens the app');
    await closeService(ctx);
    await openService(ctx, 'Science Lab');
    await expectVisible(
      page.getByRole('dialog').getByText('Ask your teacher about getting access to this app.'),
      'an app the school does not have',
    );
    await settled(page);
  }),
];
