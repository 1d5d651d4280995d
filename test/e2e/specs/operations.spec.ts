import { readFile } from 'node:fs/promises';
import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { DEMO_NEVER_SIGNED_IN_PARENT, DEMO_SUPPRESSED, DEMO_UNLINKED_SCHOOL_ID } from '../../../bin/seed/operations';
import { EMAIL_LIST_COLUMNS } from '../../../shared/schemas/email-tools';
import {
  REPUTATION_LEVEL_LABELS,
  SES_THRESHOLDS,
  periodRates,
  formatPercent,
  formatThreshold,
} from '../../../shared/rules/sending-reputation';
import { csvRows } from '../../support/csv-rows';
import {
  assertEqual,
  assertTrue,
  checkAccessibility,
  checkAt360,
  checkReachableAt360,
  expectHidden,
  expectVisible,
  spec,
  visit,
  type SpecContext,
} from '../harness';
import { DEMO_PASSWORD, login } from '../portal';
import { DEMO_SERVICES } from '../../../bin/seed/services';
import { DEMO_API_APP } from '../../../bin/seed/api-credentials';
import { DEMO_LTI_IDENTIFIER } from '../../../bin/seed/app-launch';
import { DEMO_SCHOOL_ID } from '../../../bin/seed/demo-profiles';
import { LTI_TOOL_MESSAGES } from '../../../shared/schemas/lti';
import { SYSTEM_ALERT_MESSAGES } from '../../../shared/schemas/content';
import { DEMO_SYSTEM_ALERT_MESSAGE } from '../../../bin/seed/demo-system-alert';

async function downloaded(ctx: SpecContext, click: () => Promise<void>): Promise<string[][]> {
  const download = ctx.page.waitForEvent('download', { timeout: 30_000 });
  await click();
  return csvRows(await readFile(await (await download).path(), 'utf8'));
}

const asStaff = (ctx: SpecContext) =>
  login(ctx, { username: DEMO_ACCOUNTS.staff.username, password: DEMO_PASSWORD }, /\/admin/);

