import type { IncomingMessage, ServerResponse } from 'node:http';
import { readForm, sameOrigin } from './local-forms';
import { escapeHtml } from '../../shared/rules/escape-html';
import type { StripeTwin } from './stripe-twin/server';

export const PAYMENTS_PAGE_PATH = '/_local/payments';
const CLOCK_PATH = `${PAYMENTS_PAGE_PATH}/clock`;
/** The browser's card form makes payment methods here (the twin's stand-in for Stripe Elements' calls). */
const CARD_FORM_API_PATH = '/_local/stripe/v1/payment_methods';
const DAY = 86_400;

const when = (seconds: unknown) =>
  typeof seconds === 'number' && seconds > 0 ? new Date(seconds * 1000).toISOString().replace('.000Z', 'Z') : '—';
const cell = (value: unknown) => `<td>${escapeHtml(value === null || value === undefined ? '—' : String(value))}</td>`;

function table(caption: string, headings: readonly string[], rows: readonly (readonly unknown[])[]): string {
  if (rows.length === 0) return `<h2>${escapeHtml(caption)}</h2><p>None yet.</p>`;
  return [
    `<table><caption><h2>${escapeHtml(caption)}</h2></caption>`,
    `<thead><tr>${headings.map((heading) => `<th scope="col">${escapeHtml(heading)}</th>`).join('')}</tr></thead>`,
    `<tbody>${rows.map((row) => `<tr>${row.map(cell).join('')}</tr>`).join('')}</tbody></table>`,
  ].join('');
}

/** The page: customers, subscriptions, invoices, webhook deliveries and the clock, newest first. */
export function paymentsHtml(twin: StripeTwin): string {
  const state = twin.state();
  const cards = state.paymentMethods;
  const customers = Object.values(state.customers).map((customer) => {
    const method = (customer['invoice_settings'] as { default_payment_method: string | null }).default_payment_method;
    return [
      customer.id,
      customer['email'],
      customer['name'],
      method ? `${cards[method]?.card.brand ?? ''} •••• ${cards[method]?.card.last4 ?? ''}` : null,
    ];
  });
  const subscriptions = Object.values(state.subscriptions)
    .sort((a, b) => Number(b['created']) - Number(a['created']))
    .map((sub) => [
      sub.id,
      sub.customer,
      `${String(state.prices[sub._price]?.['unit_amount'] ?? '')} ${String(state.prices[sub._price]?.['currency'] ?? '')}`,
      sub._coupon,
      sub.status,
      when(sub.trial_end),
      when(sub._periodEnd),
      sub.cancel_at_period_end ? 'yes' : 'no',
    ]);
  const invoices = Object.values(state.invoices)
    .sort((a, b) => Number(b['created']) - Number(a['created']))
    .slice(0, 30)
    .map((invoice) => [
      invoice.id,
      invoice['customer'],
      when(invoice['created']),
      `${String(invoice['amount_due'])} ${String(invoice['currency'])}`,
      invoice['status'],
      invoice['_failure'],
    ]);
  const deliveries = [...state.deliveries]
    .reverse()
    .slice(0, 30)
    .map((delivery) => [delivery.eventId, delivery.type, delivery.status, delivery.attempts, delivery.lastError]);
  const advance = (label: string, seconds: number) =>
    `<form method="post" action="${CLOCK_PATH}"><input type="hidden" name="seconds" value="${seconds}"><button type="submit">${escapeHtml(label)}</button></form>`;
  const nextTrialEnd = Math.min(
    ...Object.values(state.subscriptions)
      .filter((sub) => sub.status === 'trialing' && sub.trial_end)
      .map((sub) => Number(sub.trial_end)),
  );
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Local payments</title>',
    '</head>',
    '<body><main><h1>Local payments</h1>',
    "<p>The twin's Stripe-compatible server. In AWS these live in the Stripe dashboard. Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds (charges fail); 4000 0000 0000 0069 is expired; 4000 0000 0000 0127 has an incorrect CVC.</p>",
    `<section aria-labelledby="clock-heading"><h2 id="clock-heading">Clock</h2><p>The twin's time: <time>${when(twin.now())}</time>${state.clockOffset ? ` (${Math.round(state.clockOffset / DAY)} days ahead of real time)` : ''}. Moving it charges trials that end and renewals that fall due, and sends their webhooks to the portal.</p>`,
    advance('Advance 1 day', DAY),
    advance('Advance 1 month', 31 * DAY),
    Number.isFinite(nextTrialEnd) ? advance('Advance past the next trial end', nextTrialEnd - twin.now() + 60) : '',
    '</section>',
    table('Customers', ['Id', 'Email', 'Name', 'Default card'], customers),
    table(
      'Subscriptions',
      ['Id', 'Customer', 'Price (cents)', 'Coupon', 'Status', 'Trial end', 'Period end', 'Cancel at period end'],
      subscriptions,
    ),
    table('Invoices', ['Id', 'Customer', 'Created', 'Amount (cents)', 'Status', 'Failure'], invoices),
    table('Webhook deliveries', ['Event', 'Type', 'Status', 'Attempts', 'Last error'], deliveries),
    '</main></body></html>',
  ].join('\n');
}

/**
 * The twin's payments pages (ARCHITECTURE: local-only pages): /_local/payments with its clock, and
 * the card form's calls passed on to the Stripe-compatible server. Answers whether it served the path.
 */
export function paymentsPages(twin: StripeTwin) {
  return async (request: IncomingMessage, response: ServerResponse, pathname: string): Promise<boolean> => {
    if (pathname === CARD_FORM_API_PATH && request.method === 'POST') {
      await twin.handle(request, response, '/v1/payment_methods');
      return true;
    }
    if (pathname === PAYMENTS_PAGE_PATH && (request.method === 'GET' || request.method === 'HEAD')) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : paymentsHtml(twin));
      return true;
    }
    if (pathname === CLOCK_PATH && request.method === 'POST') {
      if (!sameOrigin(request)) {
        response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('The clock moves only from this site.');
        return true;
      }
      const seconds = Number((await readForm(request)).get('seconds'));
      if (!Number.isFinite(seconds) || seconds <= 0) {
        response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('The clock only moves forward: give a positive number of seconds.');
        return true;
      }
      await twin.advanceClock(seconds);
      response.writeHead(303, { location: PAYMENTS_PAGE_PATH });
      response.end();
      return true;
    }
    return false;
  };
}
