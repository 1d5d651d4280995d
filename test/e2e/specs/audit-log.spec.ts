import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { DEMO_SCHOOL_ID } from '../../../bin/seed/demo-profiles';
import { AUDIT_LOG_MESSAGES } from '../../../shared/schemas/audit-log';
import {
  arriveAt,
  assertTrue,
  checkAccessibility,
  expectHidden,
  expectVisible,
  spec,
  visit,
  checkAt360,
} from '../harness';
import { DEMO_PASSWORD, login, logout } from '../portal';

/**
 * The Audit tab (ARCHITECTURE 'Audit trail'): a log-in-as done here is in the log, filtered by its
 * actor; only audit.read sees it.
 */
export const auditLogSpecs = [
  spec('audit log: staff log in as a teacher, then find that log-in in the audit log by actor', async (ctx) => {
    const { page } = ctx;
    await login(ctx, { username: DEMO_ACCOUNTS.staff.username, password: DEMO_PASSWORD }, /\/admin\/staff$/);
    await visit(ctx, `/admin/schools/${DEMO_SCHOOL_ID}`, new RegExp(`/admin/schools/${DEMO_SCHOOL_ID}$`));
    await page.getByRole('button', { name: 'Log in as Tom Teacher' }).click();
    await page
      .getByRole('dialog', { name: 'Log in as Tom Teacher?' })
      .getByRole('button', { name: 'Log in as', exact: true })
      .click();
    await arriveAt(ctx, /\/library/);
    const bar = page.getByRole('region', { name: 'Signed in as another account' });
    await bar.getByRole('button', { name: 'Return to the console' }).click();
    await arriveAt(ctx, /\/admin/);
    await expectHidden(bar, 'the bar, once back');

    await page.getByRole('navigation', { name: 'Admin Console sections' }).getByRole('link', { name: 'Audit' }).click();
    await arriveAt(ctx, /\/admin\/audit$/);
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expectVisible(page.getByText(AUDIT_LOG_MESSAGES.needFilter), "'Enter an actor or a subject…'");
    await checkAccessibility(page, ctx.a11y, 'audit log without a filter');

    await page.getByLabel(/^Actor/).fill(DEMO_ACCOUNTS.staff.username);
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await arriveAt(ctx, /\/admin\/audit\?actor=staff%40demo\.example$/);
    const row = page.getByRole('row').filter({ hasText: 'Logged in as' }).first();
    await expectVisible(row, 'the log-in-as in the log');
    // The entry reads as a sentence with names; the raw record is behind its Details toggle.
    await expectVisible(
      row.getByRole('rowheader', {
        name: 'Stella Staff (staff@demo.example) logged in as Tom Teacher (teacher@demo.example) of Demo Primary School.',
      }),
      'the entry as a sentence: whom staff logged in as, and the teacher’s school',
    );
    await expectHidden(row.getByText('act-as.start'), 'the raw record, until asked for');
    await row.getByText('Details', { exact: true }).click();
    await expectVisible(row.getByText('act-as.start'), 'the action’s code in the record');
    await expectVisible(row.getByText(`Demo Primary School (${DEMO_SCHOOL_ID})`), 'the school’s id in the record');
    await checkAccessibility(page, ctx.a11y, 'audit log by actor');
    await checkAt360(ctx, 'the audit log');

    await page.getByLabel(/^Actor/).fill('nobody-at-all@demo.example');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expectVisible(page.getByText(AUDIT_LOG_MESSAGES.actorNotFound), "'No account has that username.'");

    const download = page.waitForEvent('download');
    await visit(ctx, `/admin/audit?actor=${encodeURIComponent(DEMO_ACCOUNTS.staff.username)}`, /\/admin\/audit\?/);
    await page.getByRole('button', { name: 'Export CSV' }).click();
    assertTrue(
      (await download).suggestedFilename().startsWith('audit-log-'),
      'the CSV is saved as audit-log-<day>.csv',
    );
    await expectVisible(page.getByText('The CSV of every matching entry was downloaded.'), 'the export said');
  }),
  spec('audit log: staff without audit.read have no Audit tab and are sent back from its address', async (ctx) => {
    const { page } = ctx;
    await login(ctx, { username: DEMO_ACCOUNTS.teleStaff.username, password: DEMO_PASSWORD }, /\/admin\/schools$/);
    await expectHidden(
      page.getByRole('navigation', { name: 'Admin Console sections' }).getByRole('link', { name: 'Audit' }),
      'the Audit tab',
    );
    await visit(ctx, '/admin/audit', /\/admin\/schools$/);
    await logout(ctx);
  }),
];
