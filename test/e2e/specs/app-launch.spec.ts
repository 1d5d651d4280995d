import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { APP_LAUNCH_MESSAGES } from '../../../shared/schemas/app-launch';
import { arriveAt, assertEqual, assertTrue, expectVisible, spec, visit, type SpecContext } from '../harness';
import { DEMO_PASSWORD, login, openService, submitLogin } from '../portal';

/** The demo app's page of who signed in: its name, and the attribute the portal sent under `name`. */
async function signedInAs(page: Page): Promise<string> {
  return (await page.getByTestId('signed-in-as').innerText()).trim();
}

async function attribute(page: Page, name: string): Promise<string | null> {
  const cell = page.locator(`[data-attribute="${name}"]`);
  return (await cell.count()) ? (await cell.innerText()).trim() : null;
}

async function signOutOfDemoApp(ctx: SpecContext, appName: string): Promise<void> {
  await ctx.page.getByRole('button', { name: `Sign out of ${appName}` }).click();
  await expectVisible(ctx.page.getByRole('link', { name: 'Sign in with the App Library' }), `signed out of ${appName}`);
}

/**
 * Opening apps (visitor-and-account §2 web.services): the portal signs people on to the twin's
 * demo apps, real SAML service providers that verify its signature and show what they were told.
 */
export const appLaunchSpecs = [
  spec(
    'app launch: a child of the demo parent opens Maths Quest from My Apps and arrives signed in as that child',
    async (ctx) => {
      const { page } = ctx;
      await login(ctx, { username: DEMO_ACCOUNTS.parent.username, password: DEMO_PASSWORD });
      await visit(ctx, '/parent', /\/parent$/);
      await page.getByRole('checkbox', { name: /^Select Mia / }).check();
      await page
        .getByRole('toolbar', { name: 'Child account actions' })
        .getByRole('button', { name: 'Login To Child', exact: true })
        .click();
      await arriveAt(ctx, /\/library/);
      await expectVisible(
        page.getByRole('region', { name: 'Signed in as another account' }).getByText('Mia'),
        'acting as Mia',
      );

      await page
        .getByRole('region', { name: /^My Apps/ })
        .getByRole('button', { name: 'Open Maths Quest' })
        .click();
      await arriveAt(ctx, /\/_local\/apps\/maths-quest$/);
      assertEqual(await signedInAs(page), 'Mia P.', 'the demo app names the child, first name and last initial');
      assertEqual(await attribute(page, 'role'), 'child', 'the role the app was told');
      assertEqual(await attribute(page, 'lastName'), null, 'no last name for an app not registered for it');
      assertEqual(await page.getByTestId('relay-state').innerText(), '/play', "the app's start page (its appPath)");
      await signOutOfDemoApp(ctx, 'Maths Quest');

      // A link to the IdP-initiated address asks before it opens anything.
      await visit(ctx, '/api/saml2/idp/login/2?RelayState=%2Flevel%2F2', /\/apps\/open\?service=2/);
      await expectVisible(page.getByRole('heading', { name: 'Open Maths Quest' }), 'the Open page');
      await page.getByRole('button', { name: 'Open Maths Quest' }).click();
      await arriveAt(ctx, /\/_local\/apps\/maths-quest$/);
      assertEqual(await page.getByTestId('relay-state').innerText(), '/level/2', 'the page the link named');
      await signOutOfDemoApp(ctx, 'Maths Quest');
    },
  ),

  spec(
    'app launch: a student opens a school app from its detail, and the app gets the school and class',
    async (ctx) => {
      const { page } = ctx;
      await login(ctx, { username: DEMO_ACCOUNTS.student.username, password: DEMO_PASSWORD });
      const dialog = await openService(ctx, 'Reading Rockets');
      await dialog.getByRole('link', { name: 'Open Reading Rockets' }).click();
      await arriveAt(ctx, /\/_local\/apps\/reading-rockets$/);
      assertTrue((await signedInAs(page)).length > 0, 'signed in to the app');
      assertEqual(await attribute(page, 'role'), 'student', 'a student');
      assertEqual(await attribute(page, 'schoolId'), 'demo-primary', "the student's school");
      assertTrue((await attribute(page, 'classIds')) !== null, "the student's classes");
      assertTrue((await attribute(page, 'lastName')) !== null, 'Reading Rockets is registered for last names');
      assertEqual(await attribute(page, 'accessType'), 'subscription', "the school's subscription");
      await signOutOfDemoApp(ctx, 'Reading Rockets');
    },
  ),

  spec(
    'app launch: a teacher opens Reading Rockets, which shows the class list it read through the OneRoster API',
    async (ctx) => {
      const { page } = ctx;
      await login(ctx, { username: DEMO_ACCOUNTS.teacher.username, password: DEMO_PASSWORD });
      // A teacher chooses where to go in the app (its start page, or its teacher dashboard).
      const dialog = await openService(ctx, 'Reading Rockets');
      await dialog.getByRole('button', { name: 'Open Reading Rockets' }).click();
      await expectVisible(dialog.getByText('Choose where to go in Reading Rockets.'), 'where to go');
      await dialog.getByRole('link', { name: 'Open Reading Rockets' }).click();
      await arriveAt(ctx, /\/_local\/apps\/reading-rockets$/);
      assertEqual(await attribute(page, 'role'), 'teacher', 'a teacher');
      await expectVisible(page.getByRole('heading', { name: "Your school's classes", level: 2 }), 'the class list');
      const fourA = page.getByRole('region', { name: 'Class 4A' });
      await expectVisible(fourA.getByRole('heading', { name: '4A', level: 3 }), 'class 4A, read from the API');
      await expectVisible(fourA.getByRole('listitem').filter({ hasText: 'Ava Brown' }), 'a student of 4A, named');
    },
  ),

  spec(
    'app launch: a signed-out visitor arriving with an app’s sign-in request signs in and continues to the app',
    async (ctx) => {
      const { page } = ctx;
      await visit(ctx, '/_local/apps/maths-quest', /\/_local\/apps\/maths-quest$/);
      await page.getByRole('link', { name: 'Sign in with the App Library' }).click();
      await arriveAt(ctx, /\/auth\/login\?SAMLRequest=/);
      await submitLogin(page, { username: DEMO_ACCOUNTS.child.username, password: DEMO_PASSWORD });
      await arriveAt(ctx, /\/_local\/apps\/maths-quest$/);
      assertEqual(await signedInAs(page), 'Mia P.', 'signed in to the app as the account that signed in');
      await signOutOfDemoApp(ctx, 'Maths Quest');

      // Already signed in: the app's next request is answered at once.
      await page.getByRole('link', { name: 'Sign in with the App Library' }).click();
      await arriveAt(ctx, /\/_local\/apps\/maths-quest$/);
      assertEqual(await signedInAs(page), 'Mia P.', 'answered without a second sign-in');
    },
  ),

  spec(
    'app launch: the school administrator sees the launches on App Usage, students by their initials',
    async (ctx) => {
      const { page } = ctx;
      await login(ctx, { username: DEMO_ACCOUNTS.schoolAdmin.username, password: DEMO_PASSWORD }, /\/library/);
      await visit(ctx, '/teacher', /\/teacher/);
      await page.getByRole('button', { name: 'School Administration', exact: true }).click();
      await page.getByRole('link', { name: 'App Usage', exact: true }).click();
      await arriveAt(ctx, /\/teacher\/schools\/demo-primary\/usage$/);
      const rockets = page.getByRole('row', { name: /^Reading Rockets/ });
      await expectVisible(rockets, 'Reading Rockets among the school’s apps');
      await rockets.getByRole('link', { name: 'View usage of Reading Rockets' }).click();
      await arriveAt(ctx, /\/usage\?app=1$/);
      await expectVisible(
        page.getByRole('heading', { name: 'Reading Rockets at Demo Primary School' }),
        'the app’s usage',
      );
      await expectVisible(
        page.getByText(/^School subscription until .*: covers \d+ students? and \d+ teachers?\.$/),
        'the seats',
      );
      const lastWeek = page.getByRole('row', { name: /^Last 7 days/ });
      const students = Number((await lastWeek.getByRole('cell').first().innerText()).trim());
      assertTrue(students >= 2, `students who opened it in the last 7 days (${students})`);
      await expectVisible(
        page.getByText('Students are shown by their initials, as the school chose on My School.'),
        'the data-minimisation note',
      );
      const members = page.getByRole('table', { name: /Each student and teacher/ });
      assertTrue((await members.getByRole('row').count()) > 3, 'each member with their last launch');
      await expectVisible(members.getByRole('cell', { name: 'Never' }).first(), 'members who never opened it');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download CSV' }).click();
      assertTrue((await download).suggestedFilename().endsWith('.csv'), 'the CSV is saved');
    },
  ),
];

