import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { arriveAt, assertTrue, checkAt360, checkReachableAt360, expectVisible, spec, visit } from '../harness';
import { DEMO_PASSWORD, login } from '../portal';

/**
 * The school's data-sharing report (ARCHITECTURE 'What an app may know about a person'): Demo
 * Primary's administrator sees which attributes of its students Reading Rockets received in the
 * last 90 days (the seed's launches), then the students it received them about; and Roster
 * sharing: which apps read the roster through the OneRoster API, the switch per app, the choices.
 */
export const dataSharingSpecs = [
  spec('data sharing: the school administrator sees what each app received and opens its students', async (ctx) => {
    const { page } = ctx;
    await login(ctx, { username: DEMO_ACCOUNTS.schoolAdmin.username, password: DEMO_PASSWORD }, /\/library/);
    await visit(ctx, '/teacher', /\/teacher/);
    await page.getByRole('button', { name: 'School Administration', exact: true }).click();
    await page.getByRole('link', { name: 'Data sharing', exact: true }).click();
    await arriveAt(ctx, /\/teacher\/schools\/demo-primary\/data-sharing$/);
    await expectVisible(page.getByRole('heading', { name: 'Data sharing', level: 1 }), 'the Data sharing page');

    // Reading Rockets: the seed's launches by four students, each launch with a first name.
    const rockets = page.getByRole('listitem', { name: 'Reading Rockets' });
    await expectVisible(rockets, 'Reading Rockets among the apps that received data');
    const summary = (await rockets.getByText(/launches by \d+ students/).innerText()).trim();
    const [, launches = '0', students = '0'] = /^(\d+) launches by (\d+) students/.exec(summary) ?? [];
    assertTrue(Number(launches) >= 19 && Number(students) >= 4, `the seeded launches are counted (${summary})`);
    const firstName = rockets.getByRole('row', { name: /^First name firstName/ });
    await expectVisible(firstName, 'the first name among the attributes');
    const cells = await firstName.getByRole('cell').allInnerTexts();
    assertTrue(
      cells[0]?.trim() === launches && cells[1]?.trim() === students,
      `first name counts (${cells.join(', ')})`,
    );
    await expectVisible(
      rockets.getByRole('row', { name: /^Last name lastName/ }),
      'Reading Rockets also gets last names',
    );
    await checkAt360(ctx, 'the data-sharing report');

    // Roster sharing: the apps Demo Primary has, what each read (the seed's reads by Reading
    // Rockets), the free app off until turned on; turning one off asks first, naming what stops.
    await expectVisible(page.getByRole('heading', { name: 'Roster sharing', level: 2 }), 'Roster sharing');
    const roster = page.getByRole('table', { name: 'Apps that can read the roster of Demo Primary School' });
    const rocketsRow = roster.getByRole('row', { name: /^Reading Rockets/ });
    await expectVisible(rocketsRow.getByRole('cell', { name: 'On', exact: true }), 'Reading Rockets reads the roster');
    // The seed's 264 records, and whatever the app-launch spec's teacher had Reading Rockets read on this stack.
    await expectVisible(rocketsRow.getByRole('cell', { name: /^\d[\d,]*$/ }), 'the records it read');
    const recordsRead = Number(
      (await rocketsRow.getByRole('cell', { name: /^\d[\d,]*$/ }).innerText()).replace(/,/g, ''),
    );
    assertTrue(recordsRead >= 264, `the seed's reads among the records it read (${recordsRead})`);
    await expectVisible(
      roster.getByRole('row', { name: /^World Atlas/ }).getByRole('cell', { name: 'Off (free app)' }),
      'a free app is off until the school turns it on',
    );
    await checkReachableAt360(
      ctx,
      rocketsRow.getByRole('button', { name: 'Turn off roster sharing for Reading Rockets' }),
      'a row’s switch',
    );
    await rocketsRow.getByRole('button', { name: 'Turn off roster sharing for Reading Rockets' }).click();
    const dialog = page.getByRole('dialog', { name: 'Turn off roster sharing for Reading Rockets?' });
    await expectVisible(
      dialog.getByText(/Reading Rockets will no longer read the classes and people of Demo Primary School/),
      'the confirmation names what stops',
    );
    await checkAt360(ctx, 'turning roster sharing off');
    await dialog.getByRole('button', { name: 'Turn off roster sharing' }).click();
    await expectVisible(page.getByText('Reading Rockets can no longer read the roster.'), 'the outcome');
    await expectVisible(rocketsRow.getByRole('cell', { name: 'Off', exact: true }), 'Reading Rockets is off');
    await rocketsRow.getByRole('button', { name: 'Turn on roster sharing for Reading Rockets' }).click();
    await expectVisible(page.getByText('Reading Rockets can read the roster again.'), 'on again');

    // The school's choices for every app.
    const studentIds = page.getByRole('checkbox', { name: 'Share Student IDs with apps' });
    assertTrue(!(await studentIds.isChecked()), 'Student IDs are not shared by default');
    await studentIds.check();
    await page.getByRole('button', { name: 'Save choices' }).click();
    await expectVisible(
      page.getByText('Your choices are saved. They apply to every app from its next read.'),
      'the choices saved',
    );
    await checkAt360(ctx, 'the roster sharing section');

    await rockets.getByRole('link', { name: 'View the students Reading Rockets received data about' }).click();
    await arriveAt(ctx, /\/data-sharing\?app=1$/);
    await expectVisible(
      page.getByRole('heading', { name: 'Reading Rockets at Demo Primary School' }),
      'the app’s students',
    );
    const table = page.getByRole('table', { name: /Each student who opened Reading Rockets/ });
    assertTrue((await table.getByRole('row').count()) >= 5, 'a row per student (and the header)');
    await expectVisible(table.getByRole('cell', { name: /First name/ }).first(), 'the attributes each received');
    await expectVisible(
      page.getByText(/Students are shown by their initials, as the school chose on My School\./),
      'the data-minimisation note',
    );
    await checkAt360(ctx, 'one app’s students');
    await page.getByRole('link', { name: '← All apps' }).click();
    await arriveAt(ctx, /\/data-sharing$/);
  }),
];
