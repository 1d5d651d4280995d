import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../bin/seed/demo-accounts';
import { SUBSCRIPTION_MESSAGES } from '../../../shared/schemas/subscriptions';
import { arriveAt, assertEqual, checkAccessibility, expectVisible, spec, visit, type SpecContext } from '../harness';
import { DEMO_PASSWORD, login, register, uniqueEmail } from '../portal';

const CARD_EXPIRY = `12 / ${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

/** Types a card into the card form (the twin's, of Elements' shape) and submits it. */
async function payWith(page: Page, number: string, submit: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill(CARD_EXPIRY);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: submit }).click();
}

async function advanceTwinClock(ctx: SpecContext, button: string): Promise<void> {
  await visit(ctx, '/_local/payments', /\/_local\/payments$/);
  await ctx.page.getByRole('button', { name: button }).click();
  await ctx.page.waitForURL(/\/_local\/payments$/);
}

/**
 * Card payments (visitor-and-account §2 Subscribe): a parent subscribes a child with a free trial
 * and a 20 % coupon, the twin's clock passes the trial end and the discounted charge appears; a
 * personal account is refused a declined card, subscribes with a good one, updates its card and
 * cancels; the card form says so when Stripe.js cannot be loaded.
 */
export const paymentsSpecs = [
  spec(
    'payments: a parent subscribes a child to a trial with a 20% coupon, and the charge appears when the clock passes the trial end',
    async (ctx) => {
      const { page } = ctx;
      await login(ctx, { username: DEMO_ACCOUNTS.parent.username, password: DEMO_PASSWORD });
      // A parent who names no child reaches no plan or payment by address: the first page picks the child.
      await visit(ctx, '/products/1/subscribe/payment?plan=monthly', /\/products\/1\/subscribe\?plan=monthly$/);
      await expectVisible(page.getByText('Which child is the subscription for?'), 'the child picker, not the payment');
      await visit(ctx, '/products/1/subscribe', /\/products\/1\/subscribe$/);
      await expectVisible(page.getByText('Which child is the subscription for?'), 'the child picker');
      await page.getByRole('link', { name: 'Leo' }).click();
      await arriveAt(ctx, /\/products\/1\/subscribe\/plan\?user=/);
      await expectVisible(page.getByText(/Subscribing for Leo/), 'the selected-child banner');
      await expectVisible(page.getByRole('link', { name: 'Change child account' }), 'Change child account');
      await expectVisible(page.getByText('No lock-in contracts - you can cancel at any time.'), 'the no lock-in note');
      await expectVisible(page.getByText('7-day FREE TRIAL then').first(), "'FREE TRIAL then'");
      await expectVisible(page.getByText('$9.99').first(), 'the monthly price with its symbol and 2 decimals');
      await page.getByRole('link', { name: 'Sign Up for Monthly' }).click();
      await arriveAt(ctx, /\/subscribe\/payment\?/);
      await expectVisible(
        page.getByRole('heading', { name: 'Reading Rockets FREE TRIAL', level: 1 }),
        'the FREE TRIAL heading',
      );

      // The coupon panel: Enter validates.
      await page.getByLabel('Coupon code').fill('NOSUCHCODE');
      await page.getByLabel('Coupon code').press('Enter');
      await expectVisible(page.getByText('Not found'), "'Not found'");
      await page.getByLabel('Coupon code').fill('SAVE20');
      await page.getByRole('button', { name: 'Validate' }).click();
      await expectVisible(page.getByText('Valid!'), "'Valid!'");
      await expectVisible(page.getByText('20% off for 3 months'), 'the discount and its duration');
      await expectVisible(page.getByText('*with discount'), "'*with discount'");
      await expectVisible(page.getByText('$7.99'), 'the discounted price');
      await checkAccessibility(page, ctx.a11y, 'payment page with a coupon');

      await payWith(page, '4242 4242 4242 4242', 'Submit Payment');
      await arriveAt(ctx, /\/subscribe\/complete\//);
      await expectVisible(page.getByRole('heading', { name: 'Congratulations!' }), 'the complete page');
      await expectVisible(
        page.getByText(/Leo is now on a free trial of Reading Rockets \(Monthly\)/),
        'the congratulations naming the child, service and plan',
      );
      await expectVisible(page.getByRole('link', { name: 'Manage Child Accounts' }), 'Manage Child Accounts');
      await expectVisible(page.getByRole('button', { name: 'Login To Child Account' }), 'Login To Child Account');

      // The clock passes the trial end: the discounted first charge is made and the trial becomes a subscription.
      await advanceTwinClock(ctx, 'Advance 1 month');
      await expectVisible(
        page.getByRole('cell', { name: '799 aud' }).first(),
        'the charge of $7.99 in the twin’s invoices',
      );
      await visit(ctx, '/parent', /\/parent$/);
      // The family spec may have given Leo a new username by now: the row is found by the name.
      await page.getByRole('checkbox', { name: /^Select Leo \(/ }).check();
      await page
        .getByRole('toolbar', { name: 'Child account actions' })
        .getByRole('button', { name: 'View Subscriptions', exact: true })
        .click();
      const dialog = page.getByRole('dialog');
      await expectVisible(
        dialog.getByRole('heading', { name: /Reading Rockets\s*Subscribed/ }),
        'the subscription, now paid',
      );
      await expectVisible(
        dialog.getByText('$9.99/month (coupon SAVE20: $7.99 for the first 3 payments)'),
        'the price, and the payments the coupon lowers',
      );
      await expectVisible(dialog.getByText(/Next charge on/), 'the next charge');
      await checkAccessibility(page, ctx.a11y, 'the child’s subscriptions');
    },
  ),

  spec(
    'payments: a personal account sees a declined card refused, subscribes, updates its card and cancels',
    async (ctx) => {
      const { page } = ctx;
      // The twin's own card form: nothing may try to load Stripe.js (a console error offline).
      const stripeMessages: string[] = [];
      page.on('console', (message) => {
        if (/stripe/i.test(message.text())) stripeMessages.push(`${message.type()}: ${message.text()}`);
      });
      page.on('requestfailed', (request) => {
        if (/stripe\.com/.test(request.url())) stripeMessages.push(`request failed: ${request.url()}`);
      });
      await register(
        ctx,
        { type: 'Personal', firstName: 'Pia', lastName: 'Payer', email: uniqueEmail('payer') },
        /\/library/,
      );
      // An app with no plans: only the way to ask, no notes on cancelling or charging.
      await visit(ctx, '/products/6/subscribe/plan', /\/products\/6\/subscribe\/plan$/);
      await expectVisible(
        page.getByText(/There are no plans for Typing Tutor yet\. Please contact us\./),
        'the contact line',
      );
      assertEqual(await page.getByText(/No lock-in contracts|charged when the free trial ends/).count(), 0, 'no notes');

      // A once-off $10 off a $9.99 monthly plan: the first payment is $0.00, the later ones $9.99, so a card is needed.
      await visit(ctx, '/products/2/subscribe', /\/products\/2\/subscribe\/plan/);
      await page.getByRole('link', { name: 'Sign Up for Monthly' }).click();
      await arriveAt(ctx, /\/subscribe\/payment\?/);
      await page.getByLabel('Coupon code').fill('TENOFF');
      await page.getByRole('button', { name: 'Validate' }).click();
      await expectVisible(page.getByText('$10.00 off the first payment'), 'the discount and its duration');
      await expectVisible(page.getByText('the first payment, then $9.99/month'), 'what the later payments are');
      await expectVisible(page.getByRole('button', { name: 'Submit Payment' }), 'the card form, not a free claim');
      assertEqual(await page.getByRole('button', { name: 'Claim free subscription' }).count(), 0, 'no free claim');
      await checkAccessibility(page, ctx.a11y, 'payment page with a once-off coupon');
      await page.getByRole('link', { name: 'Change Plan' }).click();
      await arriveAt(ctx, /\/subscribe\/plan/);
      await page.getByRole('link', { name: 'Sign Up for Yearly' }).click();
      await arriveAt(ctx, /\/subscribe\/payment\?/);
      await expectVisible(
        page.getByRole('heading', { name: 'Maths Quest subscription', level: 1 }),
        'the subscription heading',
      );

      // While the card is checked the button says so (held a moment, so the word can be seen).
      await page.route(
        '**/v1/payment_methods',
        async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          await route.continue();
        },
        { times: 1 },
      );
      await payWith(page, '4000 0000 0000 0002', 'Submit Payment');
      const checking = page.getByRole('button', { name: 'Checking your card…' });
      await expectVisible(checking, "the button's progress word");
      assertEqual(await checking.getAttribute('aria-busy'), 'true', 'the button is busy');
      await expectVisible(
        page.getByRole('list', { name: 'Card errors' }).getByText('Your card was declined.'),
        "the provider's message",
      );
      await checkAccessibility(page, ctx.a11y, 'payment page with a declined card');
      await payWith(page, '4242 4242 4242 4242', 'Submit Payment');
      await arriveAt(ctx, /\/subscribe\/complete\//);
      await expectVisible(page.getByText(/You are now subscribed to Maths Quest \(Yearly\)/), 'the complete page');
      await expectVisible(
        page.getByRole('link', { name: 'Get Started With Maths Quest' }),
        'Get Started With {service}',
      );

      await visit(ctx, '/account/payment', /\/account\/payment$/);
      await expectVisible(page.getByText(/Current card: visa ending in 4242/), 'the card on file');
      await payWith(page, '5555 5555 5555 4444', 'Update card');
      await expectVisible(page.getByText(SUBSCRIPTION_MESSAGES.cardUpdated), "'Card updated successfully!'");
      assertEqual(stripeMessages, [], 'no Stripe.js load or message in the twin');

      await visit(ctx, '/account/subscriptions', /\/account\/subscriptions$/);
      await expectVisible(page.getByRole('heading', { name: /Maths Quest\s*Subscribed/ }), 'the subscription');
      await page.getByRole('button', { name: 'Cancel Maths Quest' }).click();
      const confirm = page.getByRole('dialog', { name: 'Cancel Maths Quest?' });
      await expectVisible(
        confirm.getByText(
          /You keep Maths Quest until .* After that it stops working and the card is not charged again\./,
        ),
        'what cancelling loses',
      );
      await expectVisible(confirm.getByRole('button', { name: 'Keep subscription' }), "'Keep subscription'");
      if ((await confirm.getByRole('button', { name: 'Cancel', exact: true }).count()) !== 0)
        throw new Error("The cancel confirmation still offers a bare 'Cancel' beside 'Cancel subscription'");
      await checkAccessibility(page, ctx.a11y, 'cancel confirmation');
      await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
      await expectVisible(
        page.getByText(/Maths Quest is cancelled\. You keep access until/),
        'the cancellation notice',
      );
      await expectVisible(page.getByRole('heading', { name: /Maths Quest\s*Cancelled/ }), 'the cancelled state');
    },
  ),

  spec('payments: the card form says when the payment provider cannot be reached', async (ctx) => {
    const { page } = ctx;
    // As in AWS: a publishable key and no twin form, with Stripe.js unreachable.
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      await route.fulfill({
        response,
        json: { ...config, payments: { publishableKey: 'pk_test_unreachable', localCardApiUrl: null } },
      });
    });
    await page.route('https://js.stripe.com/**', (route) => route.abort());
    await login(ctx, { username: DEMO_ACCOUNTS.personal.username, password: DEMO_PASSWORD });
    await visit(ctx, '/products/4/subscribe', /\/products\/4\/subscribe\/plan/);
    await page.getByRole('link', { name: 'Sign Up for Monthly' }).click();
    await expectVisible(
      page.getByText(SUBSCRIPTION_MESSAGES.providerUnavailable),
      "'There was an error connecting to the payment provider.'",
    );
    await checkAccessibility(page, ctx.a11y, 'payment provider unavailable');
  }),
];
