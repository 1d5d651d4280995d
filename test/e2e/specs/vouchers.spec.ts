import { readFile } from 'node:fs/promises';
import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { DEMO_VOUCHER_CODES } from '../../../bin/seed/vouchers';
import { VOUCHER_MESSAGES } from '../../../shared/schemas/vouchers';
import {
  arriveAt,
  assertEqual,
  assertTrue,
  checkAccessibility,
  checkAt360,
  checkReachableAt360,
  expectHidden,
  expectVisible,
  spec,
  visit,
} from '../harness';
import { DEMO_PASSWORD, login, submitLogin } from '../portal';

/**
 * Activation codes (staff-console §2 Vouchers page, visitor-and-account §2 Voucher): staff
 * generate a batch of 50 codes with a progress bar and export it; a parent claims a code for a
 * child; a visitor is sent to log in and comes back to the claim with the code kept, and a code
 * for an app now free gets the 410 message of visitor-and-account §8.
 */
export const voucherSpecs = [
  spec('vouchers: staff generate a batch of 50 codes and export it', async (ctx) => {
    const { page } = ctx;
    const description = `E2E batch ${Date.now()}`;
    await login(ctx, { username: DEMO_ACCOUNTS.staff.username, password: DEMO_PASSWORD }, /\/admin/);
    await visit(ctx, '/admin/vouchers', /\/admin\/vouchers$/);
    await page.getByRole('button', { name: 'Generate' }).click();
    await expectVisible(page.getByText(VOUCHER_MESSAGES.noServices), "'No services selected'");
    await expectVisible(page.getByText(VOUCHER_MESSAGES.descriptionRequired), 'the description is required');
    await page.getByLabel(/^Expiry/).fill('31/02/2031');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expectVisible(page.getByText(VOUCHER_MESSAGES.invalidDate), "'Invalid date'");
    await checkAccessibility(page, ctx.a11y, 'generate vouchers with errors');
    // The retailers are the chosen dealer's (staff-console §3, §5): none to choose until a dealer with some is.
    assertTrue(!(await page.getByLabel(/^Retailer/).isEnabled()), 'the retailer select is disabled before a dealer');
    await page.getByLabel(/^Dealer/).selectOption({ label: 'EduTech Wholesale' });
    await expectVisible(page.getByText('EduTech Wholesale has no retailers.'), 'why no retailer can be chosen');
    assertTrue(
      !(await page.getByLabel(/^Retailer/).isEnabled()),
      'the retailer select is disabled for a dealer without',
    );
    await page.getByLabel(/^Dealer/).selectOption({ label: 'BookWorld Distribution' });
    assertTrue(
      await page.getByLabel(/^Retailer/).isEnabled(),
      "the retailer select is enabled with the dealer's retailers",
    );
    await checkAccessibility(page, ctx.a11y, 'generate vouchers, a dealer chosen');

    await page.getByRole('group', { name: 'Apps the vouchers open' }).getByLabel('Maths Quest').check();
    await page.getByLabel('Count', { exact: true }).fill('50');
    await page.getByLabel(/^Prefix/).fill('E2E-');
    await page.getByLabel(/^Months/).fill('12');
    await page.getByLabel(/^Expiry/).fill('31/12/2031');
    await page.getByLabel('Description', { exact: true }).fill(description);
    await page.getByLabel(/^Retailer/).selectOption({ label: 'City Books' });
    assertEqual(
      await page.getByLabel(/^Dealer/).inputValue(),
      'dealer-bookworld',
      'the dealer kept beside its retailer',
    );
    await page.getByRole('button', { name: 'Generate' }).click();
    await expectVisible(page.getByRole('progressbar', { name: `Generating '${description}'` }), 'the progress bar');
    await expectVisible(
      page.getByText('The batch is ready: export it from the list below.'),
      'the batch finished',
      30_000,
    );
    const row = page.getByRole('row').filter({ hasText: description });
    await expectVisible(row, 'the batch in the list');
    await checkAccessibility(page, ctx.a11y, 'vouchers after generating');

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: `Export ${description}` }).click();
    const file = await (await download).path();
    const lines = (await readFile(file, 'utf8')).trim().split(/\r?\n/);
    assertEqual(lines.length, 51, 'a header and 50 codes');
    assertTrue(
      lines.slice(1).every((line) => /^E2E-[A-HJKMNP-Z2-9]{16},Maths Quest,12,,1,0,2031-12-31,/.test(line)),
      'each code of the prefix and the alphabet, with what it gives',
    );
    await checkReachableAt360(
      ctx,
      row.getByRole('button', { name: `Export ${description}` }),
      "a batch's Export on a phone",
    );

    // Export is refused while the batch is generated (§5); the refusal goes once its row shows it
    // finished. The list says 'generating' and the export refuses until the batch is let finish.
    let generating = true;
    await page.route('**/api/voucher-batches', async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as { voucherBatches: { description: string; state: string }[] };
      for (const batch of answer.voucherBatches)
        if (generating && batch.description === description) batch.state = 'generating';
      await route.fulfill({ response, json: answer });
    });
    await page.route('**/api/voucher-batches/*/export', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ status: '409', detail: VOUCHER_MESSAGES.stillGenerating }] }),
      }),
    );
    await visit(ctx, '/admin/vouchers', /\/admin\/vouchers$/);
    await expectVisible(row.getByText('Generating', { exact: true }), 'the batch shown as generating');
    await row.getByRole('button', { name: `Export ${description}` }).click();
    const refusal = page.getByText(VOUCHER_MESSAGES.stillGenerating);
    await expectVisible(refusal, 'the refusal while generating');
    generating = false;
    await expectVisible(row.getByText('Complete', { exact: true }), 'the batch shown as complete');
    await expectHidden(refusal, 'the refusal once the batch finished');
  }),

  spec('vouchers: a parent claims a code for a child', async (ctx) => {
    const { page } = ctx;
    await login(ctx, { username: DEMO_ACCOUNTS.parent.username, password: DEMO_PASSWORD });
    await visit(ctx, '/retail-activation', /\/retail-activation$/);
    await page.getByRole('link', { name: 'Mia' }).click();
    await arriveAt(ctx, /\/retail-activation\/claim\?user=/);
    assertTrue(
      await page.getByRole('button', { name: 'Activate Subscription' }).isDisabled(),
      "'Activate Subscription' is disabled while the code is empty",
    );
    await page.getByLabel('Activation Code', { exact: true }).fill(DEMO_VOUCHER_CODES.reading.toLowerCase());
    await page.getByRole('button', { name: 'Activate Subscription' }).click();
    await arriveAt(ctx, /\/retail-activation\/[^/]+\/complete/);
    await expectVisible(
      page.getByText(new RegExp(`${DEMO_ACCOUNTS.child.username} now has Reading Rockets until`)),
      'the complete page names the username and the service',
    );
    await expectVisible(page.getByRole('link', { name: 'Get Started With Reading Rockets' }), 'a way to get started');

    // The same page in Spanish, its date and time in Spanish too, the time zone named; in Arabic right
    // to left within 360 px.
    const complete = new URL(page.url());
    complete.searchParams.set('lang', 'es');
    await visit(ctx, `${complete.pathname}${complete.search}`, /\/complete/);
    await expectVisible(
      page.getByText(
        new RegExp(
          `${DEMO_ACCOUNTS.child.username} ya tiene Reading Rockets hasta el \\p{L}+, \\d+ de \\p{L}+ de \\d{4},? \\d{1,2}:\\d{2} [^.\\s]+\\.`,
          'u',
        ),
      ),
      'the complete page in Spanish, with a Spanish date',
    );
    await expectVisible(page.getByRole('link', { name: 'Empezar con Reading Rockets' }), 'Get Started in Spanish');
    complete.searchParams.set('lang', 'ar');
    await visit(ctx, `${complete.pathname}${complete.search}`, /\/complete/);
    await expectVisible(
      page.getByRole('heading', { name: 'تم استخدام رمز التفعيل', level: 1 }),
      'the heading in Arabic',
    );
    assertEqual(await page.evaluate(() => document.documentElement.dir), 'rtl', 'the page reads right to left');
    await checkAt360(ctx, 'activation code claimed in Arabic');
  }),

  spec(
    'vouchers: a visitor is sent to log in and back to the claim with the code kept; a code for an app now free is refused',
    async (ctx) => {
      const { page } = ctx;
      await visit(ctx, `/retail-voucher?code=${DEMO_VOUCHER_CODES.nowFree}`, /\/retail-activation\?code=/);
      await expectVisible(
        page.getByText('Please log in to claim an Activation Code.', { exact: false }),
        'the visitor is asked to log in',
      );
      await page.getByRole('main').getByRole('link', { name: 'Login', exact: true }).click();
      await arriveAt(ctx, /\/auth\/login/);
      await submitLogin(page, { username: DEMO_ACCOUNTS.personal.username, password: DEMO_PASSWORD });
      // A personal account claims for itself: straight to the claim form, which says so.
      await arriveAt(ctx, new RegExp(`/retail-activation/claim\\?code=${DEMO_VOUCHER_CODES.nowFree}`));
      await expectVisible(page.getByText(/^For your account, /), 'for whom the code is claimed');
      assertEqual(
        await page.getByLabel('Activation Code', { exact: true }).inputValue(),
        DEMO_VOUCHER_CODES.nowFree,
        'the code is kept',
      );
      await page.getByRole('button', { name: 'Activate Subscription' }).click();
      await expectVisible(page.getByText(VOUCHER_MESSAGES.serviceNowFree), "§8's 410 message");
      await expectVisible(page.getByRole('link', { name: 'Contact us' }), 'the way to contact us');
      await checkAccessibility(page, ctx.a11y, 'claim refused: app now free');
    },
  ),
];
