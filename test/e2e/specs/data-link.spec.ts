import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_SCHOOL_ID } from '../../../bin/seed/demo-profiles';
import { DEMO_UNVETTED_SCHOOL_ID } from '../../../bin/seed/schools';
import { DATA_LINK_MESSAGES } from '../../../shared/schemas/data-link';
import { assertTrue, checkAccessibility, checkReachableAt360, expectVisible, spec, visit } from '../harness';
import { DEMO_PASSWORD, login } from '../portal';

/** A delta export of Demo Primary in the run's roster folder (run.ts points ROSTER_DIR at a copy of the demo bundles). */
async function shareDelta(): Promise<void> {
  const folder = path.join(process.env['ROSTER_DIR'] ?? '', 'org-demo-primary', '2026-10-01-delta');
  await mkdir(folder, { recursive: true });
  const at = '2026-10-01T00:00:00.000Z';
  await writeFile(
    path.join(folder, 'manifest.csv'),
    'propertyName,value\nmanifest.version,1.0\noneroster.version,1.2\nfile.orgs,absent\nfile.classes,absent\nfile.users,delta\nfile.enrollments,delta\n',
  );
  await writeFile(
    path.join(folder, 'users.csv'),
    `sourcedId,status,dateLastModified,enabledUser,givenName,familyName,identifier,primaryOrgSourcedId\ndp-s7,tobedeleted,${at},true,Oscar,Lee,S1006,org-demo-primary\ndp-s8,active,${at},true,Quinn,Fox,S1007,org-demo-primary\ndp-s6,active,${at},true,Priya,Nair-Shah,S1005,org-demo-primary\n`,
  );
  await writeFile(
    path.join(folder, 'enrollments.csv'),
    `sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role\ndp-e10,tobedeleted,${at},dp-5d,org-demo-primary,dp-s7,student\ndp-e11,active,${at},dp-5d,org-demo-primary,dp-s8,student\n`,
  );
}

/**
 * The school page's Data Link section (staff-console §4 data link state): tele staff link Demo
 * Primary to its OneRoster record, request access (granted: its bundles are shared), sync it with
 * the progress lines in a modal, sync the district's delta and read the report, and unlink; a Demo
 * SIS request stays pending until the source approves.
 */