appLaunchSpecs.push(
  spec('app launch: a link naming a page that is not the app’s opens nothing and says why', async (ctx) => {
    const { page } = ctx;
    await login(ctx, { username: DEMO_ACCOUNTS.child.username, password: DEMO_PASSWORD });

    // The Open page itself: a RelayState the portal would never set offers no Open button.
    await visit(ctx, '/apps/open?service=2&RelayState=javascript%3Aalert(document.domain)', /\/apps\/open\?/);
    await expectVisible(page.getByText(APP_LAUNCH_MESSAGES.relayStateNotTheApps), 'why the link cannot open the app');
    assertEqual(await page.getByRole('button', { name: 'Open Maths Quest' }).count(), 0, 'no Open button');
    await page.getByRole('link', { name: 'See Maths Quest in the App Library' }).click();
    await arriveAt(ctx, /\/library/);

    // The link address: another site as the page to open leads to the SAML error page.
    await visit(ctx, '/api/saml2/idp/login/2?RelayState=https%3A%2F%2Fevil.example%2F', /\/auth\/saml\/error/);
    await expectVisible(page.getByText(APP_LAUNCH_MESSAGES.relayStateNotTheApps), 'the SAML error page says why');
  }),

  spec('app launch: staff see a school’s app usage on its page in the console', async (ctx) => {
    const { page } = ctx;
    await login(ctx, { username: DEMO_ACCOUNTS.staff.username, password: DEMO_PASSWORD }, /\/admin/);
    await visit(ctx, '/admin/schools/demo-primary?tab=usage', /tab=usage/);
    await expectVisible(page.getByRole('link', { name: 'App Usage', exact: true }), 'the App Usage tab');
    await page.getByRole('link', { name: 'View usage of Reading Rockets' }).click();
    await arriveAt(ctx, /tab=usage&app=1$/);
    await expectVisible(
      page.getByRole('heading', { name: 'Reading Rockets at Demo Primary School' }),
      'the app’s usage in the console',
    );
    await page.getByRole('link', { name: '← All apps' }).click();
    await arriveAt(ctx, /tab=usage$/);
  }),
);
