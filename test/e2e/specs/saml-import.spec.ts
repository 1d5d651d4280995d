import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { DEMO_OTHER_SCHOOL_ID } from '../../../bin/seed/demo-profiles';
import { assertTrue, checkAccessibility, expectVisible, spec, visit } from '../harness';
import { DEMO_PASSWORD, login, logout } from '../portal';
import { signInThroughSchool } from './school-sign-on-accounts.spec';

/**
 * Import Teachers - SAML (school-and-family §2): Demo Secondary School signs in through the mock
 * school system; its district administrator (the demo school admin) imports a teacher, and the
 * teacher then signs in through the school system as the imported account.
 */
export const samlImportSpecs = [
  spec(
    'saml import: the district administrator previews, confirms and exports, then the new teacher signs in through the school system',
    async (ctx) => {
      const { page } = ctx;
      const nameId = `e2e-import-${randomUUID().slice(0, 8)}`;
      const email = `${nameId}@mockschool.example`;
      await login(ctx, { username: DEMO_ACCOUNTS.schoolAdmin.username, password: DEMO_PASSWORD });
      await visit(ctx, `/teacher/schools/${DEMO_OTHER_SCHOOL_ID}/teachers/saml-import`, /\/saml-import$/);
      await expectVisible(page.getByRole('heading', { name: 'Import Teachers - SAML', level: 1 }), 'the page');

      await page.getByLabel('Teacher file (.csv)').setInputFiles({
        name: 'teachers.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`NameID,First Name,Last Name,Email\n${nameId},Ivy,Imported,${email}\n`),
      });
      await expectVisible(page.getByRole('heading', { name: 'Confirm the import' }), 'the preview');
      await checkAccessibility(page, ctx.a11y, 'saml import preview');
      const preview = page.getByRole('table', { name: 'Preview of the import' });
      await expectVisible(preview.getByRole('row', { name: 'Added 1', exact: true }), 'one teacher to add');
      await expectVisible(preview.getByRole('row', { name: 'Unlinked 0', exact: true }), 'no teacher to unlink');
      // Every teacher account of the school counts, linked to the school system or not.
      await expectVisible(
        preview.getByRole('row', { name: /^Accounts before the import [1-9]\d*$/ }),
        "the school's teachers before the import",
      );

      await page.getByRole('button', { name: 'Confirm', exact: true }).click();
      await expectVisible(page.getByRole('table', { name: 'Import result' }), 'the result');
      await expectVisible(
        page.getByRole('table', { name: 'Import result' }).getByRole('row', { name: 'Added 1', exact: true }),
        'one teacher added',
      );
      await checkAccessibility(page, ctx.a11y, 'saml import result');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download the account-match export' }).click(),
      ]);
      const exported = await download.createReadStream().then(async (stream) => {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks).toString('utf8');
      });
      assertTrue(
        exported.includes(`${nameId},Ivy,Imported,${email}`),
        'the export lists the imported teacher with its NameID',
      );
      await logout(ctx);

      await signInThroughSchool(ctx, {
        nameId,
        firstNameValue: 'Ivy',
        lastNameValue: 'Imported',
        emailValue: email,
        schoolRoleValue: 'teacher',
        schoolIdValue: DEMO_OTHER_SCHOOL_ID,
        relayState: null,
      });
      await page.waitForURL(/\/library$/);
      await expectVisible(
        page.getByRole('button', { name: /^Account menu for .*Ivy/ }),
        'signed in as the imported teacher',
      );
    },
  ),
];