export const dataLinkSpecs = [
  spec(
    'data link: tele staff link Demo Primary to OneRoster, sync with progress lines, sync a delta and read the report, then unlink',
    async (ctx) => {
      const { page } = ctx;
      await login(ctx, { username: DEMO_ACCOUNTS.teleStaff.username, password: DEMO_PASSWORD }, /\/admin\/schools$/);
      await visit(ctx, `/admin/schools/${DEMO_SCHOOL_ID}?tab=data-link`, /tab=data-link$/);
      await expectVisible(page.getByRole('button', { name: 'Link to Demo SIS' }), 'a Link button per data source');
      await checkAccessibility(page, ctx.a11y, 'data link, not linked');

      await page.getByRole('button', { name: 'Link to OneRoster' }).click();
      const linker = page.getByRole('dialog', { name: 'Link to OneRoster' });
      await linker.getByRole('button', { name: 'Search' }).click();
      await expectVisible(linker.getByText(DATA_LINK_MESSAGES.postcodeRequired), "'Postcode is required'");
      await linker.getByLabel('Postcode').fill('2000');
      await linker.getByLabel(/^Name/).fill('Demo');
      await linker.getByRole('button', { name: 'Search' }).click();
      await expectVisible(linker.getByText(DATA_LINK_MESSAGES.nameTooShort), "'Name must be at least 5 chars'");
      await linker.getByLabel(/^Name/).fill('Demo Primary');
      await linker.getByRole('button', { name: 'Search' }).click();
      await expectVisible(linker.getByRole('row').filter({ hasText: 'org-demo-primary' }), 'the school in OneRoster');
      await checkAccessibility(page, ctx.a11y, 'data linker with results');
      await checkReachableAt360(
        ctx,
        linker.getByRole('button', { name: 'Link to Demo Primary School' }),
        'Link on the result’s card',
      );
      await linker.getByRole('button', { name: 'Link to Demo Primary School' }).click();

      const section = page.getByRole('region', { name: 'Data Link' });
      await expectVisible(section.getByText('Linked', { exact: true }), 'the linked state');
      await section.getByRole('button', { name: 'Request access' }).click();
      const access = page.getByRole('dialog', { name: 'Request access from OneRoster' });
      await access.getByRole('button', { name: 'Request access' }).click();
      await expectVisible(access.getByText(DATA_LINK_MESSAGES.firstNameRequired), 'the first name is required');
      await access.getByLabel('First name').fill('Rita');
      await access.getByLabel('Last name').fill('Records');
      await access.getByLabel('Email').fill('rita@demo-primary.example');
      await access.getByRole('button', { name: 'Request access' }).click();
      await expectVisible(section.getByText('Approved', { exact: true }), 'access granted: its bundles are shared');
      await checkAccessibility(page, ctx.a11y, 'data link approved');

      await section.getByRole('button', { name: 'Sync data' }).click();
      const progress = page.getByRole('dialog', { name: 'Sync data' });
      await expectVisible(progress.getByText('The school now matches OneRoster.'), 'the sync finished');
      await expectVisible(
        progress.getByText('Students: 2 created, 5 matched to existing accounts, 0 deleted.'),
        'the demo students matched, the new ones created',
      );
      await checkAccessibility(page, ctx.a11y, 'sync progress finished');
      await progress.getByRole('button', { name: 'Close', exact: true }).first().click();
      await expectVisible(section.getByText('Ready', { exact: true }), 'the ready state');

      // The district's next export: a delta (Oscar leaves, Quinn joins, Priya's name changes).
      await shareDelta();
      await section.getByRole('button', { name: 'Sync data' }).click();
      await expectVisible(
        progress.getByText('Students: 1 created, 6 matched to existing accounts, 1 deleted.'),
        'the delta synced',
      );
      await progress.getByRole('button', { name: 'Close', exact: true }).first().click();
      const download = page.waitForEvent('download');
      await section.getByRole('button', { name: 'Download the sync report' }).click();
      const report = await readFile(await (await download).path(), 'utf8');
      assertTrue(
        report.includes('student,,Oscar Lee,removed,No longer listed by the source.'),
        'the report lists Oscar as removed',
      );
      assertTrue(report.includes('student,dp-s8,Quinn Fox,added,A new account.'), 'the report lists Quinn as added');
      assertTrue(
        report.includes('student,dp-s6,Priya Nair-Shah,changed,Matched; changed: name.'),
        'the report lists Priya as changed',
      );

      await section.getByRole('button', { name: 'Unlink' }).click();
      await page
        .getByRole('dialog', { name: 'Unlink from OneRoster?' })
        .getByRole('button', { name: 'Unlink' })
        .click();
      await expectVisible(section.getByRole('button', { name: 'Link to OneRoster' }), 'unlinked');
    },
  ),

  spec('data link: a Demo SIS request stays pending until the source approves it', async (ctx) => {
    const { page } = ctx;
    await login(ctx, { username: DEMO_ACCOUNTS.teleStaff.username, password: DEMO_PASSWORD }, /\/admin\/schools$/);
    await visit(ctx, `/admin/schools/${DEMO_UNVETTED_SCHOOL_ID}?tab=data-link`, /tab=data-link$/);
    await page.getByRole('button', { name: 'Link to Demo SIS' }).click();
    const linker = page.getByRole('dialog', { name: 'Link to Demo SIS' });
    await linker.getByLabel('Postcode').fill('2000');
    await linker.getByRole('button', { name: 'Search' }).click();
    await linker.getByRole('button', { name: 'Link to Hillside Primary School' }).click();
    const section = page.getByRole('region', { name: 'Data Link' });
    await section.getByRole('button', { name: 'Request access' }).click();
    const access = page.getByRole('dialog', { name: 'Request access from Demo SIS' });
    await access.getByLabel('First name').fill('Hal');
    await access.getByLabel('Last name').fill('Harbour');
    await access.getByLabel('Email').fill('hal@harbourside.example');
    await access.getByRole('button', { name: 'Request access' }).click();
    await expectVisible(section.getByText('Pending', { exact: true }), 'the pending state');
    await expectVisible(section.getByRole('button', { name: 'Check again' }), 'Check again while pending');
    await checkAccessibility(page, ctx.a11y, 'data link pending');
  }),
];
