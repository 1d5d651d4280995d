import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { DEMO_MERGE_KEEP_ID } from '../../../bin/seed/duplicate-schools';
import { DEMO_UNVETTED_SCHOOL_ID } from '../../../bin/seed/schools';
import { DATA_LINK_MESSAGES } from '../../../shared/schemas/data-link';
import { checkAccessibility, expectVisible, spec, visit } from '../harness';
import { DEMO_PASSWORD, login } from '../portal';

/**
 * The school page's Data Link section (issue 14): tele staff link Riverbend Primary to its
 * OneRoster record, request access (granted: its bundles are shared), sync it with the progress
 * lines in a modal, and unlink; a Demo SIS request stays pending until the source approves.
 */
export const dataLinkSpecs = [
  spec('data link: tele staff link Riverbend to OneRoster, request access, sync with progress, and unlink', async (ctx) => {
    const { page } = ctx;
    await login(ctx, { username: DEMO_ACCOUNTS.teleStaff.username, password: DEMO_PASSWORD }, /\/admin\/schools$/);
    await visit(ctx, `/admin/schools/${DEMO_MERGE_KEEP_ID}?tab=data-link`, /tab=data-link$/);
    await expectVisible(page.getByRole('button', { name: 'Link to Demo SIS' }), 'a Link button per data source');
    await checkAccessibility(page, ctx.a11y, 'data link, not linked');

    await page.getByRole('button', { name: 'Link to OneRoster' }).click();
    const linker = page.getByRole('dialog', { name: 'Link to OneRoster' });
    await linker.getByRole('button', { name: 'Search' }).click();
    await expectVisible(linker.getByText(DATA_LINK_MESSAGES.postcodeRequired), "'Postcode is required'");
    await linker.getByLabel('Postcode').fill('2750');
    await linker.getByLabel(/^Name/).fill('Rive');
    await linker.getByRole('button', { name: 'Search' }).click();
    await expectVisible(linker.getByText(DATA_LINK_MESSAGES.nameTooShort), "'Name must be at least 5 chars'");
    await linker.getByLabel(/^Name/).fill('River');
    await linker.getByRole('button', { name: 'Search' }).click();
    await expectVisible(linker.getByRole('row').filter({ hasText: 'org-riverbend' }), 'the school in OneRoster');
    await checkAccessibility(page, ctx.a11y, 'data linker with results');
    await linker.getByRole('button', { name: 'Link to Riverbend Primary School' }).click();

    const section = page.getByRole('region', { name: 'Data Link' });
    await expectVisible(section.getByText('Linked', { exact: true }), 'the linked state');
    await section.getByRole('button', { name: 'Request access' }).click();
    const access = page.getByRole('dialog', { name: 'Request access from OneRoster' });
    await access.getByRole('button', { name: 'Request access' }).click();
    await expectVisible(access.getByText(DATA_LINK_MESSAGES.firstNameRequired), 'the first name is required');
    await access.getByLabel('First name').fill('Rita');
    await access.getByLabel('Last name').fill('Records');
    await access.getByLabel('Email').fill('rita@riverbend.example');
    await access.getByRole('button', { name: 'Request access' }).click();
    await expectVisible(section.getByText('Approved', { exact: true }), 'access granted: its bundles are shared');
    await checkAccessibility(page, ctx.a11y, 'data link approved');

    await section.getByRole('button', { name: 'Sync data' }).click();
    const progress = page.getByRole('dialog', { name: 'Sync data' });
    await expectVisible(progress.getByText('The school now matches OneRoster.'), 'the sync finished');
    await expectVisible(progress.getByText(/^Students: \d+ created/), 'the students line');
    await checkAccessibility(page, ctx.a11y, 'sync progress finished');
    await progress.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expectVisible(section.getByText('Ready', { exact: true }), 'the ready state');
    await expectVisible(section.getByText(/^Last synced /), 'the last sync');

    await section.getByRole('button', { name: 'Unlink' }).click();
    await page.getByRole('dialog', { name: 'Unlink from OneRoster?' }).getByRole('button', { name: 'Unlink' }).click();
    await expectVisible(section.getByRole('button', { name: 'Link to OneRoster' }), 'unlinked');
  }),

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