/** dd/mm/yyyy of the UTC day `days` before today. */
function dayMonthYearAgo(days: number): string {
  const iso = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/**
 * The staff console's operations (staff-console §2 Emails, Servers, Users and Stats pages): the
 * Emails tab's export, suppression list and bounce chart; the Servers tab starting a server; the
 * Users tab's checks and Delete Inactive Students; the Stats tab's downloads.
 */
export const operationsSpecs = [
  spec("operations: issue an app's API credentials, see the secret once, rotate it and revoke them", async (ctx) => {
    const { page } = ctx;
    const app = DEMO_SERVICES.find((service) => service.identifier === DEMO_API_APP);
    if (!app) throw new Error('The demo library has no Reading Rockets');
    /** Asks the token endpoint for a token with these credentials, as an app's server does. */
    const tokenStatus = async (clientId: string, secret: string) =>
      (
        await page.request.post(new URL('/oauth/token', page.url()).toString(), {
          headers: { authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}` },
          form: { grant_type: 'client_credentials' },
        })
      ).status();
    await asStaff(ctx);
    await visit(ctx, `/admin/apps/${app.id}`, /\/admin\/apps\/[^/]+$/);
    await expectVisible(page.getByRole('heading', { name: 'API credentials' }), 'the API credentials section');
    await page.getByLabel('Full roster (read)').check();
    await page.getByRole('button', { name: 'Issue credentials' }).click();
    const secretShown = page.getByText('Copy the client secret now');
    await expectVisible(secretShown, 'the new secret, shown once');
    await expectVisible(page.getByText('You will not see this secret again.', { exact: false }), 'the warning');
    const clientId = (await page.getByTestId('client-id').textContent()) ?? '';
    const secret = (await page.getByTestId('client-secret').textContent()) ?? '';
    assertEqual(secret.length, 43, 'the secret is 256 random bits in base64url');
    assertEqual(await tokenStatus(clientId, secret), 200, 'the new credentials get a token');
    await checkAccessibility(page, ctx.a11y, 'the secret shown once');
    await checkAt360(ctx, 'the secret shown once');
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await expectHidden(secretShown, 'the secret, once copied');

    const rotate = page.getByRole('button', { name: 'Rotate secret' }).first();
    await checkReachableAt360(ctx, rotate, 'Rotate secret');
    await rotate.click();
    const dialog = page.getByRole('dialog', { name: 'Rotate the secret?' });
    await expectVisible(dialog.getByText('stops working at once', { exact: false }), 'what stops working');
    await checkAccessibility(page, ctx.a11y, 'the rotate confirmation');
    await dialog.getByRole('button', { name: 'Rotate secret' }).click();
    await expectVisible(secretShown, 'the new secret after rotating');
    const rotated = (await page.getByTestId('client-secret').textContent()) ?? '';
    assertTrue(rotated !== secret, 'rotating draws a new secret');
    assertEqual(await tokenStatus(clientId, secret), 401, 'the old secret stops at once');
    assertEqual(await tokenStatus(clientId, rotated), 200, 'the new secret works');
    await page.getByRole('button', { name: 'I have copied it' }).click();

    await page.getByRole('button', { name: 'Revoke' }).first().click();
    const revoke = page.getByRole('dialog', { name: 'Revoke these credentials?' });
    await expectVisible(revoke.getByText('This cannot be undone.', { exact: false }), 'the revoke warning');
    await revoke.getByRole('button', { name: 'Revoke' }).click();
    await expectVisible(page.getByText('The credentials are revoked.'), 'the notice');
    assertEqual(await tokenStatus(clientId, rotated), 401, 'revoked credentials get no token');
    await checkAccessibility(page, ctx.a11y, 'the credentials after revoking');
  }),
  spec("operations: edit an LTI tool's settings and copy what to paste into the tool", async (ctx) => {
    const { page } = ctx;
    const app = DEMO_SERVICES.find((service) => service.identifier === DEMO_LTI_IDENTIFIER);
    if (!app) throw new Error('The demo library has no Spelling Bee');
    await asStaff(ctx);
    await visit(ctx, `/admin/apps/${app.id}`, /\/admin\/apps\/[^/]+$/);
    await expectVisible(page.getByRole('heading', { name: 'LTI 1.3' }), 'the LTI 1.3 section');
    for (const copy of [
      'Copy the client ID',
      'Copy the issuer',
      'Copy the authorization endpoint',
      'Copy the token endpoint',
      'Copy the JWKS URL',
    ])
      await expectVisible(page.getByRole('button', { name: copy }), copy);
    await expectVisible(page.getByText('/api/lti/authorize', { exact: false }), 'the authorization endpoint');
    // Each school's deployment is named by the school, its id under the name (bin/seed/app-launch.ts).
    const primary = page.getByRole('term').filter({ hasText: 'Deployment ID of Demo Primary School' });
    await expectVisible(primary, "Demo Primary's deployment by the school's name");
    await expectVisible(primary.getByText(DEMO_SCHOOL_ID, { exact: true }), "the school's id under its name");
    await expectVisible(page.getByRole('term').filter({ hasText: 'Deployment ID of the library' }), "the library's");
    await checkAccessibility(page, ctx.a11y, 'the LTI 1.3 section');
    await checkAt360(ctx, 'the LTI 1.3 section');

    // A wrong address is refused in the contract's words; nothing is saved.
    const login = page.getByLabel('Login initiation URL');
    const kept = await login.inputValue();
    await login.fill('not an address');
    await page.getByRole('button', { name: 'Save LTI settings' }).click();
    await expectVisible(page.getByText(LTI_TOOL_MESSAGES.url), 'the refused address');
    await login.fill(kept);

    const stamp = Date.now().toString(36);
    const custom = page.getByLabel('Custom parameters', { exact: false });
    await custom.fill(`${(await custom.inputValue()).trim()}\ne2e=${stamp}`.trim());
    await page.getByRole('button', { name: 'Save LTI settings' }).click();
    await expectVisible(page.getByText(`The LTI settings of ${app.name} are saved.`), 'the saved notice');
    await checkAccessibility(page, ctx.a11y, 'the LTI settings saved');
    await visit(ctx, `/admin/apps/${app.id}`, /\/admin\/apps\/[^/]+$/);
    assertTrue(
      (await page.getByLabel('Custom parameters', { exact: false }).inputValue()).includes(`e2e=${stamp}`),
      'the custom parameter is kept',
    );
  }),

  spec(
    'operations: the Emails tab in Spanish offers the audiences in Spanish and writes its rates in Spanish forms',
    async (ctx) => {
      const { page } = ctx;
      await asStaff(ctx);
      await visit(ctx, '/admin/emails?lang=es', /\/admin\/emails/);
      const role = page.getByRole('main').getByRole('combobox');
      await expectVisible(role, 'the Role choice in Spanish');
      // The audiences (staff-console §2 Emails) are the contract's words (shared/schemas/email-tools.ts).
      assertEqual(
        (await role.locator('option').allTextContents()).join(' | '),
        'Todos | Docentes y administradores de centro | Familias | Solo administradores de centro',
        'the audiences in Spanish',
      );
      // Numbers too take the reader's forms: SES's complaint level reads 0,1 % (Intl), not 0.1 %.
      await expectVisible(
        page.getByRole('heading', { name: 'Tasa de quejas' }),
        'the complaint rate in Spanish',
        15_000,
      );
      const spaced = (text: string) => text.replace(/\s+/gu, ' ');
      const main = spaced(await page.getByRole('main').innerText());
      for (const threshold of [SES_THRESHOLDS.complaint.review, SES_THRESHOLDS.bounce.review]) {
        const shown = spaced(formatThreshold(threshold, 'es'));
        assertTrue(main.includes(shown), `SES's level reads ${shown} in Spanish`);
      }
      assertTrue(!main.includes('0.1 %'), 'no English decimal point in a Spanish page');
      await visit(ctx, '/admin/emails?lang=en', /\/admin\/emails/);
    },
  ),

  spec(
    'operations: export parents who never signed in, download bounces, and read the bounce chart, its rates and its table',
    async (ctx) => {
      const { page } = ctx;
      await asStaff(ctx);
      await visit(ctx, '/admin/emails', /\/admin\/emails$/);
      await page.getByLabel('Role').selectOption({ label: 'Parents' });
      await page.getByLabel('Never Signed-In').check();
      assertTrue(
        await page.getByLabel('Last signed in from').isDisabled(),
        'Never Signed-In disables the sign-in dates',
      );
      await page.getByLabel('Created from').fill('31/02/2020');
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      await expectVisible(
        page.getByText('Invalid date', { exact: true }),
        "'Invalid date' for a day that does not exist",
      );
      await page.getByLabel('Created from').fill('');
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      await expectVisible(
        page.getByRole('progressbar', { name: 'Exporting the e-mail list' }),
        'the export’s progress bar',
      );
      const link = page.getByRole('link', { name: /^Download email-list-parents-/ });
      await expectVisible(link, 'the download link once the export is done', 30_000);
      await checkAccessibility(page, ctx.a11y, 'emails after an export');
      const rows = await downloaded(ctx, () => link.click());
      assertEqual(rows[0]?.join(','), EMAIL_LIST_COLUMNS.join(','), 'the list’s columns');
      assertTrue(
        rows.some((row) => row[0] === DEMO_NEVER_SIGNED_IN_PARENT && row[7] === 'Never'),
        'the parent who never signed in is listed',
      );
      assertTrue(
        rows.slice(1).every((row) => row[3] === 'Parent' && row[7] === 'Never'),
        'only parents who never signed in',
      );

      const bounces = await downloaded(ctx, () => page.getByRole('button', { name: 'Download bounces' }).click());
      assertTrue(
        bounces.some((row) => row[0] === DEMO_SUPPRESSED.bounce),
        'the bounced address is in the bounces',
      );
      assertTrue(!bounces.some((row) => row[0] === DEMO_SUPPRESSED.complaint), 'complaints are not');

      await expectVisible(
        page
          .getByRole('figure', { name: /Bounces, complaints and delivery attempts per day/ })
          .locator('svg.recharts-surface'),
        'the bounce chart',
        15_000,
      );
      const rates = page.getByRole('group', { name: 'Bounce and complaint rates over the last 14 days' });
      await expectVisible(rates.getByRole('heading', { name: 'Bounce rate' }), 'the bounce rate beside the chart');
      await expectVisible(rates.getByRole('heading', { name: 'Complaint rate' }), 'the complaint rate beside it');
      await checkAccessibility(page, ctx.a11y, 'emails with the bounce chart and its rates');
      await page.getByRole('button', { name: 'Show as table' }).click();
      const table = page.getByRole('table', { name: 'Bounces, complaints and delivery attempts per day' });
      await expectVisible(table, 'the same numbers as a table');
      assertEqual(await table.getByRole('row').count(), 15, 'a header and 14 days');
      assertEqual(
        (await table.getByRole('columnheader').allTextContents()).join(','),
        'Day,Delivery attempts,Bounces,Complaints',
        'the table has a Complaints column',
      );
      // The rates are the table's sums, each with its level in words.
      const days = (await table
        .locator('tbody tr')
        .evaluateAll((rows) =>
          rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => Number(cell.textContent))),
        )) as number[][];
      const expected = periodRates(
        days.map(([, attempts = 0, bounces = 0, complaints = 0]) => ({
          DeliveryAttempts: attempts,
          Bounces: bounces,
          Complaints: complaints,
        })),
      );
      assertTrue(expected.complaints > 0, 'the seed has a complaint in the period');
      for (const [name, rate, decimals, thresholds] of [
        ['Bounce rate', expected.bounce, 1, SES_THRESHOLDS.bounce],
        ['Complaint rate', expected.complaint, 2, SES_THRESHOLDS.complaint],
      ] as const) {
        const card = rates
          .locator('div')
          .filter({ has: page.getByRole('heading', { name }) })
          .last();
        const text = (await card.textContent()) ?? '';
        const shown = `${formatPercent(rate.rate ?? 0, decimals)} ${rate.level ? REPUTATION_LEVEL_LABELS[rate.level] : ''}`;
        assertTrue(text.includes(shown), `${name} reads '${shown}': ${text}`);
        assertTrue(
          text.includes(
            `SES reviews the account from ${formatThreshold(thresholds.review)} and may pause its sending from ${formatThreshold(thresholds.pause)}.`,
          ),
          `${name} names SES's thresholds`,
        );
      }
      await page.getByRole('button', { name: 'Refresh' }).click();
      await checkAccessibility(page, ctx.a11y, 'emails with the table');
    },
  ),

  spec(
    'operations: start a stopped server, watch it reach running, and stop it after the confirmation',
    async (ctx) => {
      const { page } = ctx;
      await asStaff(ctx);
      await visit(ctx, '/admin/servers', /\/admin\/servers$/);
      const row = page.getByRole('row').filter({ hasText: 'Roster sync worker' });
      await expectVisible(row.getByText('stopped', { exact: true }), 'the server is stopped');
      assertTrue(
        await row.getByRole('button', { name: 'Stop Roster sync worker' }).isDisabled(),
        'a stopped server cannot be stopped',
      );
      await checkAccessibility(page, ctx.a11y, 'servers');
      await checkReachableAt360(
        ctx,
        row.getByRole('button', { name: 'Start Roster sync worker' }),
        "a server's Start on a phone",
      );
      await row.getByRole('button', { name: 'Start Roster sync worker' }).click();
      await expectVisible(row.getByText('booting, should be running soon'), 'the server is booting');
      await expectVisible(
        row.getByText('running', { exact: true }),
        'the server reaches running without a refresh',
        15_000,
      );
      assertTrue(
        await row.getByRole('button', { name: 'Stop Roster sync worker' }).isEnabled(),
        'a running server can be stopped',
      );
      await row.getByRole('button', { name: 'Stop Roster sync worker' }).click();
      const confirm = page.getByRole('dialog', { name: 'Stop Roster sync worker?' });
      await expectVisible(confirm, 'Stop asks first, naming the server');
      await checkAccessibility(page, ctx.a11y, 'stop server confirmation');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      assertTrue(await row.getByText('running', { exact: true }).isVisible(), 'Cancel leaves the server running');
      await row.getByRole('button', { name: 'Stop Roster sync worker' }).click();
      await confirm.getByRole('button', { name: 'Stop server' }).click();
      await expectVisible(row.getByText('stopped', { exact: true }), 'the confirmed Stop stops the server', 15_000);
    },
  ),

  spec(
    'operations: put up a system alert with its maintenance window in the Servers tab, refused while the window ends first, and delete it',
    async (ctx) => {
      const { page } = ctx;
      await asStaff(ctx);
      await visit(ctx, '/admin/servers', /\/admin\/servers$/);
      const alerts = page.getByRole('table', { name: "The portal's system alerts" });
      await expectVisible(alerts.getByText(DEMO_SYSTEM_ALERT_MESSAGE), 'the demo alert among the system alerts');
      // datetime-local values: the staff member's own time (the project's browser is in Sydney).
      const day = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      const message = 'E2E maintenance: the App Library may be slow.';
      await page.getByLabel('Message', { exact: true }).fill(message);
      await page.getByLabel('Severity').selectOption({ label: 'Warning' });
      await page.getByLabel('Show from').fill(`${day(1)}T00:00`);
      await page.getByLabel('Show until').fill(`${day(3)}T00:00`);
      await page.getByLabel(/^Maintenance window from/).fill(`${day(2)}T02:00`);
      await page.getByLabel(/^Maintenance window until/).fill(`${day(2)}T01:00`);
      await page.getByRole('button', { name: 'Put up alert' }).click();
      await expectVisible(
        page.getByText(SYSTEM_ALERT_MESSAGES.windowEndAfterStart),
        'the window that ends before it starts is refused',
      );
      await checkAccessibility(page, ctx.a11y, 'the alert form with its error');

      await page.getByLabel(/^Maintenance window until/).fill(`${day(2)}T02:30`);
      await page.getByRole('button', { name: 'Put up alert' }).click();
      await expectVisible(page.getByText('The system alert is up.'), 'the alert is up');
      const row = alerts.getByRole('row').filter({ hasText: message });
      await expectVisible(row, 'the new alert is listed');
      assertTrue((await row.innerText()).includes('Warning'), 'with its severity');

      await row.getByRole('button', { name: `Delete: ${message}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete the system alert?' });
      await expectVisible(confirm, 'Delete asks first');
      await confirm.getByRole('button', { name: 'Delete alert' }).click();
      await expectVisible(page.getByText('The system alert is deleted.'), 'the alert is deleted');
      await expectHidden(alerts.getByText(message), 'the deleted alert is gone from the list');
    },
  ),

  spec(
    'operations: check an address on the suppression list and a password reset, and delete inactive students after the confirmation',
    async (ctx) => {
      const { page } = ctx;
      await asStaff(ctx);
      await visit(ctx, '/admin/users', /\/admin\/users$/);
      await page.getByLabel('E-mail', { exact: true }).fill(DEMO_SUPPRESSED.bounce);
      await page.getByRole('button', { name: 'Check Suppression' }).click();
      const suppression = page.getByRole('definition').filter({ hasText: 'Yes: SES will not mail this address' });
      await expectVisible(suppression, 'the address is suppressed');
      await expectVisible(page.getByText('Bounce', { exact: true }), 'because it bounced');
      await page.getByLabel('E-mail', { exact: true }).fill(DEMO_ACCOUNTS.teacher.username);
      await page.getByRole('button', { name: 'Check Password Reset' }).click();
      await expectVisible(page.getByText('Exists', { exact: true }), 'the teacher has an account');
      await checkAccessibility(page, ctx.a11y, 'users after the checks');

      await page.getByRole('button', { name: 'Delete Inactive Students' }).click();
      await expectVisible(page.getByText('No date selected'), "'No date selected'");
      const since = dayMonthYearAgo(270);
      await page.getByLabel('Not signed in since').fill(since);
      await page.getByRole('button', { name: 'Delete Inactive Students' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete inactive students?' });
      await expectVisible(
        dialog.getByText(`2 students of 1 school have not signed in since ${since}.`),
        'the confirmation says how many of how many schools',
      );
      const ivy = dialog.getByRole('row').filter({ hasText: 'Ivy Idle' });
      await expectVisible(ivy.getByRole('cell', { name: 'Old Mill School' }), 'who would go, with their school');
      await expectVisible(
        dialog.getByRole('row').filter({ hasText: 'Ned Never' }).getByRole('cell', { name: 'Never', exact: true }),
        'a student who never signed in',
      );
      await checkAccessibility(page, ctx.a11y, 'delete inactive students confirmation');
      await dialog.getByRole('button', { name: 'Delete 2 students' }).click();
      await expectVisible(page.getByText('2 inactive students deleted in all.'), 'the job deleted them', 30_000);
      await page.getByRole('button', { name: 'Delete Inactive Students' }).click();
      await expectVisible(
        page.getByText(`No students have been inactive since ${since}: there is nothing to delete.`),
        'a second time finds no one',
      );
    },
  ),

  spec('operations: take a fixed address off the suppression list after the confirmation', async (ctx) => {
    const { page } = ctx;
    await asStaff(ctx);
    await visit(ctx, '/admin/users', /\/admin\/users$/);
    await page.getByLabel('E-mail', { exact: true }).fill(DEMO_SUPPRESSED.fixed);
    await page.getByRole('button', { name: 'Check Suppression' }).click();
    await expectVisible(
      page.getByRole('definition').filter({ hasText: 'Yes: SES will not mail this address' }),
      'the address is suppressed',
    );
    await page.getByRole('button', { name: 'Remove from suppression list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove from suppression list?' });
    await expectVisible(
      dialog.getByText(
        `${DEMO_SUPPRESSED.fixed} will be taken off the SES suppression list, and SES will mail it again.`,
      ),
      'the confirmation names the address and says SES mails it again',
    );
    await checkAccessibility(page, ctx.a11y, 'remove from suppression list confirmation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    assertTrue(
      await page.getByRole('definition').filter({ hasText: 'Yes: SES will not mail this address' }).isVisible(),
      'Cancel leaves it on the list',
    );

    await page.getByRole('button', { name: 'Remove from suppression list' }).click();
    await dialog.getByRole('button', { name: 'Remove from suppression list' }).click();
    await expectVisible(
      page.getByText(`${DEMO_SUPPRESSED.fixed} was taken off the suppression list: SES will mail it again.`),
      'the success message',
    );
    await expectVisible(page.getByRole('definition').filter({ hasText: /^No$/ }), 'the result, checked again, says No');
    assertEqual(
      await page.getByRole('button', { name: 'Remove from suppression list' }).count(),
      0,
      'no Remove button for an address not on the list',
    );
    await checkAccessibility(page, ctx.a11y, 'users after removing a suppressed address');
  }),

  spec('operations: download the CRM-unlinked school logins and the weekly user status', async (ctx) => {
    const { page } = ctx;
    await asStaff(ctx);
    await visit(ctx, '/admin/stats', /\/admin\/stats$/);
    await page
      .getByRole('region', { name: 'CRM-unlinked school logins' })
      .getByRole('button', { name: 'Prepare CRM-unlinked logins CSV' })
      .click();
    const crmLink = page.getByRole('link', { name: /^Download crm-unlinked-school-logins-/ });
    await expectVisible(crmLink, 'the CRM-unlinked file is ready', 30_000);
    const crm = await downloaded(ctx, () => crmLink.click());
    assertTrue(
      crm.some((row) => row[0] === DEMO_UNLINKED_SCHOOL_ID),
      'Wattle Creek Public School is listed',
    );

    const weekly = page.getByRole('region', { name: 'Weekly User Status' });
    await weekly.getByLabel('Earliest date').fill(dayMonthYearAgo(21));
    await weekly.getByRole('button', { name: 'Prepare Weekly User Status CSV' }).click();
    const weeklyLink = page.getByRole('link', { name: /^Download weekly-user-status-teacher-global-/ });
    await expectVisible(weeklyLink, 'the weekly file is ready', 30_000);
    await checkAccessibility(page, ctx.a11y, 'stats after the downloads');
    const rows = await downloaded(ctx, () => weeklyLink.click());
    assertEqual(rows[0]?.join(','), 'Week Starting,Active Users,New Users,Sign-ins', 'the weekly columns');
    assertTrue(rows.length >= 4, 'a row per week of the last three');
  }),
];
