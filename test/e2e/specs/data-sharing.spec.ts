import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { arriveAt, assertTrue, checkAt360, expectVisible, spec, visit } from '../harness';
import { DEMO_PASSWORD, login } from '../portal';

/**
 * The school's data-sharing report (ARCHITECTURE 'What an app may know about a person'): Demo
 * Primary's administrator sees which attributes of its students Reading Rockets received in the
 * last 90 days (the seed's launches), then the students it received them about.
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
